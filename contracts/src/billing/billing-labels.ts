/*
 * The billing values and their German labels, free of zod: the client shows these labels (through labelOf, so an
 * admin can reword them) without loading the schema library; the schemas of this folder build their enums from them.
 */

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const BILLING_PERIOD_LABELS: Record<BillingPeriod, string> = { monthly: 'monatlich', yearly: 'jährlich' };

export const PAYMENT_METHODS = ['invoice', 'card', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  invoice: 'Rechnung (Überweisung)',
  card: 'Kreditkarte',
  wallet: 'Wallet (z. B. Apple Pay, Google Pay)',
};

/** An invoice, a cancellation (Stornorechnung) or a credit note (Gutschrift): each its own document with its own number. */
export const INVOICE_KINDS = ['invoice', 'cancellation', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  invoice: 'Rechnung',
  cancellation: 'Stornorechnung',
  credit_note: 'Gutschrift',
};

/** `open` until paid; `cancelled` once a cancellation document refers to it. Cancellations and credit notes are `settled`. */
export const INVOICE_STATUSES = ['open', 'paid', 'cancelled', 'settled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Offen',
  paid: 'Bezahlt',
  cancelled: 'Storniert',
  settled: 'Verrechnet',
};
