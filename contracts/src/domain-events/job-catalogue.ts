import { z } from 'zod';
import { AGGREGATE_TYPES, DomainEvent, domainEventSchema } from './domain-event.schema';
import { analyticsRecordSchema } from '../analytics/analytics.schema';

/** Queue names are kebab-case nouns; job names are imperative. */
export const QUEUES = {
  searchProjection: 'search-projection',
  analytics: 'analytics',
  maintenance: 'maintenance',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const projectAggregateJobSchema = z.object({
  aggregateType: z.enum(AGGREGATE_TYPES),
  aggregateId: z.uuid(),
  aggregateVersion: z.number().int().min(0),
  /** When the write was committed; the projector measures freshness from it. */
  committedAt: z.iso.datetime(),
  eventId: z.string(),
});
export type ProjectAggregateJob = z.infer<typeof projectAggregateJobSchema>;

export const clientAnalyticsJobSchema = analyticsRecordSchema.extend({ receivedAt: z.iso.datetime(), sessionHash: z.string().nullable() });
export type ClientAnalyticsJob = z.infer<typeof clientAnalyticsJobSchema>;

/** The typed job catalogue: queue → job name → payload schema. Workers check at boot that each has exactly one handler. */
export const JOB_CATALOGUE = {
  [QUEUES.searchProjection]: { 'project-aggregate': projectAggregateJobSchema },
  [QUEUES.analytics]: { 'record-domain-event': domainEventSchema, 'record-client-event': clientAnalyticsJobSchema },
  [QUEUES.maintenance]: { 'expire-listings': z.object({}), 'purge-event-registrations': z.object({}) },
} as const;

export type JobName<Q extends QueueName> = keyof (typeof JOB_CATALOGUE)[Q] & string;

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

/**
 * Company counts wait a few seconds before they are recomputed: a burst of one company's changes then needs one
 * recount, and fewer recount tasks queue in front of the listings that visitors are waiting for (Meilisearch applies
 * one batch at a time across all indexes; a company batch over 100,000 companies takes about 150 ms).
 */
export const COMPANY_RECOUNT_DELAY_MS = 5000;

/**
 * Which jobs a domain event causes, decided in one place. Job ids derive from the event id,
 * so a relay that replays an outbox record cannot enqueue the same work twice.
 * A listing or event change also re-projects its company, whose counts depend on it.
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
  const jobs: PlannedJob[] = [
    projection(event.aggregateType, event.aggregateId, event.aggregateVersion, event.aggregateType),
    { queue: QUEUES.analytics, name: 'record-domain-event', jobId: `${event.eventId}-analytics`, data: event },
  ];
  if (event.aggregateType !== 'company' && event.companyId) {
    // Company counts are recomputed from PostgreSQL (version 0: always re-read), so a burst of a company's
    // listing changes needs one recount after the burst, not one per change.
    const { jobId: _unused, ...recount } = projection('company', event.companyId, 0, 'company');
    jobs.push({ ...recount, coalesceKey: `recount-company-${event.companyId}`, delayMs: COMPANY_RECOUNT_DELAY_MS });
  }
  return jobs;
}
