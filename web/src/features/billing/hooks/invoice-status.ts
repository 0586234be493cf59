import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, type InvoiceStatus, type InvoiceSummary } from '@praxisnah/contracts';
import { labelOf } from '@/lib/labels';

type Tone = 'green' | 'orange' | 'neutral' | 'blue';
const TONES: Record<InvoiceSummary['status'], Tone> = { paid: 'green', open: 'orange', cancelled: 'neutral', settled: 'blue' };

/** An invoice state as the screens name it, in an admin's wording if there is one. */
export const invoiceStatusLabel = (status: InvoiceStatus): string => labelOf('invoiceStatus', status, INVOICE_STATUS_LABELS[status]);

/** The badge of an invoice: bezahlt / offen / storniert (and verrechnet for cancellations and credit notes). */
export function invoiceStatus(invoice: Pick<InvoiceSummary, 'status'>): { label: string; tone: Tone } {
  return { label: invoiceStatusLabel(invoice.status), tone: TONES[invoice.status] };
}

export function invoiceKindLabel(invoice: Pick<InvoiceSummary, 'kind'>): string {
  return labelOf('invoiceKind', invoice.kind, INVOICE_KIND_LABELS[invoice.kind]);
}
