import { z } from 'zod';
import { adminPageOf, adminPagingFields, adminSearchField } from './admin-page.schema';
import { validationText } from '../messages/validation-text';
import { INVOICE_KINDS, INVOICE_STATUSES } from './billing-labels';

export const invoiceKindSchema = z.enum(INVOICE_KINDS);
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);

export const invoiceSummarySchema = z.object({
  id: z.string(),
  /** Consecutive, gap-free, e.g. RE-2026-000042. */
  number: z.string(),
  kind: invoiceKindSchema,
  /** For cancellations and credit notes: the number of the invoice they refer to. */
  refersToNumber: z.string().nullable(),
  status: invoiceStatusSchema,
  /** ISO date (YYYY-MM-DD). */
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  servicePeriodStart: z.string(),
  servicePeriodEnd: z.string(),
  description: z.string(),
  /** Negative for cancellations and credit notes. */
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  paidAt: z.string().nullable(),
  /** Relative download URLs (need the same session as the list). */
  pdfUrl: z.string(),
  xmlUrl: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /api/company/billing/invoices: the company's own documents, newest first. */
export const companyInvoicesResponseSchema = z.array(invoiceSummarySchema);

export const adminInvoiceSchema = invoiceSummarySchema.extend({
  companyId: z.string(),
  companyName: z.string(),
  /** Set once the 14-day payment reminder went out. */
  reminderSentAt: z.string().nullable(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** GET /api/admin/billing/invoices?status=&q=&limit=&offset=: newest number first; q matches number or company. */
export const adminInvoiceQuerySchema = z.object({
  status: invoiceStatusSchema.optional(),
  ...adminSearchField,
  ...adminPagingFields,
});
export type AdminInvoiceQuery = z.infer<typeof adminInvoiceQuerySchema>;
export const adminInvoicePageSchema = adminPageOf(adminInvoiceSchema);
export type AdminInvoicePage = z.infer<typeof adminInvoicePageSchema>;

/** POST /api/admin/billing/invoices/:id/mark-paid */
export const markInvoicePaidSchema = z.object({
  /** ISO date of the payment; today when omitted. */
  paidOn: z.iso.date({ error: validationText('validation.billing.paidOnDate') }).optional(),
});
export type MarkInvoicePaidInput = z.infer<typeof markInvoicePaidSchema>;

/** POST /api/admin/billing/invoices/:id/cancel: issues a cancellation document for the full amount. */
export const cancelInvoiceSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, { error: validationText('validation.billing.reasonRequired') })
    .max(500),
});
export type CancelInvoiceInput = z.infer<typeof cancelInvoiceSchema>;

/** POST /api/admin/billing/invoices/:id/credit-note: a partial credit (net cents, positive). */
export const creditNoteSchema = z.object({
  netCents: z
    .number()
    .int()
    .positive({ error: validationText('validation.billing.amountPositive') }),
  reason: z
    .string()
    .trim()
    .min(3, { error: validationText('validation.billing.reasonRequired') })
    .max(500),
});
export type CreditNoteInput = z.infer<typeof creditNoteSchema>;

/** POST /api/admin/billing/bank-statements: a CSV or CAMT.053 XML export of the bank account, as text. */
export const BANK_STATEMENT_FORMATS = ['csv', 'camt053'] as const;
export const bankStatementImportSchema = z.object({
  format: z.enum(BANK_STATEMENT_FORMATS, { error: validationText('validation.billing.importFormatUnknown') }),
  content: z
    .string()
    .min(1, { error: validationText('validation.billing.fileEmpty') })
    .max(5_000_000, { error: validationText('validation.billing.fileTooLarge') }),
});
export type BankStatementImportInput = z.infer<typeof bankStatementImportSchema>;

export const bankStatementLineSchema = z.object({
  /** 1-based line (CSV) or entry (CAMT) number. */
  line: z.number().int(),
  bookingDate: z.string().nullable(),
  amountCents: z.number().int(),
  reference: z.string(),
  counterparty: z.string().nullable(),
});
export const bankStatementImportResultSchema = z.object({
  /** Credit entries read from the file. */
  entries: z.number().int(),
  matched: z.array(bankStatementLineSchema.extend({ invoiceId: z.string(), invoiceNumber: z.string() })),
  /** Entries that name an invoice already paid: nothing changed. */
  alreadyPaid: z.array(bankStatementLineSchema.extend({ invoiceNumber: z.string() })),
  unmatched: z.array(bankStatementLineSchema.extend({ reason: z.string() })),
});
export type BankStatementImportResult = z.infer<typeof bankStatementImportResultSchema>;
