import { z } from 'zod';
import { validationText } from '../messages/validation-text';
import { BILLING_PERIODS } from './billing-labels';

/**
 * The packages a company can book. Prices are net cents per period; 19 % VAT comes on top (see quote). `null` as a
 * limit means unlimited. The API serves this list to /pricing and enforces the limits on every publish.
 */
export const PACKAGE_KEYS = ['starter', 'standard', 'premium'] as const;
export const packageKeySchema = z.enum(PACKAGE_KEYS, { error: validationText('validation.billing.packageRequired') });
export type PackageKey = z.infer<typeof packageKeySchema>;

export const billingPeriodSchema = z.enum(BILLING_PERIODS, { error: validationText('validation.billing.periodRequired') });

export const packageLimitsSchema = z.object({
  /** Listings with status `aktiv` at the same time; null = unlimited. */
  activeListings: z.number().int().nullable(),
  /** Published events (Ausbildungsmessen) at the same time; 0 = not included, null = unlimited. */
  activeEvents: z.number().int().nullable(),
  /** Listings and the company profile are shown highlighted and ranked first. */
  highlightedPlacement: z.boolean(),
  /** Talk slots (Vortragsplätze) at fairs per billing period. */
  talkSlots: z.number().int(),
});
export type PackageLimits = z.infer<typeof packageLimitsSchema>;

export const packageSchema = z.object({
  key: packageKeySchema,
  name: z.string(),
  description: z.string(),
  /** Net price per month in cents for monthly billing. */
  monthlyPriceCents: z.number().int(),
  /** Net price per year in cents for yearly billing (two months free). */
  yearlyPriceCents: z.number().int(),
  limits: packageLimitsSchema,
  /** German bullet points for the pricing card, derived from the limits. */
  features: z.array(z.string()),
  recommended: z.boolean(),
});
export type Package = z.infer<typeof packageSchema>;

/** GET /api/billing/packages */
export const packagesResponseSchema = z.array(packageSchema);
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

/** Subscription states: `grace` = invoice open but within the grace period (package active); `overdue` = limits of Starter apply. */
export const SUBSCRIPTION_STATUSES = ['active', 'grace', 'overdue'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** GET /api/company/billing/subscription: the package in force and how much of it is used. */
export const subscriptionSchema = z.object({
  packageKey: packageKeySchema,
  packageName: z.string(),
  period: billingPeriodSchema.nullable(),
  status: subscriptionStatusSchema,
  /** The package in force for limits (Starter when overdue). */
  effectivePackageKey: packageKeySchema,
  currentPeriodEnd: z.string().nullable(),
  /** Until when an unpaid invoice keeps the package active (ISO date), null when nothing is open. */
  graceUntil: z.string().nullable(),
  usage: z.object({
    activeListings: z.number().int(),
    activeListingsLimit: z.number().int().nullable(),
    activeEvents: z.number().int(),
    activeEventsLimit: z.number().int().nullable(),
    /** Listings the platform paused because they were beyond the limit (never deleted). */
    pausedByLimit: z.number().int(),
    /** Upcoming events the platform paused because they were beyond the limit (never deleted). */
    eventsPausedByLimit: z.number().int(),
  }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The German refusal of a publish beyond the limit (HTTP 402 with this body). */
export const packageLimitErrorSchema = z.object({
  message: z.string(),
  code: z.literal('package_limit'),
  upgradeUrl: z.string(),
  limit: z.number().int(),
  packageKey: packageKeySchema,
});
export type PackageLimitError = z.infer<typeof packageLimitErrorSchema>;
