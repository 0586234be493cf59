import { z } from 'zod';
import { text, webUrl } from '../common/text';
import { LISTING_KINDS } from '../listings/listing-kind';
import { validationText } from '../messages/validation-text';

export const SHORT_LINK_ENTITY_TYPES = [...LISTING_KINDS, 'event', 'company', 'search'] as const;

export const createShortLinkSchema = z.object({
  entityType: z.enum(SHORT_LINK_ENTITY_TYPES, { error: validationText('validation.link.entityTypeUnknown') }),
  entityId: text().max(100).optional().nullable(),
  longUrl: webUrl({ protocol: /^https?$/, error: validationText('validation.link.longUrlInvalid') }).max(2000, {
    error: validationText('validation.link.longUrlTooLong'),
  }),
});
export type CreateShortLinkInput = z.infer<typeof createShortLinkSchema>;
