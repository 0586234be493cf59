import { z } from 'zod';
import { AGGREGATE_TYPES, domainEventSchema } from './domain-event.schema';
import { analyticsRecordSchema } from '../analytics/analytics.schema';

/** Queue names are kebab-case nouns; job names are imperative. */
export const QUEUES = {
  searchProjection: 'search-projection',
  analytics: 'analytics',
  maintenance: 'maintenance',
  searchFanout: 'search-fanout',
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

/** Re-project a company's listings or events (or both) after a change they show; see read-models/src/dependencies.ts. */
export const rebuildCompanyDocumentsJobSchema = z.object({
  companyId: z.uuid(),
  aggregateTypes: z.array(z.enum(['listing', 'event'])).min(1),
  committedAt: z.iso.datetime(),
  eventId: z.string(),
});
export type RebuildCompanyDocumentsJob = z.infer<typeof rebuildCompanyDocumentsJobSchema>;

export const clientAnalyticsJobSchema = analyticsRecordSchema.extend({ receivedAt: z.iso.datetime(), sessionHash: z.string().nullable() });
export type ClientAnalyticsJob = z.infer<typeof clientAnalyticsJobSchema>;

/** The typed job catalogue: queue → job name → payload schema. Workers check at boot that each has exactly one handler. */
export const JOB_CATALOGUE = {
  [QUEUES.searchProjection]: { 'project-aggregate': projectAggregateJobSchema },
  [QUEUES.analytics]: { 'record-domain-event': domainEventSchema, 'record-client-event': clientAnalyticsJobSchema },
  [QUEUES.maintenance]: { 'expire-listings': z.object({}) },
  [QUEUES.searchFanout]: { 'rebuild-company-documents': rebuildCompanyDocumentsJobSchema },
} as const;

export type JobName<Q extends QueueName> = keyof (typeof JOB_CATALOGUE)[Q] & string;
