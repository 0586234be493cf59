import { z } from 'zod';
import { billingPeriodSchema, packageKeySchema } from './packages.schema';
import { invoiceSummarySchema } from './invoices.schema';
import { validationText } from '../messages/validation-text';
import { PAYMENT_METHODS } from './billing-labels';

export const VAT_RATE_PERCENT = 19;

const requiredText = (max: number, label: string) =>
  z
    .string({ error: validationText('validation.billing.fieldMissing', { label }) })
    .trim()
    .min(1, { error: validationText('validation.billing.fieldMissing', { label }) })
    .max(max, { error: validationText('validation.common.labelTooLong', { label, max }) });

/** A German VAT identification number (invoices go to German addresses only): DE and nine digits; spaces are dropped. */
export const vatIdSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^DE\d{9}$/, { error: validationText('validation.billing.vatIdFormat') }));

export const promoCodeTextSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, { error: validationText('validation.billing.promoCodeFormat') });

/** The invoice recipient; §14 UStG needs full name and address. */
export const billingAddressSchema = z.object({
  companyName: requiredText(160, 'Der Firmenname'),
  contactName: z.string().trim().max(120).nullable().optional(),
  street: requiredText(160, 'Die Angabe von Straße und Hausnummer'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: validationText('validation.common.zipFormat') }),
  city: requiredText(80, 'Der Ort'),
  /** ISO 3166-1 alpha-2; Germany only for now (domestic 19 % VAT). */
  country: z.literal('DE', { error: validationText('validation.billing.countryGermanyOnly') }).default('DE'),
  vatId: z
    .union([z.literal(''), vatIdSchema])
    .transform((value) => value || null)
    .nullable()
    .optional(),
  invoiceEmail: z.email({ error: validationText('validation.billing.invoiceEmailInvalid') }),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;
export type BillingAddressInput = z.input<typeof billingAddressSchema>;

/** GET/PUT /api/company/billing/profile: the stored billing address (prefills checkout); GET answers null when none yet. */
export const billingProfileSchema = billingAddressSchema.nullable();

/** POST /api/billing/quote (public): what a package costs, with an optional promo code. */
export const checkoutQuoteRequestSchema = z.object({
  packageKey: packageKeySchema,
  period: billingPeriodSchema,
  promoCode: z
    .union([z.literal(''), promoCodeTextSchema])
    .transform((value) => value || null)
    .nullable()
    .optional(),
});
export type CheckoutQuoteRequest = z.infer<typeof checkoutQuoteRequestSchema>;
export type CheckoutQuoteRequestInput = z.input<typeof checkoutQuoteRequestSchema>;

export const quotePromoSchema = z.object({
  code: z.string(),
  /** false: the quote is computed without the code and `message` says why. */
  applied: z.boolean(),
  message: z.string(),
  discountCents: z.number().int(),
});

/** All amounts in cents. VAT = round half up of net × 19 %; gross = net + VAT. */
export const checkoutQuoteSchema = z.object({
  packageKey: packageKeySchema,
  packageName: z.string(),
  period: billingPeriodSchema,
  /** List price of the period, net. */
  listPriceCents: z.number().int(),
  discountCents: z.number().int(),
  netCents: z.number().int(),
  vatRatePercent: z.number(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  promo: quotePromoSchema.nullable(),
  /** Service period the invoice will name (ISO dates, inclusive). */
  servicePeriodStart: z.string(),
  servicePeriodEnd: z.string(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: validationText('validation.billing.paymentMethodRequired') });

/** POST /api/company/billing/orders (company): book a package. */
export const checkoutOrderRequestSchema = checkoutQuoteRequestSchema.extend({
  billingAddress: billingAddressSchema,
  paymentMethod: paymentMethodSchema.default('invoice'),
});
export type CheckoutOrderRequest = z.infer<typeof checkoutOrderRequestSchema>;
export type CheckoutOrderRequestInput = z.input<typeof checkoutOrderRequestSchema>;

export const ORDER_STATUSES = ['pending_payment', 'active', 'cancelled'] as const;

export const checkoutOrderResponseSchema = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  quote: checkoutQuoteSchema,
  /** Payment by invoice (and paid card/wallet orders): the invoice issued; null for the free Starter package. */
  invoice: invoiceSummarySchema.nullable(),
  /** Card/wallet: where the browser goes next (/payment-page?session=…); null for invoice payment. */
  paymentRedirectUrl: z.string().nullable(),
});
export type CheckoutOrderResponse = z.infer<typeof checkoutOrderResponseSchema>;
