import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { analyticsFactBatchSchema, domainEventSchema, QUEUES, type AnalyticsFact, type DomainEvent } from '@praxisnah/contracts';
import { workerOptions } from '../infrastructure/worker-options';
import { AnalyticsFactRepository } from './analytics-fact.repository';
import { FactBatcher, MAX_FACT_BATCH } from './fact-batcher';
import type { FactRow } from './fact-row';

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
  private readonly batcher: FactBatcher;

  constructor(facts: AnalyticsFactRepository) {
    super();
    this.batcher = new FactBatcher(facts);
  }

  async process(job: Job): Promise<void> {
    if (job.name === 'record-domain-event') {
      const event = domainEventSchema.parse(job.data);
      const growth = growthMetricOf(event);
      await this.batcher.record({
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
      return;
    }
    const { facts } = analyticsFactBatchSchema.parse(job.data);
    await Promise.all(facts.map((fact) => this.batcher.record(factRow(fact))));
  }
}
