import { z } from 'zod';
import type { ListingCard } from '../listings/listing.schema';
import { validationText } from '../messages/validation-text';

/** A company applies to exhibit at an event. */
export const exhibitorApplicationSchema = z.object({
  standWishes: z
    .string()
    .trim()
    .max(500, { error: validationText('validation.common.maxChars', { max: 500 }) })
    .default(''),
  contactName: z
    .string()
    .trim()
    .min(2, { error: validationText('validation.event.contactNameRequired') })
    .max(120),
  contactEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: validationText('validation.event.exhibitorEmailInvalid') }).max(254)),
  message: z
    .string()
    .trim()
    .max(2000, { error: validationText('validation.common.maxChars', { max: 2000 }) })
    .default(''),
});
export type ExhibitorApplicationInput = z.input<typeof exhibitorApplicationSchema>;
export type ExhibitorApplication = z.infer<typeof exhibitorApplicationSchema>;

export const EXHIBITOR_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ExhibitorStatus = (typeof EXHIBITOR_STATUSES)[number];

/** The organiser's decision; the message goes into the mail to the company. */
export const exhibitorDecisionSchema = z.object({
  status: z.enum(['accepted', 'declined'], { error: validationText('validation.event.exhibitorAnswerRequired') }),
  message: z
    .string()
    .trim()
    .max(2000, { error: validationText('validation.common.maxChars', { max: 2000 }) })
    .default(''),
});
export type ExhibitorDecisionInput = z.input<typeof exhibitorDecisionSchema>;
export type ExhibitorDecision = z.infer<typeof exhibitorDecisionSchema>;

export const exhibitorCompanySchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), logoUrl: z.string().nullable() });

export const exhibitorApplicationViewSchema = exhibitorApplicationSchema.extend({
  id: z.string(),
  company: exhibitorCompanySchema,
  status: z.enum(EXHIBITOR_STATUSES),
  createdAt: z.string(),
});
export type ExhibitorApplicationView = z.infer<typeof exhibitorApplicationViewSchema>;

/** An admitted exhibitor on the event page, with its open offers from the listings index. */
export interface PublicExhibitor {
  company: z.infer<typeof exhibitorCompanySchema>;
  listings: ListingCard[];
}
