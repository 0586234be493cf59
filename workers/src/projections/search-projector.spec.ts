import type { Meilisearch } from 'meilisearch';
import type { Pool } from 'pg';
import type { ProjectAggregateJob } from '@praxisnah/contracts';
import { IndexNamespace, listingStates, type SourceStates } from '@praxisnah/read-models';
import type { TaskCompletions } from '../search-index/task-completions';
import type { RecentListings, RecentListingState } from './recent-listings';
import { SearchProjector } from './search-projector';

jest.mock('@praxisnah/read-models', () => ({ ...jest.requireActual('@praxisnah/read-models'), listingStates: jest.fn() }));

/** An id Meilisearch refuses to take, as it would a document it cannot store. */
const REFUSED = 'ffffffff-0000-4000-8000-000000000000';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/**
 * A projector over PostgreSQL rows (id → version, null when the row is gone or hidden) and projection versions
 * already stored, with a Meilisearch that records its tasks.
 */
function makeProjector(
  rows: Record<string, number | null>,
  storedVersions: Record<string, number> = {},
  whileApplying?: () => void,
  recent: RecentListings | null = null,
  companyListings: readonly string[] = [],
) {
  const statements: string[] = [];
  const client = {
    query: jest.fn(async (sql: string, params?: unknown[]) => {
      statements.push(sql.trim().split(/\s+/)[0]!);
      if (sql.includes('FROM projection_versions WHERE')) {
        const ids = params![1] as string[];
        return { rows: ids.filter((key) => key in storedVersions).map((key) => ({ id: key, version: storedVersions[key] })) };
      }
      return { rows: [] };
    }),
    release: jest.fn(),
  };
  const pool = {
    connect: jest.fn(async () => client),
    // companyDocumentIds: the company's public listings after an id, in id order, a page at a time.
    query: jest.fn(async (_sql: string, [, after, limit]: [string, string, number]) => ({
      rows: [...companyListings]
        .sort()
        .filter((key) => key > after)
        .slice(0, limit)
        .map((key) => ({ id: key })),
    })),
  } as unknown as Pool;
  jest.mocked(listingStates).mockImplementation(async (_db, ids) => {
    const states: SourceStates<{ id: string; title: string }> = new Map();
    for (const key of ids) {
      const version = rows[key];
      if (version !== undefined) states.set(key, { version: version ?? 1, document: version === null ? null : { id: key, title: key } });
    }
    return states as Awaited<ReturnType<typeof listingStates>>;
  });
  const added: string[][] = [];
  const deleted: string[][] = [];
  const refusedTasks = new Set<number>();
  let nextTask = 1;
  const index = {
    addDocuments: jest.fn(async (documents: { id: string }[]) => {
      added.push(documents.map((document) => document.id));
      const taskUid = nextTask++;
      if (documents.some((document) => document.id === REFUSED)) refusedTasks.add(taskUid);
      return { taskUid };
    }),
    deleteDocuments: jest.fn(async (ids: string[]) => {
      deleted.push(ids);
      return { taskUid: nextTask++ };
    }),
  };
  const meili = { index: jest.fn(() => index) } as unknown as Meilisearch;
  const tasks = {
    waitForTasks: jest.fn(async (uids: number[]) => {
      whileApplying?.();
      return uids.map((uid) => ({ uid, status: refusedTasks.has(uid) ? 'failed' : 'succeeded', error: { message: 'invalid document' } }));
    }),
  } as unknown as TaskCompletions;
  const projector = new SearchProjector(pool, meili, tasks, new IndexNamespace('t_'), recent);
  return { projector, added, deleted, statements };
}

/** Ids beyond the nine of `id`, for batches of hundreds. */
const manyIds = (count: number, from = 100) =>
  Array.from({ length: count }, (_, n) => `00000000-0000-4000-8000-${String(from + n).padStart(12, '0')}`);

const job = (aggregateId: string, aggregateVersion: number): ProjectAggregateJob => ({
  aggregateType: 'listing',
  aggregateId,
  aggregateVersion,
  committedAt: new Date().toISOString(),
  eventId: `event-${aggregateId}-${aggregateVersion}`,
});

