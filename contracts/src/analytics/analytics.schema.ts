import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, containsControlCharacters } from '../common/text';

export const CLIENT_ANALYTICS_TYPES = ['search', 'page_view', 'listing_view', 'share', 'favourite'] as const;

export const analyticsRecordSchema = z.object({
  eventType: z.enum(CLIENT_ANALYTICS_TYPES, { error: 'Unbekannter Analyse-Ereignistyp.' }),
  eventData: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((data) => JSON.stringify(data).length <= 4000, { error: 'Die Ereignisdaten sind zu groß.' })
    .refine((data) => !containsControlCharacters(data), { error: CONTROL_CHARACTERS_MESSAGE }),
});
export type AnalyticsRecord = z.infer<typeof analyticsRecordSchema>;
