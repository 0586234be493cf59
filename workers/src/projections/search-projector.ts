import {
  Inject,
  Injectable,
  Optional,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Meilisearch } from 'meilisearch';
import type { Pool, PoolClient } from 'pg';
import { type AggregateType, type ProjectAggregateJob } from '@praxisnah/contracts';
import {
  IndexNamespace,
  MAX_RECENT_LISTINGS,
  type IndexName,
  companyDocumentIds,
  companyStates,
  eventStates,
  listingStates,
  type SourceStates,
} from '@praxisnah/read-models';
import { inTransaction } from '../infrastructure/in-transaction';
import { applyDocuments, RefusedTaskError } from './apply-documents';
import { MEILI, MEILI_TASKS, PG_POOL } from '../infrastructure/infrastructure.module';
import type { TaskCompletions } from '../search-index/task-completions';
import { RECENT_LISTINGS, type RecentListings } from './recent-listings';

interface Target {
  index: IndexName;
  load: (db: PoolClient, ids: readonly string[]) => Promise<SourceStates<{ id: string }>>;
}

const TARGETS: Record<AggregateType, Target> = {
  listing: { index: 'listings', load: listingStates },
  company: { index: 'companies', load: companyStates },
  event: { index: 'events', load: eventStates },
};

/**
 * How long the first job reaching an idle index waits for others to join its batch. Jobs that arrive while a batch
 * is being applied wait for that batch anyway and go together into the next one, so under load batches grow on
 * their own and this pause is paid only when the pipeline is quiet.
 */
const GATHER_MS = 5;
/** Keeps one Meilisearch payload and one PostgreSQL statement reasonably small. */
export const MAX_PROJECTION_BATCH = 500;
/**
 * A company's listings go to the recent index in slices this small, one at a time, each after the listings' own
 * changes waiting for the recent index: a slice is applied as one batch, which a new listing arriving meanwhile waits for.
 */
const COMPANY_SLICE = 500;
const RECENT_TURN_POLL_MS = 5;
/** A recent index that stops answering delays a company's slice by this much at most. */
const RECENT_TURN_MAX_MS = 1000;
/** How long a fan-out yields to new listings before it gets every second batch, and how much of it such a batch takes. */
const FANOUT_MAX_WAIT_MS = 3000;
const FANOUT_SLICE_BESIDE_VISITORS = 100;
const TASK_TIMEOUT_MS = 30_000;
/** How often listings still recent are looked for (see sweepRecent). */
const RECENT_SWEEP_MS = 60_000;
const TASK_POLL_MS = 10;
/** How many sweeps in a row find a company's write still in the recent index before the sweep completes it. */
const COMPANY_SWEEPS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CompanyProjection {
  listings: number;
  /** When visitors could find all of them (epoch ms). */
  searchableAt: number;
  /** Time spent reading and building the documents, and writing them to the recent index. */
  readMs: number;
  writeMs: number;
}

export type ProjectionOutcome =
  { status: 'stale'; storedVersion: number } | { status: 'upserted' | 'removed'; version: number; freshnessMs: number };

/** `background`: a document rebuilt because its company changed; it yields to the changes visitors wait for. */
export type ProjectionPriority = 'visitor' | 'background';

interface Waiting {
  job: ProjectAggregateJob;
  background: boolean;
  /** When it was handed over (epoch ms). */
  since: number;
  /** The change's write to the recent index, if it went there first. */
  recent?: RecentWrite;
  resolve: (outcome: ProjectionOutcome) => void;
  reject: (error: unknown) => void;
}

interface RecentWrite {
  /** When visitors could find it (epoch ms). */
  at: number;
}

/** The jobs of one index: at most one batch is applied at a time, so this process never reorders its own writes. */
interface Lane {
  target: Target;
  waiting: Waiting[];
  timer: NodeJS.Timeout | null;
  applying: boolean;
  /** The last batch was a fan-out slice: an overdue fan-out and new listings then alternate. */
  lastWasFanout: boolean;
}

/**
 * Projects aggregates into their Meilisearch indexes, idempotently and in batches.
 * Every Meilisearch task pays a cost that grows with the index (facet and word structures), so jobs
 * arriving together are applied as one document addition (and one deletion) per index instead of one task each.
 * Each document is rebuilt from PostgreSQL's current row, never from the event payload, under per-aggregate
 * advisory locks with a version check; so a replayed or reordered event can only re-apply the newest state, and
 * Meilisearch (which applies tasks in enqueue order) never ends on an older one. A job with version 0 (a company
 * recount, a reindex catch-up) is never considered stale. A failed batch fails each of its jobs, which BullMQ retries.
 */
