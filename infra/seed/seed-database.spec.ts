import type { ClientBase, Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';
import { EVENT_HIGHLIGHTS, SECTORS } from '../../contracts/src/catalog';
import { generateDemoData } from './demo-data';
import { insertListingsStream, isDatabaseEmpty, seedCatalogue, seedDemoData, type Queryable } from './seed-database';
import type { ListingRow } from './seed-types';

const NOW = new Date('2026-11-22T09:00:00Z');

interface RecordedQuery {
  text: string;
  values: unknown[];
}

/** A stand-in for a pg client that records statements; `respond` can fake results or throw. */
function createFakeClient(respond: (text: string, values: unknown[]) => Partial<QueryResult> = () => ({})) {
  const queries: RecordedQuery[] = [];
  const client = {
    queries,
    async query<R extends QueryResultRow = QueryResultRow>(text: string, values: unknown[] = []): Promise<QueryResult<R>> {
      queries.push({ text, values });
      const partial = respond(text, values);
      return { rows: [], rowCount: 0, command: '', oid: 0, fields: [], ...partial } as QueryResult<R>;
    },
    release: jest.fn(),
  };
  return client;
}

function rowsOf(count: number): ListingRow[] {
  return generateDemoData(undefined, NOW).listings.slice(0, count);
}

describe('seedCatalogue', () => {
  it('upserts every catalogue table by key', async () => {
    const client = createFakeClient();
    await seedCatalogue(client);
    const tables = client.queries.map((query) => /INSERT INTO (\w+)/.exec(query.text)?.[1]);
    expect(tables).toEqual(['sectors', 'internship_types', 'durations', 'event_highlights', 'takeover_chances']);
    for (const query of client.queries) expect(query.text).toContain('ON CONFLICT');
    expect(client.queries[0]?.values[0]).toHaveLength(12);
  });
});

describe('isDatabaseEmpty', () => {
  it('reads the answer of the companies check', async () => {
    expect(await isDatabaseEmpty(createFakeClient(() => ({ rows: [{ empty: false }] })))).toBe(false);
    expect(await isDatabaseEmpty(createFakeClient(() => ({ rows: [{ empty: true }] })))).toBe(true);
  });
});

describe('seedDemoData', () => {
  const data = generateDemoData(undefined, NOW);
  /** Answers the id lookups the way a freshly seeded database would. */
  const catalogueLookups = (text: string): Partial<QueryResult> => {
    if (text.startsWith('SELECT id, key FROM sectors'))
      return { rows: SECTORS.map((sector, index) => ({ id: index + 1, key: sector.key })) };
    if (text.startsWith('SELECT id, key FROM event_highlights'))
      return { rows: EVENT_HIGHLIGHTS.map((highlight, index) => ({ id: index + 1, key: highlight.key })) };
    if (text.startsWith('SELECT id, slug AS key FROM regions'))
      return { rows: data.regions.map((region, index) => ({ id: index + 1, key: region.slug })) };
    return {};
  };

  it('writes everything between BEGIN and COMMIT, parents first, hashing passwords and never touching the outbox', async () => {
    const client = createFakeClient(catalogueLookups);

    await seedDemoData(client as unknown as ClientBase, data);

    const texts = client.queries.map((query) => query.text.trim());
    expect(texts[0]).toBe('BEGIN');
    expect(texts[texts.length - 1]).toBe('COMMIT');
    expect(texts.some((text) => /outbox/i.test(text))).toBe(false);
    const order = [
      'INSERT INTO companies',
      'INSERT INTO users',
      'INSERT INTO listings',
      'INSERT INTO events',
      'INSERT INTO event_sectors',
    ].map((prefix) => texts.findIndex((text) => text.startsWith(prefix)));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((left, right) => left - right)).toEqual(order);
    const userInserts = client.queries.filter((query) => query.text.trim().startsWith('INSERT INTO users'));
    expect(userInserts).toHaveLength(4);
    for (const insert of userInserts) expect(String(insert.values[2])).toMatch(/^scrypt\$/);
  });

  it('rolls back when a statement fails', async () => {
    const client = createFakeClient((text) => {
      if (text.startsWith('INSERT INTO companies')) throw new Error('kaputt');
      return catalogueLookups(text);
    });
    await expect(seedDemoData(client as unknown as ClientBase, data)).rejects.toThrow('kaputt');
    expect(client.queries.map((query) => query.text.trim()).slice(-1)).toEqual(['ROLLBACK']);
  });
});

describe('insertListingsStream', () => {
  it('cuts the stream into batches, sends each as one JSON parameter and counts inserted rows', async () => {
    const client = createFakeClient((_, values) => ({ rowCount: (JSON.parse(String(values[0])) as unknown[]).length }));
    const stats = await insertListingsStream(client, rowsOf(12), 5);
    const inserts = client.queries.filter((query) => query.text.includes('INSERT INTO listings'));
    expect(inserts.map((query) => (JSON.parse(String(query.values[0])) as unknown[]).length)).toEqual([5, 5, 2]);
    expect(stats.rows).toBe(12);
    expect(stats.rowsPerSecond).toBeGreaterThan(0);
  });

  it('spreads batches over pooled connections and releases them', async () => {
    const clients = [createFakeClient(() => ({ rowCount: 4 })), createFakeClient(() => ({ rowCount: 4 }))];
    let next = 0;
    const pool = {
      totalCount: 0,
      connect: async () => clients[next++ % clients.length] as unknown as PoolClient,
    } as unknown as Pool;
    const progress: number[] = [];
    const stats = await insertListingsStream(pool, rowsOf(16), 4, { concurrency: 2, onProgress: (inserted) => progress.push(inserted) });
    expect(stats.rows).toBe(16);
    expect(progress).toEqual([4, 8, 12, 16]);
    for (const client of clients) {
      expect(client.queries.length).toBeGreaterThan(0);
      expect(client.release).toHaveBeenCalledTimes(1);
    }
  });

  it('stops and reports the first failed batch', async () => {
    const client: Queryable = createFakeClient(() => {
      throw new Error('Platte voll');
    });
    await expect(insertListingsStream(client, rowsOf(10), 3)).rejects.toThrow('Platte voll');
  });
});