describe('SearchProjector', () => {
  it('applies jobs arriving together as one document addition and records the newer version', async () => {
    const { projector, added, statements } = makeProjector({ [id(1)]: 4, [id(2)]: 2 });
    const outcomes = await Promise.all([projector.project(job(id(1), 4)), projector.project(job(id(2), 2))]);
    expect(outcomes).toEqual([
      expect.objectContaining({ status: 'upserted', version: 4 }),
      expect.objectContaining({ status: 'upserted', version: 2 }),
    ]);
    expect(added).toEqual([[id(1), id(2)]]);
    expect(statements[0]).toBe('BEGIN');
    expect(statements.at(-1)).toBe('COMMIT');
  });

  it('never lets an older event overwrite a newer document, but a recount (version 0) always re-reads', async () => {
    const { projector, added } = makeProjector({ [id(1)]: 5 }, { [id(1)]: 5 });
    await expect(projector.project(job(id(1), 3))).resolves.toEqual({ status: 'stale', storedVersion: 5 });
    expect(added).toEqual([]);
    await expect(projector.project(job(id(1), 0))).resolves.toEqual(expect.objectContaining({ status: 'upserted', version: 5 }));
    expect(added).toEqual([[id(1)]]);
  });

  it('removes the document of a row that is gone or no longer public', async () => {
    const { projector, added, deleted } = makeProjector({ [id(1)]: null });
    await expect(projector.project(job(id(1), 2))).resolves.toEqual(expect.objectContaining({ status: 'removed' }));
    expect(deleted).toEqual([[id(1)]]);
    expect(added).toEqual([]);
  });

  it('fails only the job whose document Meilisearch refuses; the rest of its batch is applied', async () => {
    const { projector, added } = makeProjector({ [id(1)]: 1, [REFUSED]: 1 });
    const [good, bad] = await Promise.allSettled([projector.project(job(id(1), 1)), projector.project(job(REFUSED, 1))]);
    expect(good).toEqual({ status: 'fulfilled', value: expect.objectContaining({ status: 'upserted' }) });
    expect(bad).toEqual({ status: 'rejected', reason: expect.objectContaining({ message: expect.stringContaining('invalid document') }) });
    expect(added).toEqual([[id(1), REFUSED], [id(1)], [REFUSED]]);
  });

  it("puts a visitor's change ahead of a company's fan-out that was waiting before it", async () => {
    const fanout = manyIds(1100);
    let visitor: Promise<unknown> | undefined;
    const { projector, added } = makeProjector(Object.fromEntries([...fanout, id(1)].map((key) => [key, 1])), {}, () => {
      visitor ??= projector.project(job(id(1), 1));
    });
    await Promise.all(fanout.map((key) => projector.project(job(key, 0), 'background')));
    await visitor;
    // The first fan-out slice was applying when the new listing came; it goes next, not after the other 600.
    expect(added[0]).not.toContain(id(1));
    expect(added[1]).toEqual([id(1)]);
    expect(added.flat()).toHaveLength(1101);
  });

  it('applies a visitor change in a batch of its own, without fan-out documents', async () => {
    const fanout = manyIds(600);
    let visitor: Promise<unknown> | undefined;
    const { projector, added } = makeProjector(Object.fromEntries([...fanout, id(1)].map((key) => [key, 1])), {}, () => {
      visitor ??= projector.project(job(id(1), 1));
    });
    await Promise.all(fanout.map((key) => projector.project(job(key, 0), 'background')));
    await visitor;
    expect(added.map((batch) => batch.length)).toEqual([500, 1, 100]);
    expect(added[1]).toEqual([id(1)]);
  });

  it('gives a fan-out every second batch once it waited three seconds behind a steady stream of new listings', async () => {
    let now = Date.parse('2026-11-26T09:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const fanout = manyIds(600);
    const stream = manyIds(6, 5000);
    let next = 0;
    const visitors: Promise<unknown>[] = [];
    const { projector, added } = makeProjector(Object.fromEntries([...fanout, ...stream].map((key) => [key, 1])), {}, () => {
      now += 1000; // every batch takes a (simulated) second, and a new listing arrives meanwhile
      if (next < stream.length) visitors.push(projector.project(job(stream[next++]!, 1)));
    });
    await Promise.all([projector.project(job(stream[next++]!, 1)), ...fanout.map((key) => projector.project(job(key, 0), 'background'))]);
    await Promise.all(visitors);
    // Three new listings go first; then a slice of 100 takes every second batch; alone, the rest goes at once.
    expect(added.map((batch) => batch.length)).toEqual([1, 1, 1, 100, 2, 100, 1, 400]);
    jest.restoreAllMocks();
  });
});

/** A recent index holding `count` listings already, recording what it is given, in order with the large index. */
function fakeRecent(count = 0, failing = false) {
  const log: string[] = [];
  const published: RecentListingState[][] = [];
  const settled: { ids: string[]; stamp: number }[] = [];
  let stamp = 0;
  const recent = {
    count: async () => count,
    ids: async () => published.flat().map(({ id }) => id),
    lastStamp: async () => stamp,
    publish: async (states: RecentListingState[]) => {
      if (failing) throw new Error('recent index away');
      log.push('recent');
      published.push(states);
      count += states.length;
      return ++stamp;
    },
    settle: async (ids: string[], covered: number) => {
      log.push('settled');
      settled.push({ ids: [...ids], stamp: covered });
    },
    beginCompany: async () => ++stamp,
    writeCompany: async (states: RecentListingState[], written: number) => {
      log.push(`company ${states.length} at ${written}`);
    },
    serveCompany: async (companyId: string, written: number) => {
      log.push(`serve ${companyId} at ${written}`);
    },
    settleCompany: async (companyId: string, written: number) => {
      log.push(`settle ${companyId} at ${written}`);
    },
    companies: async () => new Map<string, number>(),
    warn: jest.fn(),
  } as unknown as RecentListings;
  return { recent, log, published, settled };
}

describe('SearchProjector with a recent index', () => {
  it('makes a listing searchable in the recent index first, then applies it to the large one and settles it', async () => {
    const fake = fakeRecent();
    const { projector, added } = makeProjector({ [id(1)]: 3, [id(2)]: null }, {}, () => fake.log.push('large'), fake.recent);
    const outcomes = await Promise.all([projector.project(job(id(1), 3)), projector.project(job(id(2), 2))]);
    expect(outcomes).toEqual([
      expect.objectContaining({ status: 'upserted', version: 3 }),
      expect.objectContaining({ status: 'removed', version: 2 }),
    ]);
    expect(fake.published).toEqual([
      [
        { id: id(1), document: { id: id(1), title: id(1) } },
        // A listing taken offline is recorded too: searches leave the large index's copy out at once.
        { id: id(2), document: null },
      ],
    ]);
    expect(fake.log).toEqual(['recent', 'large', 'settled']);
    expect(added).toEqual([[id(1)]]);
    // The large index read both rows after the first recent write (stamp 1): it covers that write.
    expect(fake.settled).toEqual([{ ids: [id(1), id(2)], stamp: 1 }]);
  });

  it('applies and settles a change that went recent even when the large index holds its version already', async () => {
    const fake = fakeRecent();
    const { projector, added } = makeProjector({ [id(1)]: 5 }, { [id(1)]: 5 }, undefined, fake.recent);
    await expect(projector.project(job(id(1), 5))).resolves.toEqual(expect.objectContaining({ status: 'upserted', version: 5 }));
    expect(added).toEqual([[id(1)]]);
    expect(fake.settled).toEqual([{ ids: [id(1)], stamp: 1 }]);
  });

  it('settles with the stamp given out before the large index read its rows, so a later write stays', async () => {
    const fake = fakeRecent();
    let second: Promise<unknown> | undefined;
    const { projector } = makeProjector(
      { [id(1)]: 2 },
      {},
      () => {
        second ??= projector.project(job(id(1), 0), 'background');
      },
      fake.recent,
    );
    await projector.project(job(id(1), 0), 'background');
    await second;
    // Two renames in a row write the same listing version twice: the first batch covers the first write only.
    expect(fake.settled.map(({ stamp }) => stamp)).toEqual([1, 2]);
  });

  it("takes a company's fan-out into the recent index only as far as there is room, its first documents too", async () => {
    const fake = fakeRecent(200);
    const fanout = manyIds(120);
    const { projector, added } = makeProjector(Object.fromEntries(fanout.map((key) => [key, 1])), {}, undefined, fake.recent);
    // The consumer hands a change's first documents over at visitor priority, still as version 0 rebuilds.
    await Promise.all(fanout.map((key, position) => projector.project(job(key, 0), position < 100 ? 'visitor' : 'background')));
    expect(fake.published.flat()).toHaveLength(50);
    expect(added.flat()).toHaveLength(120);
  });

  it("takes a listing's own change into the recent index even when a fan-out filled it", async () => {
    const fake = fakeRecent(250);
    const { projector } = makeProjector({ [id(1)]: 1 }, {}, undefined, fake.recent);
    await projector.project(job(id(1), 1));
    expect(fake.published.flat().map((state) => state.id)).toEqual([id(1)]);
  });

  it('still applies a change to the large index when the recent index cannot take it', async () => {
    const fake = fakeRecent(0, true);
    const { projector, added } = makeProjector({ [id(1)]: 1 }, {}, undefined, fake.recent);
    await expect(projector.project(job(id(1), 1))).resolves.toEqual(expect.objectContaining({ status: 'upserted' }));
    expect(added).toEqual([[id(1)]]);
    expect(fake.recent.warn).toHaveBeenCalled();
  });

  it("searches a company's listings in the recent index once all are there, and in the large one once it has them", async () => {
    const fake = fakeRecent();
    const listings = manyIds(1200);
    const rows = Object.fromEntries(listings.map((key) => [key, 1]));
    const { projector, added } = makeProjector(rows, {}, () => fake.log.push('large'), fake.recent, listings);
    const outcome = await projector.projectCompanyListings('moved', { committedAt: new Date().toISOString(), eventId: 'e1' });
    expect(outcome.listings).toBe(1200);
    // More listings than the recent ids may hold, all written under one stamp before the company is searched there.
    const served = fake.log.indexOf('serve moved at 1');
    const written = fake.log.slice(0, served).map((entry) => /^company (\d+) at 1$/.exec(entry)?.[1]);
    expect(written.every(Boolean)).toBe(true);
    expect(written.reduce((sum, count) => sum + Number(count), 0)).toBe(1200);
    expect(fake.published).toEqual([]);
    expect(fake.log.slice(served + 1).filter((entry) => entry !== 'large' && entry !== 'settled')).toEqual(['settle moved at 1']);
    expect(fake.log.at(-1)).toBe('settle moved at 1');
    expect(added.flat().sort()).toEqual(listings);
  });

  it("reads a company's next slice (one, no more) while the recent index applies the one before, and writes them in turn", async () => {
    const fake = fakeRecent();
    const listings = manyIds(1200);
    const { projector } = makeProjector(Object.fromEntries(listings.map((key) => [key, 1])), {}, undefined, fake.recent, listings);
    const reading = jest.mocked(listingStates).getMockImplementation()!;
    jest.mocked(listingStates).mockImplementation(async (db, ids) => {
      fake.log.push(`read ${ids.length}`);
      return reading(db, ids);
    });
    let writing = 0;
    jest.spyOn(fake.recent, 'writeCompany').mockImplementation(async (states) => {
      writing += 1;
      fake.log.push(`write ${states.length} (${writing} at once)`);
      // The recent index takes a while: long enough for the next slice to be read meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 20));
      writing -= 1;
      fake.log.push(`written ${states.length}`);
    });
    await projector.projectCompanyListings('moved', { committedAt: new Date().toISOString(), eventId: 'e1' });
    expect(fake.log.slice(0, fake.log.indexOf('serve moved at 1'))).toEqual([
      'read 500',
      'write 500 (1 at once)',
      'read 500',
      'written 500',
      'write 500 (1 at once)',
      'read 200',
      'written 500',
      'write 200 (1 at once)',
      'written 200',
    ]);
  });

  it("writes a company's slice after the new listings that wait for the recent index, however long their batches take", async () => {
    const fake = fakeRecent();
    const listings = manyIds(3);
    const { projector } = makeProjector(
      { [id(1)]: 1, [id(2)]: 1, ...Object.fromEntries(listings.map((key) => [key, 1])) },
      {},
      undefined,
      fake.recent,
      listings,
    );
    const publish = fake.recent.publish.bind(fake.recent);
    jest.spyOn(fake.recent, 'publish').mockImplementation(async (states) => {
      // Two batches of new listings together take longer than a slice used to yield to them.
      await new Promise((resolve) => setTimeout(resolve, 80));
      fake.log.push(`listing ${states.map((state) => state.id).join()}`);
      return publish(states);
    });
    const first = projector.project(job(id(1), 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = projector.project(job(id(2), 1));
    const change = projector.projectCompanyListings('moved', { committedAt: new Date().toISOString(), eventId: 'e1' });
    await Promise.all([first, second, change]);
    const order = fake.log.filter((entry) => /^(listing|company)/.test(entry));
    expect(order.slice(0, 3)).toEqual([`listing ${id(1)}`, `listing ${id(2)}`, 'company 3 at 1']);
  });

  it("fails a company's change whose slice the recent index refuses, and never searches the company there", async () => {
    const fake = fakeRecent();
    const listings = manyIds(1200);
    const { projector } = makeProjector(Object.fromEntries(listings.map((key) => [key, 1])), {}, undefined, fake.recent, listings);
    let slices = 0;
    jest.spyOn(fake.recent, 'writeCompany').mockImplementation(async () => {
      slices += 1;
      if (slices === 1) throw new Error('recent index away');
    });
    await expect(projector.projectCompanyListings('moved', { committedAt: new Date().toISOString(), eventId: 'e1' })).rejects.toThrow(
      'recent index away',
    );
    expect(slices).toBe(1);
    expect(fake.log).not.toContain('serve moved at 1');
  });

  it('stops following a company into the large index when the workers stop, and leaves it searched in the recent one', async () => {
    const fake = fakeRecent();
    const listings = manyIds(1200);
    const rows = Object.fromEntries(listings.map((key) => [key, 1]));
    const { projector, added } = makeProjector(rows, {}, () => projector.beforeApplicationShutdown(), fake.recent, listings);
    const outcome = await projector.projectCompanyListings('moved', { committedAt: new Date().toISOString(), eventId: 'e1' });
    expect(outcome.listings).toBe(1200);
    expect(fake.log).toContain('serve moved at 1');
    // The batch under way is applied; no later one asks Redis for a stamp, and the next start's sweep completes it.
    expect(added.flat()).toHaveLength(500);
    expect(fake.log).not.toContain('settle moved at 1');
    expect(fake.recent.warn).not.toHaveBeenCalled();
  });

  it('completes a company still searched in the recent index with the same write at three sweeps in a row', async () => {
    const fake = fakeRecent();
    const listings = manyIds(3);
    const { projector, added } = makeProjector(Object.fromEntries(listings.map((key) => [key, 1])), {}, undefined, fake.recent, listings);
    jest.spyOn(fake.recent, 'companies').mockResolvedValue(new Map([['stuck', 7]]));
    await projector.sweepRecent();
    await projector.sweepRecent();
    expect(fake.log).toEqual([]);
    await projector.sweepRecent();
    expect(added.flat().sort()).toEqual(listings);
    expect(fake.log.at(-1)).toBe('settle stuck at 7');
  });

  it('projects again a listing still recent at two sweeps in a row', async () => {
    const fake = fakeRecent();
    const { projector, added } = makeProjector({ [id(1)]: 1 }, {}, undefined, fake.recent);
    jest.spyOn(fake.recent, 'ids').mockResolvedValue([id(1)]);
    await projector.sweepRecent();
    expect(added).toEqual([]);
    await projector.sweepRecent();
    expect(added).toEqual([[id(1)]]);
    expect(fake.settled.at(-1)!.ids).toEqual([id(1)]);
  });
});
