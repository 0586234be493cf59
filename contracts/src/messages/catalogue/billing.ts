/** Packages and payment: pricing, checkout, payment pages, invoices, promo codes. */
export const BILLING_MESSAGES = {} as const satisfies Record<string, string>;
