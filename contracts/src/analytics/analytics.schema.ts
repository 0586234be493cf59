import { z } from 'zod';

export const CLIENT_ANALYTICS_TYPES = ['search', 'page_view', 'listing_view', 'share', 'favourite'] as const;

export const analyticsRecordSchema = z.object({
  eventType: z.enum(CLIENT_ANALYTICS_TYPES, { error: 'Unbekannter Analyse-Ereignistyp.' }),
  eventData: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((data) => JSON.stringify(data).length <= 4000, { error: 'Die Ereignisdaten sind zu groß.' }),
});
export type AnalyticsRecord = z.infer<typeof analyticsRecordSchema>;
