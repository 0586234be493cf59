import { z } from 'zod';
import { text, webUrl } from '../common/text';
import { DURATION_KEYS } from '../catalog/durations';
import { INTERNSHIP_TYPE_KEYS } from '../catalog/internship-types';
import { SECTOR_KEYS } from '../catalog/sectors';
import { LISTING_STATUSES } from '../catalog/search-options';
import { validationText } from '../messages/validation-text';

export const yearMonthSchema = text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: validationText('validation.listing.yearMonthFormat') });
export const isoDateSchema = z.iso.date({ error: validationText('validation.common.dateFormat') });
export const zipSchema = text().regex(/^\d{5}$/, { error: validationText('validation.common.zipFormat') });
export const listingStatusSchema = z.enum(LISTING_STATUSES, { error: validationText('validation.listing.statusUnknown') });

const optionalText = (max: number) => text().trim().max(max).optional().nullable();

const listingFields = z.object({
  title: text()
    .trim()
    .min(3, { error: validationText('validation.common.titleTooShort') })
    .max(160),
  description: text()
    .trim()
    .min(20, { error: validationText('validation.common.descriptionTooShort') })
    .max(20000),
  isAusbildung: z.boolean(),
  sector: z.enum(SECTOR_KEYS, { error: validationText('validation.common.sectorUnknown') }),
  type: z
    .enum(INTERNSHIP_TYPE_KEYS, { error: validationText('validation.listing.typeUnknown') })
    .optional()
    .nullable(),
  duration: z
    .enum(DURATION_KEYS, { error: validationText('validation.listing.durationUnknown') })
    .optional()
    .nullable(),
  minDurationWeeks: z.number().int().min(0).max(104).optional().nullable(),
  validFrom: isoDateSchema.optional().nullable(),
  validTo: isoDateSchema.optional().nullable(),
  skills: z.array(text().trim().min(1).max(60)).max(20),
  address: optionalText(200),
  city: optionalText(100),
  zip: zipSchema
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null)),
  ausbildungStart: yearMonthSchema.optional().nullable(),
  ausbildungDauer: z
    .number()
    .int()
    .min(6, { error: validationText('validation.listing.ausbildungDauerTooShort') })
    .max(60)
    .optional()
    .nullable(),
  ausbildungsAbschluss: optionalText(120),
  vergütung1Jahr: z
    .number()
    .int({ error: validationText('validation.listing.payWholeNumber') })
    .min(0)
    .max(1_000_000)
    .optional()
    .nullable(),
  // Admins add chances on /admin-ausbildung-options: the API checks the key against the table.
  übernahmeChance: z
    .string({ error: validationText('validation.listing.takeoverChanceUnknown') })
    .trim()
    .min(1)
    .max(60, { error: validationText('validation.listing.takeoverChanceUnknown') })
    .optional()
    .nullable(),
  contactName: optionalText(120),
  contactEmail: z
    .email({ error: validationText('validation.listing.contactEmailInvalid') })
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null)),
  applicationUrl: webUrl({ protocol: /^https?$/, error: validationText('validation.listing.applicationUrlInvalid') })
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null)),
  status: listingStatusSchema,
});

/** Defaults apply on create only; an update must leave every field it does not name untouched. */
const createDefaults = {
  isAusbildung: listingFields.shape.isAusbildung.default(false),
  skills: listingFields.shape.skills.default([]),
  status: listingStatusSchema.default('entwurf'),
};

function checkListingRules(listing: Partial<z.infer<typeof listingFields>>, ctx: z.RefinementCtx): void {
  if (listing.validFrom && listing.validTo && listing.validFrom > listing.validTo) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: validationText('validation.common.endBeforeStart') });
  }
  if (listing.isAusbildung && listing.ausbildungStart === undefined) {
    ctx.addIssue({ code: 'custom', path: ['ausbildungStart'], message: validationText('validation.listing.ausbildungStartRequired') });
  }
}

export const createListingSchema = listingFields.extend(createDefaults).superRefine(checkListingRules);
export const updateListingSchema = listingFields.partial().superRefine((listing, ctx) => {
  if (listing.validFrom && listing.validTo && listing.validFrom > listing.validTo) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: validationText('validation.common.endBeforeStart') });
  }
});
export const setListingStatusSchema = z.object({ status: listingStatusSchema });

export type CreateListingInput = z.infer<typeof createListingSchema>;
export type UpdateListingInput = z.infer<typeof updateListingSchema>;

const keyLabel = z.object({ key: z.string(), label: z.string() });

/**
 * The card shape of product.md section 3, shared by internships and Ausbildung places. A search page holds up to 100 cards,
 * so a card's description is the short teaser of `summarizeDescription`; the detail carries the full text.
 */
export const listingCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  locationName: z.string(),
  company: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.string().nullable(),
  }),
  sector: keyLabel,
  type: keyLabel.nullable(),
  duration: z.string().nullable(),
  minDurationWeeks: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  skills: z.array(z.string()),
  isAusbildung: z.boolean(),
  ausbildungStart: z.string().nullable(),
  ausbildungDauer: z.number().nullable(),
  ausbildungsAbschluss: z.string().nullable(),
  vergütung1Jahr: z.number().nullable(),
  übernahmeChance: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
  /** Shown with a badge and, among equally good matches, first: the company's package includes highlighted placement. */
  highlighted: z.boolean(),
  distanceKm: z.number().optional(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const listingDetailSchema = listingCardSchema.extend({
  description: z.string(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  applicationUrl: z.string().nullable(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

/** What a company sees of its own listing in the dashboard. */
export const ownListingSchema = listingDetailSchema.extend({
  status: listingStatusSchema,
  updatedAt: z.string(),
  views: z.number(),
  favourites: z.number(),
});
export type OwnListing = z.infer<typeof ownListingSchema>;
