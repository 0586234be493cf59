import { z } from 'zod';
import { text, webUrl } from '../common/text';
import { LISTING_KINDS } from '../listings/listing-kind';

export const SHORT_LINK_ENTITY_TYPES = [...LISTING_KINDS, 'event', 'company', 'search'] as const;

export const createShortLinkSchema = z.object({
  entityType: z.enum(SHORT_LINK_ENTITY_TYPES, { error: 'Unbekannter Link-Typ.' }),
  entityId: text().max(100).optional().nullable(),
  longUrl: webUrl({ protocol: /^https?$/, error: 'Bitte eine gültige Web-Adresse angeben.' }).max(2000, {
    error: 'Die Adresse ist zu lang.',
  }),
});
export type CreateShortLinkInput = z.infer<typeof createShortLinkSchema>;
