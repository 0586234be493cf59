import {
  QUEUES,
  type DomainEvent,
  type ProjectAggregateJob,
  type QueueName,
  type ReassignRegionsJob,
  type RebuildCompanyDocumentsJob,
} from '@praxisnah/contracts';
import { changesOf, documentsToRebuild } from './dependencies';

export interface PlannedJob {
  queue: QueueName;
  name: string;
  /** Fixed id for replay safety; absent when the job is coalesced by `coalesceKey` instead. */
  jobId?: string;
  /** Jobs with the same key collapse to at most one running and one waiting (latest data wins). */
  coalesceKey?: string;
  /** Run no earlier than this many milliseconds after enqueueing. */
  delayMs?: number;
  data: unknown;
}

/** How a job is retried where it is enqueued (JOB_ATTEMPTS, JOB_BACKOFF_MS). */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
}

/** The BullMQ options of a planned job; the relay, the API and the workers' sweeps all enqueue through it. */
export function jobOptionsOf(job: PlannedJob, retry: RetryPolicy) {
  return {
    ...(job.jobId ? { jobId: job.jobId } : {}),
    ...(job.coalesceKey ? { deduplication: { id: job.coalesceKey, keepLastIfActive: true } } : {}),
    ...(job.delayMs ? { delay: job.delayMs } : {}),
    attempts: retry.attempts,
    backoff: { type: 'exponential', delay: retry.backoffMs },
    removeOnComplete: { age: 3600, count: 10_000 },
    // Failed jobs stay: they are the dead-letter list operators inspect and replay.
    removeOnFail: false,
  };
}

/**
 * After a region's area changed: one re-assignment of every row, coalesced, so a second change while one runs
 * queues exactly one more run (which reads the areas as committed then), and changes while it waits add nothing.
 */
export const REASSIGN_REGIONS_JOB = {
  queue: QUEUES.regionReassignment,
  name: 'reassign-regions',
  coalesceKey: 'reassign-regions',
  data: {} satisfies ReassignRegionsJob,
} as const satisfies PlannedJob;

/**
 * Company counts wait a few seconds before they are recomputed: a burst of one company's changes then needs one
 * recount, and fewer recount tasks queue in front of the listings that visitors are waiting for (Meilisearch applies
 * one batch at a time across all indexes, and a company batch is slow on a large companies index).
 */
export const COMPANY_RECOUNT_DELAY_MS = 5000;

/**
 * Which jobs a domain event causes, decided in one place from the dependency map. Job ids derive from the event id,
 * so a relay that replays an outbox record cannot enqueue the same work twice. Every document is rebuilt from
 * PostgreSQL's current rows, so a job only says which documents, never what they contain.
 */
export function planJobsFor(event: DomainEvent): PlannedJob[] {
  const projection = (aggregateType: DomainEvent['aggregateType'], aggregateId: string, version: number, suffix: string): PlannedJob => ({
    queue: QUEUES.searchProjection,
    name: 'project-aggregate',
    jobId: `${event.eventId}-${suffix}`,
    data: {
      aggregateType,
      aggregateId,
      aggregateVersion: version,
      committedAt: event.occurredAt,
      eventId: event.eventId,
    } satisfies ProjectAggregateJob,
  });
  const rebuilds = documentsToRebuild(changesOf(event));
  const jobs: PlannedJob[] = [
    projection(event.aggregateType, event.aggregateId, event.aggregateVersion, event.aggregateType),
    { queue: QUEUES.analytics, name: 'record-domain-event', jobId: `${event.eventId}-analytics`, data: event },
  ];
  if (event.companyId && rebuilds.some((rebuild) => rebuild.scope === 'its-company')) {
    // Company counts are recomputed from PostgreSQL (version 0: always re-read), so a burst of a company's
    // listing changes needs one recount after the burst, not one per change.
    const { jobId: _unused, ...recount } = projection('company', event.companyId, 0, 'company');
    jobs.push({ ...recount, coalesceKey: `recount-company-${event.companyId}`, delayMs: COMPANY_RECOUNT_DELAY_MS });
  }
  const aggregateTypes = [
    ...(rebuilds.some((rebuild) => rebuild.scope === 'company-listings') ? (['listing'] as const) : []),
    ...(rebuilds.some((rebuild) => rebuild.scope === 'company-events') ? (['event'] as const) : []),
  ];
  if (aggregateTypes.length) {
    // Not coalesced: a waiting rebuild of the listings alone must not swallow a later one that needs the events too.
    jobs.push({
      queue: QUEUES.searchFanout,
      name: 'rebuild-company-documents',
      jobId: `${event.eventId}-fanout`,
      data: {
        companyId: event.aggregateId,
        aggregateTypes,
        committedAt: event.occurredAt,
        eventId: event.eventId,
      } satisfies RebuildCompanyDocumentsJob,
    });
  }
  return jobs;
}
