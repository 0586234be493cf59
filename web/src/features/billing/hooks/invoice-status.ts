import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, type InvoiceSummary } from '@praxisnah/contracts';

type Tone = 'green' | 'orange' | 'neutral' | 'blue';
const TONES: Record<InvoiceSummary['status'], Tone> = { paid: 'green', open: 'orange', cancelled: 'neutral', settled: 'blue' };

/** The badge of an invoice: bezahlt / offen / storniert (and verrechnet for cancellations and credit notes). */
export function invoiceStatus(invoice: Pick<InvoiceSummary, 'status'>): { label: string; tone: Tone } {
  return { label: INVOICE_STATUS_LABELS[invoice.status], tone: TONES[invoice.status] };
}

export function invoiceKindLabel(invoice: Pick<InvoiceSummary, 'kind'>): string {
  return INVOICE_KIND_LABELS[invoice.kind];
}
