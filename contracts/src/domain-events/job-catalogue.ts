import { z } from 'zod';
import { AGGREGATE_TYPES, domainEventSchema } from './domain-event.schema';
import { analyticsFactBatchSchema } from '../analytics/analytics.schema';

/** Queue names are kebab-case nouns; job names are imperative. */
export const QUEUES = {
  searchProjection: 'search-projection',
  analytics: 'analytics',
  maintenance: 'maintenance',
  searchFanout: 'search-fanout',
  regionReassignment: 'region-reassignment',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** The Redis key the workers renew while they run; the API's health check reads it. */
export const workersHeartbeatKey = (queuePrefix: string): string => `${queuePrefix}:workers-heartbeat`;

export const projectAggregateJobSchema = z.object({
  aggregateType: z.enum(AGGREGATE_TYPES),
  aggregateId: z.uuid(),
  aggregateVersion: z.number().int().min(0),
  /** When the write was committed; the projector measures freshness from it. */
  committedAt: z.iso.datetime(),
  eventId: z.string(),
});
export type ProjectAggregateJob = z.infer<typeof projectAggregateJobSchema>;

/** Re-project a company's listings or events (or both) after a change they show; see read-models/src/dependencies.ts. */
export const rebuildCompanyDocumentsJobSchema = z.object({
  companyId: z.uuid(),
  aggregateTypes: z.array(z.enum(['listing', 'event'])).min(1),
  committedAt: z.iso.datetime(),
  eventId: z.string(),
});
export type RebuildCompanyDocumentsJob = z.infer<typeof rebuildCompanyDocumentsJobSchema>;

/**
 * Put every company, listing and event into the region its postcode now falls in. It carries nothing: the regions
 * whose area changed wait in PostgreSQL (regions.reassignment_requested_at), and the job takes whatever waits.
 */
export const reassignRegionsJobSchema = z.object({});
export type ReassignRegionsJob = z.infer<typeof reassignRegionsJobSchema>;

/** The typed job catalogue: queue → job name → payload schema. Workers check at boot that each has exactly one handler. */
export const JOB_CATALOGUE = {
  [QUEUES.searchProjection]: { 'project-aggregate': projectAggregateJobSchema },
  [QUEUES.analytics]: { 'record-domain-event': domainEventSchema, 'record-facts': analyticsFactBatchSchema },
  [QUEUES.maintenance]: {
    'expire-listings': z.object({}),
    'prune-analytics': z.object({}),
    'purge-event-registrations': z.object({}),
    'send-event-reminders': z.object({}),
    'dun-unpaid-invoices': z.object({}),
  },
  [QUEUES.searchFanout]: { 'rebuild-company-documents': rebuildCompanyDocumentsJobSchema },
  [QUEUES.regionReassignment]: { 'reassign-regions': reassignRegionsJobSchema },
} as const;

export type JobName<Q extends QueueName> = keyof (typeof JOB_CATALOGUE)[Q] & string;