@Injectable()
export class SearchProjector implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private sweeper: NodeJS.Timeout | null = null;
  private readonly lanes = new Map<AggregateType, Lane>();
  private recentAtLastSweep = new Set<string>();
  private companiesAtLastSweep = new Map<string, { stamp: number; sweeps: number }>();
  /** Listing changes on their way to the recent index (when there is one), before they join the listings lane. */
  private readonly recentLane: Lane = { target: TARGETS.listing, waiting: [], timer: null, applying: false, lastWasFanout: false };

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(MEILI) private readonly meili: Meilisearch,
    @Inject(MEILI_TASKS) private readonly tasks: TaskCompletions,
    private readonly indexes: IndexNamespace,
    @Optional() @Inject(RECENT_LISTINGS) private readonly recent: RecentListings | null = null,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.recent) return;
    const recent = this.recent;
    this.sweeper = setInterval(() => {
      this.sweepRecent().catch((error: unknown) => recent.warn(error, 'sweeping failed'));
    }, RECENT_SWEEP_MS).unref();
  }

  /**
   * Set before the queues close and Redis goes: a company's follow-up into the large index then stops between
   * batches instead of running on without Redis. The company stays searched in the recent index, and the next start's
   * sweep completes it (sweepRecent).
   */
  private stopping = false;

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  project(job: ProjectAggregateJob, priority: ProjectionPriority = 'visitor'): Promise<ProjectionOutcome> {
    const recentFirst = this.recent !== null && job.aggregateType === 'listing';
    return this.handOver(recentFirst ? this.recentLane : this.lane(job.aggregateType), job, { background: priority === 'background' });
  }

  /** Queues a job on a lane; resolves with its outcome once its batch is applied. */
  private handOver(lane: Lane, job: ProjectAggregateJob, how: Pick<Waiting, 'background' | 'recent'>): Promise<ProjectionOutcome> {
    return new Promise((resolve, reject) => this.enqueue(lane, { job, ...how, since: Date.now(), resolve, reject }));
  }

  /** Whether a company's change reaches its listings through the recent index (projectCompanyListings). */
  get companiesThroughRecent(): boolean {
    return this.recent !== null;
  }

  /**
   * A company's change to all its public listings, however many: they are written to the recent index in slices and
   * searched there as soon as all are in (read-models/src/recent-listings.ts, recentCompaniesKey), so 10,000 listings
   * show the company's new name and place within seconds instead of the minute the large index needs under load.
   * The large index then takes them in the background (followCompany). Resolves when both hold them; returns when
   * visitors found them (epoch ms) and how many there are.
   */
  async projectCompanyListings(companyId: string, cause: Pick<ProjectAggregateJob, 'committedAt' | 'eventId'>): Promise<CompanyProjection> {
    const recent = this.recent!;
    const stamp = await recent.beginCompany(companyId);
    const scope = `recent:${this.indexes.uid('listings')}`;
    const spent = { readMs: 0, writeMs: 0 };
    let listings = 0;
    // Slice n + 1 is read from PostgreSQL while the recent index applies slice n; the slices are written one at a time,
    // in order, each after the new listings waiting for the recent index. Each slice's locks are held until it is written.
    let written: Promise<void> = Promise.resolve();
    for await (const ids of companyDocumentIds(this.pool, companyId, 'listing', COMPANY_SLICE)) {
      const before = written;
      let read!: () => void;
      const hasRead = new Promise<void>((resolve) => (read = resolve));
      written = this.withLocks(scope, ids, async (client) => {
        const reading = performance.now();
        const states = await listingStates(client, ids);
        spent.readMs += performance.now() - reading;
        read();
        await before;
        await this.recentLaneTurn();
        const writing = performance.now();
        await recent.writeCompany(
          ids.map((id) => ({ id, document: states.get(id)?.document ?? null })),
          stamp,
        );
        spent.writeMs += performance.now() - writing;
      });
      // One slice is read ahead, no more: each holds a connection and its locks until it is written. A slice that
      // fails before it is read lets the loop go on; the next one then fails on `before`.
      await Promise.all([Promise.race([hasRead, written.catch(() => undefined)]), before.catch(() => undefined)]);
      listings += ids.length;
    }
    await written;
    await recent.serveCompany(companyId, stamp);
    const searchableAt = Date.now();
    await this.followCompany(companyId, stamp, cause);
    return { listings, searchableAt, readMs: Math.round(spent.readMs), writeMs: Math.round(spent.writeMs) };
  }

  /** Batches of listings' own changes written to the recent index so far (see recentLaneTurn). */
  private recentBatchesWritten = 0;

  /**
   * Resolves once the listings' changes waiting for the recent index now are written (the batch under way, and the
   * next one, which takes all that wait): a company's slices and batches of new listings take turns, so a new listing
   * waits for one slice at most, and a steady stream of them cannot hold the change back.
   */
  private async recentLaneTurn(): Promise<void> {
    const lane = this.recentLane;
    const until = this.recentBatchesWritten + (lane.applying ? 1 : 0) + (lane.waiting.length > 0 ? 1 : 0);
    const since = Date.now();
    while (this.recentBatchesWritten < until && Date.now() - since < RECENT_TURN_MAX_MS) await sleep(RECENT_TURN_POLL_MS);
  }

  /**
   * Applies the company's public listings to the large index at background priority, then lets searches take them
   * from there again (the company's write at `stamp` is then covered: every document is read after it).
   */
  private async followCompany(
    companyId: string,
    stamp: number,
    cause: Pick<ProjectAggregateJob, 'committedAt' | 'eventId'>,
  ): Promise<void> {
    const lane = this.lane('listing');
    // Written to the recent index already: applied to the large one even where its version is no newer.
    const recent = { at: Date.now() };
    for await (const ids of companyDocumentIds(this.pool, companyId, 'listing', MAX_PROJECTION_BATCH)) {
      if (this.stopping) return;
      await Promise.all(
        ids.map((aggregateId) =>
          this.handOver(lane, { aggregateType: 'listing', aggregateId, aggregateVersion: 0, ...cause }, { background: true, recent }),
        ),
      );
    }
    await this.recent!.settleCompany(companyId, stamp);
  }

  private enqueue(lane: Lane, waiting: Waiting): void {
    lane.waiting.push(waiting);
    if (lane.applying) return; // the running drain takes it with the next batch
    if (lane.waiting.length >= MAX_PROJECTION_BATCH) {
      if (lane.timer) clearTimeout(lane.timer);
      void this.drain(lane);
    } else if (!lane.timer) {
      lane.timer = setTimeout(() => void this.drain(lane), GATHER_MS);
    }
  }

  private lane(type: AggregateType): Lane {
    let lane = this.lanes.get(type);
    if (!lane) {
      lane = { target: TARGETS[type], waiting: [], timer: null, applying: false, lastWasFanout: false };
      this.lanes.set(type, lane);
    }
    return lane;
  }

  private async drain(lane: Lane): Promise<void> {
    lane.timer = null;
    lane.applying = true;
    while (lane.waiting.length) {
      if (lane === this.recentLane) {
        await this.publishRecent(lane.waiting.splice(0, MAX_PROJECTION_BATCH));
        this.recentBatchesWritten += 1;
      } else await this.settle(lane.target, SearchProjector.nextBatch(lane));
    }
    lane.applying = false;
  }

  /**
   * Writes the batch's listings to the recent index, so visitors find them before the large index has applied them,
   * then hands every job on to the listings lane. A company's fan-out goes there only while few listings are recent
   * (each one is part of every search's filter), a visitor's change always; a failed recent write only means the
   * change waits for the large index.
   */
  private async publishRecent(batch: Waiting[]): Promise<void> {
    const recent = this.recent!;
    try {
      // A rebuild (version 0: a company's fan-out, a recount, a sweep) counts against the room, a listing's own change not.
      const rebuild = (waiting: Waiting) => waiting.background || waiting.job.aggregateVersion === 0;
      const changes = batch.filter((waiting) => !rebuild(waiting));
      const room = MAX_RECENT_LISTINGS - (await recent.count()) - changes.length;
      const taken = [...changes, ...batch.filter(rebuild).slice(0, Math.max(0, room))];
      const ids = [...new Set(taken.map(({ job }) => job.aggregateId))];
      if (ids.length) {
        await this.withLocks(`recent:${this.indexes.uid('listings')}`, ids, async (client) => {
          const states = await listingStates(client, ids);
          await recent.publish(ids.map((id) => ({ id, document: states.get(id)?.document ?? null })));
        });
        const at = Date.now();
        for (const waiting of taken) waiting.recent = { at };
      }
    } catch (error) {
      recent.warn(error, 'publishing failed; the change waits for the large index');
    }
    for (const waiting of batch) this.enqueue(this.lane('listing'), waiting);
  }

  /**
   * The changes visitors wait for go first, each batch of one kind, so a new listing never waits behind a company's
   * whole fan-out. Once a fan-out has waited FANOUT_MAX_WAIT_MS, a small slice of it takes every second batch: a steady
   * stream of new listings slows a company's change but cannot starve it, and each listing waits behind one small
   * slice at most. Without visitors waiting the fan-out moves in large slices (at a million listings a Meilisearch
   * batch costs some 200 ms whatever its size).
   */
  private static nextBatch(lane: Lane): Waiting[] {
    const visitors = lane.waiting.filter((waiting) => !waiting.background);
    const background = lane.waiting.filter((waiting) => waiting.background);
    const overdue = background.length > 0 && Date.now() - background[0]!.since >= FANOUT_MAX_WAIT_MS;
    const fanoutTurn = background.length > 0 && (visitors.length === 0 || (overdue && !lane.lastWasFanout));
    lane.lastWasFanout = fanoutTurn;
    const batch = fanoutTurn
      ? background.slice(0, visitors.length ? FANOUT_SLICE_BESIDE_VISITORS : MAX_PROJECTION_BATCH)
      : visitors.slice(0, MAX_PROJECTION_BATCH);
    const taken = new Set(batch);
    lane.waiting = lane.waiting.filter((waiting) => !taken.has(waiting));
    return batch;
  }

  private async settle(target: Target, batch: readonly Waiting[]): Promise<void> {
    try {
      const outcomes = await this.apply(target, batch);
      batch.forEach(({ resolve }, position) => resolve(outcomes[position]!));
    } catch (error) {
      if (!(error instanceof RefusedTaskError) || batch.length === 1) {
        for (const { reject } of batch) reject(error);
        return;
      }
      // One document Meilisearch refuses fails its whole task: one by one, only that job fails (and is retried).
      for (const waiting of batch) await this.settle(target, [waiting]);
    }
  }

  /** Runs `work` in a transaction holding one advisory lock per id (namespaced by `scope`). */
  private withLocks<T>(scope: string, ids: readonly string[], work: (client: PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, async (client) => {
      // Locks in key order, so two processes projecting overlapping batches cannot deadlock.
      await client.query(
        `SELECT pg_advisory_xact_lock(key)
         FROM (SELECT hashtextextended($1 || ':' || id, 0) AS key FROM unnest($2::text[]) AS id ORDER BY key) AS keys`,
        [scope, ids],
      );
      return work(client);
    });
  }

  private async apply(target: Target, batch: readonly Waiting[]): Promise<ProjectionOutcome[]> {
    const jobs = batch.map(({ job }) => job);
    const indexUid = this.indexes.uid(target.index);
    const ids = [...new Set(jobs.map((job) => job.aggregateId))];
    // A job whose change went to the recent index is applied even when its version is no newer (a replayed event, or a
    // company's change its listing versions do not show), so its recent copy is settled by this batch.
    const wroteRecent = new Set(batch.filter(({ recent }) => recent).map(({ job }) => job.aggregateId));
    const applied = await this.withLocks(indexUid, ids, async (client) => {
      const stored = await storedVersions(client, indexUid, ids);
      const isStale = (job: ProjectAggregateJob) =>
        job.aggregateVersion !== 0 && !wroteRecent.has(job.aggregateId) && job.aggregateVersion <= (stored.get(job.aggregateId) ?? 0);
      const freshJobs = jobs.filter((job) => !isStale(job));
      const freshIds = [...new Set(freshJobs.map((job) => job.aggregateId))];
      const recentCovered = target.index === 'listings' && freshIds.length ? await this.lastRecentStamp() : null;
      const states = freshIds.length ? await target.load(client, freshIds) : new Map<string, never>();
      // The newer of the row's version and the jobs' versions, per aggregate.
      const versions = new Map<string, number>();
      for (const { aggregateId, aggregateVersion } of freshJobs) {
        const known = versions.get(aggregateId) ?? states.get(aggregateId)?.version ?? 0;
        versions.set(aggregateId, Math.max(known, aggregateVersion));
      }

      const documents = freshIds.flatMap((id) => states.get(id)?.document ?? []);
      const removed = freshIds.filter((id) => !states.get(id)?.document);
      await this.write(indexUid, documents, removed);
      await client.query(
        `INSERT INTO projection_versions (index_name, aggregate_id, version, projected_at)
         SELECT $1, id, version, now() FROM unnest($2::uuid[], $3::int[]) AS fresh (id, version)
         ON CONFLICT (index_name, aggregate_id) DO UPDATE SET version = GREATEST(projection_versions.version, EXCLUDED.version), projected_at = now()`,
        [indexUid, [...versions.keys()], [...versions.values()]],
      );
      return { stored, isStale, states, versions, freshIds, recentCovered };
    });
    const { stored, isStale, states, versions, freshIds, recentCovered } = applied;
    if (recentCovered !== null) await this.settleRecent(freshIds, recentCovered);

    const appliedAt = Date.now();
    return batch.map(({ job, recent }): ProjectionOutcome => {
      if (isStale(job)) return { status: 'stale', storedVersion: stored.get(job.aggregateId) ?? 0 };
      const status = states.get(job.aggregateId)?.document ? 'upserted' : 'removed';
      const searchable = Math.min(appliedAt, recent?.at ?? appliedAt);
      return { status, version: versions.get(job.aggregateId)!, freshnessMs: Math.max(0, searchable - Date.parse(job.committedAt)) };
    });
  }

  /** The recent stamp a batch for the large index covers once applied; none without a recent index or Redis. */
  private async lastRecentStamp(): Promise<number | null> {
    if (!this.recent) return null;
    return this.recent.lastStamp().catch((error: unknown) => {
      this.recent!.warn(error, 'reading the last stamp failed; this batch settles no recent copy');
      return null;
    });
  }

  /** The large index holds these listings as they were at the `covered` stamp or newer: their older recent copies go. */
  private async settleRecent(ids: readonly string[], covered: number): Promise<void> {
    await this.recent!.settle(ids, covered).catch((error: unknown) =>
      this.recent!.warn(error, 'settling failed; the sweep or the next change settles the ids'),
    );
  }

  /**
   * Listings recent at two sweeps in a row are projected again: a settling that failed (Redis away) or a change whose
   * job gave up would otherwise keep them recent until their next change. Their next batch for the large index
   * settles them.
   */
  async sweepRecent(): Promise<void> {
    if (!this.recent) return;
    const ids = await this.recent.ids();
    const lingering = ids.filter((id) => this.recentAtLastSweep.has(id));
    this.recentAtLastSweep = new Set(ids);
    const committedAt = new Date().toISOString();
    await Promise.all([
      ...lingering.map((aggregateId) =>
        this.project(
          { aggregateType: 'listing', aggregateId, aggregateVersion: 0, committedAt, eventId: `sweep-${aggregateId}` },
          'background',
        ),
      ),
      ...(await this.lingeringCompanies()).map(([companyId, stamp]) =>
        this.followCompany(companyId, stamp, { committedAt, eventId: `sweep-company-${companyId}` }),
      ),
    ]);
  }

  /**
   * Companies searched in the recent index with the same write for COMPANY_SWEEPS sweeps: their change's job gave up
   * before the large index had it all (a company's 10,000 listings take about a minute there, so one sweep is not yet
   * lingering).
   */
  private async lingeringCompanies(): Promise<[string, number][]> {
    const companies = await this.recent!.companies();
    const seen = new Map<string, { stamp: number; sweeps: number }>();
    for (const [companyId, stamp] of companies) {
      const before = this.companiesAtLastSweep.get(companyId);
      seen.set(companyId, { stamp, sweeps: before?.stamp === stamp ? before.sweeps + 1 : 1 });
    }
    this.companiesAtLastSweep = seen;
    return [...seen].filter(([, { sweeps }]) => sweeps >= COMPANY_SWEEPS).map(([companyId, { stamp }]) => [companyId, stamp]);
  }

  /** Waits inside the locks, so versions are recorded only once Meilisearch has applied the documents. */
  private write(indexUid: string, documents: readonly { id: string }[], removed: readonly string[]): Promise<void> {
    return applyDocuments(this.meili, this.tasks, indexUid, documents, removed, { timeoutMs: TASK_TIMEOUT_MS, pollMs: TASK_POLL_MS });
  }
}

async function storedVersions(client: PoolClient, indexUid: string, ids: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await client.query<{ id: string; version: number }>(
    'SELECT aggregate_id AS id, version FROM projection_versions WHERE index_name = $1 AND aggregate_id = ANY($2::uuid[])',
    [indexUid, ids],
  );
  return new Map(rows.map((row) => [row.id, row.version]));
}
