import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import {
  analyticsFactSchema,
  domainEventSchema,
  MAX_FACTS_PER_JOB,
  QUEUES,
  z,
  type AnalyticsFact,
  type DomainEvent,
} from '@praxisnah/contracts';
import { workerOptions } from '../infrastructure/worker-options';
import { AnalyticsFactRepository } from './analytics-fact.repository';
import { FactBatcher, MAX_FACT_BATCH } from './fact-batcher';
import type { FactRow } from './fact-row';

/** The job's list before each fact is checked on its own. */
const factListSchema = z.object({ facts: z.array(z.unknown()).min(1).max(MAX_FACTS_PER_JOB) });

/** The counter a fact adds to: a favourite taken back counts apart, so "favourites" stays the number of times added. */
function metricOf(fact: AnalyticsFact): string {
  if (fact.type === 'favourite' && fact.data.on === false) return 'favourite_removed';
  return fact.type;
}

function factRow(fact: AnalyticsFact): FactRow {
  return {
    sourceId: `fact:${fact.factId}`,
    type: fact.type,
    metric: metricOf(fact),
    entityId: fact.entityId,
    perEntity: true,
    companyId: fact.companyId,
    vertical: fact.vertical ?? '',
    latitude: fact.position?.latitude ?? null,
    longitude: fact.position?.longitude ?? null,
    visitorHash: fact.visitorHash,
    data: fact.search ? { ...fact.data, ...fact.search } : fact.data,
    occurredAt: fact.occurredAt,
    search: fact.search,
  };
}

/** New listings, events and companies are the growth metrics; every other domain event counts under its own type. */
function growthMetricOf(event: DomainEvent): { metric: string; vertical: string } | null {
  if (event.type === 'listing.created')
    return { metric: 'listing_created', vertical: event.payload.isAusbildung === true ? 'ausbildung' : 'praktikum' };
  if (event.type === 'event.created') return { metric: 'event_created', vertical: 'event' };
  if (event.type === 'company.registered') return { metric: 'company_created', vertical: 'company' };
  return null;
}

/**
 * Stores every recorded fact and domain event in `analytics_events` and counts it in the daily aggregates the
 * dashboards read, in the same statement (batched across the jobs running at once). The source id makes a replayed
 * job count once.
 */
@Processor(QUEUES.analytics, workerOptions(MAX_FACT_BATCH))
export class AnalyticsConsumer extends WorkerHost {
  private readonly logger = new Logger(AnalyticsConsumer.name);
  private readonly batcher: FactBatcher;

  constructor(facts: AnalyticsFactRepository) {
    super();
    this.batcher = new FactBatcher(facts);
  }

  async process(job: Job): Promise<void> {
    if (job.name === 'record-domain-event') return this.recordDomainEvent(domainEventSchema.parse(job.data));
    if (job.name === 'record-facts') return this.recordFacts(job);
    throw new UnrecoverableError(`No analytics job is called ${job.name}`);
  }

  private recordDomainEvent(event: DomainEvent): Promise<void> {
    const growth = growthMetricOf(event);
    return this.batcher.record({
      sourceId: `event:${event.eventId}`,
      type: event.type,
      metric: growth?.metric ?? event.type,
      entityId: event.aggregateId,
      perEntity: false,
      companyId: event.companyId,
      vertical: growth?.vertical ?? '',
      latitude: null,
      longitude: null,
      visitorHash: null,
      data: event.payload,
      occurredAt: event.occurredAt,
      search: null,
    });
  }

  /**
   * Each fact is checked on its own: one that matches no schema is dropped (a retry cannot mend it) and the others of
   * its second are still counted. A failed write fails the job once every fact has been tried; a retry counts only
   * the facts not yet stored (source ids).
   */
  private async recordFacts(job: Job): Promise<void> {
    const parsed = factListSchema.parse(job.data).facts.map((fact) => analyticsFactSchema.safeParse(fact));
    const invalid = parsed.flatMap((result) => (result.success ? [] : [result.error.issues[0]?.message ?? 'invalid']));
    if (invalid.length)
      this.logger.warn({ jobId: job.id, dropped: invalid.length, first: invalid[0] }, 'Analytics facts that match no schema dropped');
    const writes = await Promise.allSettled(
      parsed.flatMap((result) => (result.success ? [this.batcher.record(factRow(result.data))] : [])),
    );
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
  }
}
