import { z } from 'zod';
import { imageUrl, text, webUrl } from '../common/text';
import { SECTOR_KEYS } from '../catalog/sectors';
import { isoDateSchema, zipSchema } from '../listings/listing.schema';
import { validationText } from '../messages/validation-text';

const timeSchema = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: validationText('validation.event.timeFormat') });

const eventFields = z.object({
  title: text()
    .trim()
    .min(3, { error: validationText('validation.common.titleTooShort') })
    .max(160),
  description: text().trim().max(20000),
  imageUrl: imageUrl().optional().nullable(),
  eventDate: isoDateSchema,
  startTime: timeSchema.optional().nullable(),
  endTime: timeSchema.optional().nullable(),
  location: text()
    .trim()
    .min(2, { error: validationText('validation.event.locationRequired') })
    .max(200),
  address: text().trim().max(200).optional().nullable(),
  city: text()
    .trim()
    .min(2, { error: validationText('validation.event.cityRequired') })
    .max(100),
  zip: zipSchema.optional().nullable(),
  exhibitorCount: z.number().int().min(0).max(5000),
  sectorKeys: z.array(z.enum(SECTOR_KEYS, { error: validationText('validation.common.sectorUnknown') })).max(12),
  highlightKeys: z.array(text().max(60)).max(12),
  registrationRequired: z.boolean(),
  maxParticipants: z.number().int().min(0).max(100000).optional().nullable(),
  registrationUrl: webUrl({ protocol: /^https?$/ })
    .optional()
    .nullable(),
  eventUrl: webUrl({ protocol: /^https?$/ })
    .optional()
    .nullable(),
});

function checkTimes(event: { startTime?: string | null; endTime?: string | null }, ctx: z.RefinementCtx): void {
  if (event.startTime && event.endTime && event.startTime >= event.endTime) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: validationText('validation.event.endBeforeStart') });
  }
}

/** Defaults apply on create only; an update must leave every field it does not name untouched. */
export const createEventSchema = eventFields
  .extend({
    description: eventFields.shape.description.default(''),
    exhibitorCount: eventFields.shape.exhibitorCount.default(0),
    sectorKeys: eventFields.shape.sectorKeys.default([]),
    highlightKeys: eventFields.shape.highlightKeys.default([]),
    registrationRequired: eventFields.shape.registrationRequired.default(false),
  })
  .superRefine(checkTimes);
export const updateEventSchema = eventFields.partial().superRefine(checkTimes);
export type CreateEventInput = z.infer<typeof createEventSchema>;
export type UpdateEventInput = z.infer<typeof updateEventSchema>;

/** Event shape of product.md section 3 as the client reads it. */
export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  eventDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  location: z.string(),
  address: z.string().nullable(),
  city: z.string(),
  zip: z.string().nullable(),
  /** The Land of the postcode (from the offline postcode list), for "Events in Bayern". */
  state: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  exhibitorCount: z.number(),
  company: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  sectorIds: z.array(z.number()),
  sectorKeys: z.array(z.string()),
  highlightIds: z.array(z.number()),
  highlightKeys: z.array(z.string()),
  registrationRequired: z.boolean(),
  maxParticipants: z.number().nullable(),
  registrationCount: z.number(),
  registrationUrl: z.string().nullable(),
  eventUrl: z.string().nullable(),
});
export type EventView = z.infer<typeof eventSchema>;
