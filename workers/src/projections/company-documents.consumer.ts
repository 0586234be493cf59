import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Pool } from 'pg';
import { QUEUES, rebuildCompanyDocumentsJobSchema } from '@praxisnah/contracts';
import { companyDocumentIds } from '@praxisnah/read-models';
import { PG_POOL } from '../infrastructure/infrastructure.module';
import { workerOptions } from '../infrastructure/worker-options';
import { MAX_PROJECTION_BATCH, SearchProjector, type CompanyProjection } from './search-projector';

/**
 * A company change's first documents go with the next batch like a new listing: a small company's whole change
 * (the common case) is searchable as soon as a new listing would be, and a large one shows its first listings at once.
 * The rest follows at background priority, so thousands of documents cannot hold back other companies.
 */
export const FIRST_DOCUMENTS_AS_VISITOR = 100;
/**
 * A change is searchable once its listings are in the recent index, but its job ends only when the large index has
 * them too, at background priority (5 s or more for 100 listings under load): renames in quick succession must not
 * queue behind those.
 */
const FANOUTS_AT_ONCE = 8;

/**
 * Consumes `search-fanout`: re-projects a company's listings or events after it changed something they show (the
 * dependency map decides which). With a recent index, the listings go there all at once and are searched there until
 * the large index has them (SearchProjector.projectCompanyListings). Otherwise, and for events, each goes through the
 * projector like any other change (rebuilt from PostgreSQL, under its advisory lock, version 0 so it is never stale).
 * One batch is handed over only when the one before is in Meilisearch; beyond its first documents the projector lets
 * other companies' changes go first (background priority), so a new listing never waits for a company's thousands.
 * Several changes are rebuilt at once (FANOUTS_AT_ONCE). Two changes of one company are safe together: each document
 * is rebuilt from the current row under its lock.
 */
@Processor(QUEUES.searchFanout, workerOptions(FANOUTS_AT_ONCE))
export class CompanyDocumentsConsumer extends WorkerHost {
  private readonly logger = new Logger(CompanyDocumentsConsumer.name);

  constructor(
    private readonly projector: SearchProjector,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {
    super();
  }

  async process(job: Job): Promise<{ rebuilt: number }> {
    const { companyId, aggregateTypes, committedAt, eventId } = rebuildCompanyDocumentsJobSchema.parse(job.data);
    let rebuilt = 0;
    let throughRecent: Omit<CompanyProjection, 'listings'> | undefined;
    for (const aggregateType of aggregateTypes) {
      if (aggregateType === 'listing' && this.projector.companiesThroughRecent) {
        const { listings, ...projected } = await this.projector.projectCompanyListings(companyId, { committedAt, eventId });
        rebuilt += listings;
        throughRecent = projected;
        continue;
      }
      for await (const ids of companyDocumentIds(this.pool, companyId, aggregateType, MAX_PROJECTION_BATCH)) {
        await Promise.all(
          ids.map((aggregateId, position) =>
            this.projector.project(
              { aggregateType, aggregateId, aggregateVersion: 0, committedAt, eventId },
              rebuilt + position < FIRST_DOCUMENTS_AS_VISITOR ? 'visitor' : 'background',
            ),
          ),
        );
        rebuilt += ids.length;
      }
    }
    const since = (at: number) => at - Date.parse(committedAt);
    const recent = throughRecent && {
      searchableMs: since(throughRecent.searchableAt),
      readMs: throughRecent.readMs,
      writeMs: throughRecent.writeMs,
    };
    this.logger.log({ companyId, rebuilt, ...recent, ms: since(Date.now()) }, 'Rebuilt company documents');
    return { rebuilt };
  }
}
