import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Meilisearch } from 'meilisearch';
import type { Pool, PoolClient } from 'pg';
import { IndexNamespace, type AggregateType, type IndexName, type ProjectAggregateJob } from '@praxisnah/contracts';
import { MEILI, PG_POOL } from '../infrastructure/infrastructure.module';
import { companyState, eventState, listingState, SourceState } from './document-sources';

const TARGETS: Record<
  AggregateType,
  { index: IndexName; load: (db: PoolClient, id: string) => Promise<SourceState<{ id: string }> | null> }
> = {
  listing: { index: 'listings', load: listingState },
  company: { index: 'companies', load: companyState },
  event: { index: 'events', load: eventState },
};

export type ProjectionOutcome =
  { status: 'stale'; storedVersion: number } | { status: 'upserted' | 'removed'; version: number; freshnessMs: number };

/**
 * Projects one aggregate into its Meilisearch index, idempotently.
 * The document is always rebuilt from PostgreSQL's current row, never from the event payload, and the write
 * happens under a per-aggregate advisory lock with a version check. So a replayed or reordered event can only
 * re-apply the newest state, and Meilisearch (which applies tasks in enqueue order) never ends on an older one.
 * A job with version 0 (a company recount) is never considered stale.
 */
@Injectable()
export class SearchProjector {
  private readonly logger = new Logger(SearchProjector.name);

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(MEILI) private readonly meili: Meilisearch,
    private readonly indexes: IndexNamespace,
  ) {}

  async project(job: ProjectAggregateJob): Promise<ProjectionOutcome> {
    const target = TARGETS[job.aggregateType];
    const indexUid = this.indexes.uid(target.index);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${indexUid}:${job.aggregateId}`]);
      const stored = await client.query<{ version: number }>(
        'SELECT version FROM projection_versions WHERE index_name = $1 AND aggregate_id = $2',
        [indexUid, job.aggregateId],
      );
      const storedVersion = stored.rows[0]?.version ?? 0;
      if (job.aggregateVersion !== 0 && job.aggregateVersion <= storedVersion) {
        await client.query('COMMIT');
        return { status: 'stale', storedVersion };
      }
      const state = await target.load(client, job.aggregateId);
      const version = Math.max(state?.version ?? 0, job.aggregateVersion);
      const index = this.meili.index(indexUid);
      const document = state?.document ?? null;
      // Waiting inside the lock keeps this aggregate's writes strictly ordered and marks the version only once applied.
      const task = document
        ? await index.addDocuments([document], { primaryKey: 'id' }).waitTask({ timeout: 30_000, interval: 20 })
        : await index.deleteDocument(job.aggregateId).waitTask({ timeout: 30_000, interval: 20 });
      if (task.status !== 'succeeded')
        throw new Error(`Meilisearch task ${task.uid} ${task.status}: ${task.error?.message ?? 'unknown error'}`);
      await client.query(
        `INSERT INTO projection_versions (index_name, aggregate_id, version, projected_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (index_name, aggregate_id) DO UPDATE SET version = GREATEST(projection_versions.version, EXCLUDED.version), projected_at = now()`,
        [indexUid, job.aggregateId, version],
      );
      await client.query('COMMIT');
      const freshnessMs = Math.max(0, Date.now() - Date.parse(job.committedAt));
      return { status: document ? 'upserted' : 'removed', version, freshnessMs };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
