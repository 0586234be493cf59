import type { Meilisearch } from 'meilisearch';
import type { Pool } from 'pg';
import { type AggregateType } from '@praxisnah/contracts';
import { INDEX_NAMES, indexUid, type IndexName, allCompanyDocuments, allEventDocuments, allListingDocuments } from '@praxisnah/read-models';
import type { SearchProjector } from '../projections/search-projector';
import { ensureIndex } from './index-setup';

const SOURCES: Record<IndexName, (pool: Pool) => AsyncGenerator<{ id: string }[]>> = {
  listings: (pool) => allListingDocuments(pool, 10_000),
  companies: (pool) => allCompanyDocuments(pool),
  events: (pool) => allEventDocuments(pool),
};
/**
 * Tasks kept enqueued while streaming. Meilisearch merges enqueued tasks of an index into one batch, and every batch
 * pays costs that grow with the index (it recomputes facet and word structures), so a
 * full queue means fewer, bigger batches (see bench/RESULTS.md). The payloads wait on Meilisearch's disk; this process
 * holds one batch at a time.
 */
const MAX_PENDING_TASKS = 10;

export interface ReindexReport {
  index: string;
  documents: number;
  seconds: number;
  documentsPerSecond: number;
}

/**
 * Rebuilds every index from PostgreSQL into a fresh index and swaps it in atomically, so search keeps answering
 * from the old one meanwhile. Changes committed during the rebuild are re-projected afterwards from the outbox.
 */
export async function reindexAll(
  pool: Pool,
  meili: Meilisearch,
  prefix: string,
  projector: SearchProjector,
  log: (line: string) => void = () => undefined,
): Promise<ReindexReport[]> {
  const { rows } = await pool.query<{ now: Date }>('SELECT now()');
  const startedAt = rows[0]!.now;
  const reports: ReindexReport[] = [];
  for (const name of INDEX_NAMES) reports.push(await rebuild(pool, meili, indexUid(prefix, name), name, log));
  const caughtUp = await catchUp(pool, projector, startedAt);
  log(`caught up ${caughtUp} aggregates changed during the rebuild`);
  return reports;
}

async function rebuild(
  pool: Pool,
  meili: Meilisearch,
  liveUid: string,
  name: IndexName,
  log: (line: string) => void,
): Promise<ReindexReport> {
  const started = performance.now();
  const buildUid = `${liveUid}_rebuild_${Date.now()}`;
  await ensureIndex(meili, buildUid, name);
  // The live index only has to exist for the swap: re-indexing it under new settings would be wasted work.
  await ensureIndex(meili, liveUid, name, 'keep');
  const index = meili.index(buildUid);
  let documents = 0;
  const pending: number[] = [];
  for await (const batch of SOURCES[name](pool)) {
    const task = await index.addDocuments(batch, { primaryKey: 'id' });
    pending.push(task.taskUid);
    documents += batch.length;
    // Wait for the oldest task only, so the queue stays full instead of draining to one task every few batches.
    if (pending.length >= MAX_PENDING_TASKS) await waitSucceeded(meili, pending.splice(0, 1));
  }
  await waitSucceeded(meili, pending);
  await meili.swapIndexes([{ indexes: [liveUid, buildUid], rename: false }]).waitTask({ timeout: 120_000 });
  await meili.deleteIndex(buildUid).waitTask({ timeout: 120_000 });
  const seconds = (performance.now() - started) / 1000;
  const report = { index: liveUid, documents, seconds, documentsPerSecond: Math.round(documents / Math.max(seconds, 0.001)) };
  log(`${liveUid}: ${documents} documents in ${seconds.toFixed(1)} s (${report.documentsPerSecond}/s)`);
  return report;
}

async function waitSucceeded(meili: Meilisearch, taskUids: number[]): Promise<void> {
  if (!taskUids.length) return;
  const tasks = await meili.tasks.waitForTasks(taskUids, { timeout: 30 * 60_000, interval: 200 });
  const failed = tasks.find((task) => task.status !== 'succeeded');
  if (failed) throw new Error(`Indexing task ${failed.uid} ${failed.status}: ${failed.error?.message ?? ''}`);
}

/** Version 0 means "re-read regardless of the stored version": the rebuilt index may hold an older read of the row. */
async function catchUp(pool: Pool, projector: SearchProjector, since: Date): Promise<number> {
  const { rows } = await pool.query<{ aggregate_type: AggregateType; aggregate_id: string }>(
    `SELECT DISTINCT aggregate_type, aggregate_id FROM outbox WHERE occurred_at >= $1
     UNION SELECT DISTINCT 'company', company_id FROM outbox WHERE occurred_at >= $1 AND company_id IS NOT NULL`,
    [since],
  );
  // All at once: the projector applies them in batches.
  await Promise.all(
    rows.map((row) =>
      projector.project({
        aggregateType: row.aggregate_type,
        aggregateId: row.aggregate_id,
        aggregateVersion: 0,
        committedAt: new Date().toISOString(),
        eventId: `reindex-catch-up:${row.aggregate_id}`,
      }),
    ),
  );
  return rows.length;
}
