import { z } from 'zod';
import { text } from '../common/text';
import { FAVOURITE_KINDS } from './favourite-kinds';
import { VERTICALS } from './analytics-constants';
import { validationText } from '../messages/validation-text';

/**
 * Client events, sent only with analytics consent. Views and searches are not among them: the server records those
 * itself (without cookies), so each fact is counted exactly once.
 */
export const CLIENT_ANALYTICS_TYPES = ['page_view', 'favourite', 'share', 'map_click', 'suggestion_taken'] as const;
export type ClientAnalyticsType = (typeof CLIENT_ANALYTICS_TYPES)[number];

const uuid = z.uuid({ error: validationText('validation.analytics.idInvalid') });

export const analyticsRecordSchema = z.discriminatedUnion(
  'eventType',
  [
    z.object({
      eventType: z.literal('page_view'),
      eventData: z.object({ page: text().trim().min(1).max(200), title: text().max(200).optional() }),
    }),
    z.object({
      eventType: z.literal('favourite'),
      eventData: z.object({ kind: z.enum(FAVOURITE_KINDS), id: uuid, on: z.boolean() }),
    }),
    z.object({
      eventType: z.literal('share'),
      eventData: z.object({ kind: z.enum([...FAVOURITE_KINDS, 'search']), id: text().max(200).optional() }),
    }),
    z.object({ eventType: z.literal('map_click'), eventData: z.object({ companyId: uuid.optional() }) }),
    z.object({
      eventType: z.literal('suggestion_taken'),
      eventData: z.object({ fields: z.array(z.enum(['location', 'type', 'sector', 'duration', 'ausbildungStart'])).max(5) }),
    }),
  ],
  { error: validationText('validation.analytics.eventTypeUnknown') },
);
export type AnalyticsRecord = z.infer<typeof analyticsRecordSchema>;

/** What the server records without cookies or consent: nothing here identifies a person. */
export const SERVER_FACT_TYPES = ['search', 'listing_view', 'event_view', 'company_view', 'short_link_open'] as const;
export const FACT_TYPES = [...SERVER_FACT_TYPES, ...CLIENT_ANALYTICS_TYPES] as const;
export type FactType = (typeof FACT_TYPES)[number];

/** The longest search words or filter value a fact keeps (longer ones are cut by the API). */
export const MAX_FACT_TEXT_LENGTH = 200;

/**
 * One recorded fact, as the analytics worker receives it. `factId` makes a replay count once. The place is the
 * municipality the search was around (its centre, never the visitor's position); `visitorHash` is a hash of address
 * and browser under a salt that changes every day and is then forgotten, so it counts visitors per day only.
 */
export const analyticsFactSchema = z.object({
  factId: z.string().min(1).max(200),
  type: z.enum(FACT_TYPES),
  occurredAt: z.iso.datetime(),
  visitorHash: z.string().max(64).nullable(),
  entityId: z.uuid().nullable(),
  companyId: z.uuid().nullable(),
  vertical: z.enum(VERTICALS).nullable(),
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  search: z
    .object({
      query: z.string().max(MAX_FACT_TEXT_LENGTH),
      sector: z.string().max(60),
      place: z.string().max(120),
      /** Kreisschlüssel of the place's Landkreis or kreisfreie Stadt (01001 → 1001); facts queued before it had none. */
      districtCode: z.number().int().min(1).max(16_999).nullable().default(null),
      filters: z.record(z.string(), z.string().max(MAX_FACT_TEXT_LENGTH)),
      results: z.number().int().min(0),
    })
    .nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type AnalyticsFact = z.infer<typeof analyticsFactSchema>;

/** Facts recorded within a moment travel as one job: a job per fact cost Redis and the workers more than the fact's rows. */
export const MAX_FACTS_PER_JOB = 200;
export const analyticsFactBatchSchema = z.object({ facts: z.array(analyticsFactSchema).min(1).max(MAX_FACTS_PER_JOB) });
export type AnalyticsFactBatch = z.infer<typeof analyticsFactBatchSchema>;

/** Lower case, single spaces, no punctuation at the ends: "  Kfz-Mechatroniker! " and "kfz-mechatroniker" count together. */
export function normaliseQuery(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .slice(0, 200);
}
