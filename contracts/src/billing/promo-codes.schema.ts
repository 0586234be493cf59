import { z } from 'zod';
import { adminPageOf, adminPagingFields, adminSearchField } from './admin-page.schema';
import { packageKeySchema } from './packages.schema';
import { promoCodeTextSchema } from './checkout.schema';
import { validationText } from '../messages/validation-text';

export const PROMO_CODE_KINDS = ['percent', 'fixed'] as const;

const promoCodeFields = z.object({
  code: promoCodeTextSchema,
  description: z.string().trim().max(200).nullable().optional(),
  kind: z.enum(PROMO_CODE_KINDS, { error: validationText('validation.billing.promoKindRequired') }),
  /** percent: 1–100; fixed: net cents off the period price. */
  value: z
    .number()
    .int({ error: validationText('validation.billing.promoValueWholeNumber') })
    .positive({ error: validationText('validation.billing.promoValuePositive') }),
  validFrom: z.iso
    .date({ error: validationText('validation.billing.promoValidFromDate') })
    .nullable()
    .optional(),
  validUntil: z.iso
    .date({ error: validationText('validation.billing.promoValidUntilDate') })
    .nullable()
    .optional(),
  /** null = unlimited. */
  usageLimit: z
    .number()
    .int()
    .positive({ error: validationText('validation.billing.promoUsageLimitPositive') })
    .nullable()
    .optional(),
  /** Empty = every paid package. */
  packageKeys: z.array(packageKeySchema).default([]),
  active: z.boolean().default(true),
});

const promoRules = <T extends z.ZodType<Partial<z.infer<typeof promoCodeFields>>>>(schema: T) =>
  schema
    .refine((code) => code.kind !== 'percent' || code.value === undefined || code.value <= 100, {
      error: validationText('validation.billing.promoPercentTooHigh'),
      path: ['value'],
    })
    .refine((code) => !code.validFrom || !code.validUntil || code.validFrom <= code.validUntil, {
      error: validationText('validation.billing.promoValidUntilBeforeFrom'),
      path: ['validUntil'],
    });

/** POST /api/admin/promo-codes */
export const promoCodeInputSchema = promoRules(promoCodeFields);
export type PromoCodeInput = z.infer<typeof promoCodeInputSchema>;
export type PromoCodeFormInput = z.input<typeof promoCodeInputSchema>;

/** PATCH /api/admin/promo-codes/:id (the code text itself stays). */
export const promoCodeUpdateSchema = promoRules(promoCodeFields.omit({ code: true }).partial());
export type PromoCodeUpdate = z.infer<typeof promoCodeUpdateSchema>;

export const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(PROMO_CODE_KINDS),
  value: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  packageKeys: z.array(packageKeySchema),
  active: z.boolean(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const PROMO_CODE_STATES = ['active', 'inactive'] as const;
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number];
/** GET /api/admin/promo-codes?status=&q=&limit=&offset=: newest first; q matches the code or its description. */
export const adminPromoCodeQuerySchema = z.object({
  status: z.enum(PROMO_CODE_STATES, { error: validationText('validation.billing.promoStatusUnknown') }).optional(),
  ...adminSearchField,
  ...adminPagingFields,
});
export type AdminPromoCodeQuery = z.infer<typeof adminPromoCodeQuerySchema>;
export const promoCodePageSchema = adminPageOf(promoCodeSchema);
export type PromoCodePage = z.infer<typeof promoCodePageSchema>;

/** POST /api/billing/promo-codes/validate (public, rate-limited). */
export const promoCodeValidationRequestSchema = z.object({
  code: promoCodeTextSchema,
  packageKey: packageKeySchema.optional(),
});
export type PromoCodeValidationRequest = z.infer<typeof promoCodeValidationRequestSchema>;

export const promoCodeValidationSchema = z.object({
  code: z.string(),
  valid: z.boolean(),
  /** German sentence: what the code gives, or why it does not apply. */
  message: z.string(),
  kind: z.enum(PROMO_CODE_KINDS).nullable(),
  value: z.number().int().nullable(),
  packageKeys: z.array(packageKeySchema),
  validUntil: z.string().nullable(),
});
export type PromoCodeValidation = z.infer<typeof promoCodeValidationSchema>;
