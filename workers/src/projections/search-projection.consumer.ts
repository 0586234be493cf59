import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { projectAggregateJobSchema, QUEUES } from '@praxisnah/contracts';
import { workerOptions } from '../infrastructure/worker-options';
import { AnalyticsFactRepository } from '../analytics/analytics-fact.repository';
import { MAX_PROJECTION_BATCH, SearchProjector } from './search-projector';

/**
 * Consumes `search-projection`: one aggregate per job; measures publish-to-searchable time for every published change.
 * As many jobs are taken at once as the projector applies in one Meilisearch task: with fewer, a batch that takes
 * seconds (a large geo index) would hold every slot and the next batch could only be as big as the slots it freed.
 */
@Processor(QUEUES.searchProjection, workerOptions(MAX_PROJECTION_BATCH))
export class SearchProjectionConsumer extends WorkerHost {
  private readonly logger = new Logger(SearchProjectionConsumer.name);

  constructor(
    private readonly projector: SearchProjector,
    private readonly facts: AnalyticsFactRepository,
  ) {
    super();
  }

  async process(job: Job): Promise<void> {
    const payload = projectAggregateJobSchema.parse(job.data);
    const outcome = await this.projector.project(payload);
    if (outcome.status === 'stale' || payload.aggregateVersion === 0) return;
    this.logger.log(
      { metric: 'index_freshness_ms', value: outcome.freshnessMs, aggregate: payload.aggregateType, id: payload.aggregateId },
      'projected',
    );
    const ms = Math.max(0, Math.round(outcome.freshnessMs));
    await this.facts.recordIndexFreshness({
      sourceId: `freshness:${payload.eventId}:${payload.aggregateType}`,
      entityId: payload.aggregateId,
      data: { ms: outcome.freshnessMs, aggregateType: payload.aggregateType, status: outcome.status },
      ms,
      occurredAt: new Date().toISOString(),
    });
  }
}
