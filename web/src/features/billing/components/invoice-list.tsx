import type { InvoiceSummary } from '@praxisnah/contracts';
import { Badge } from '@/components/ui/badge';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { formatCents, formatLongDate } from '@/lib/format';
import { invoiceKindLabel, invoiceStatus } from '../hooks/invoice-status';
import { InvoiceDownloads } from './invoice-downloads';

const COLUMNS: readonly TableColumn<InvoiceSummary>[] = [
  { header: 'Nummer', value: (invoice) => invoice.number },
  { header: 'Art', value: (invoice) => invoiceKindLabel(invoice) },
  { header: 'Datum', value: (invoice) => invoice.issueDate, render: (invoice) => formatLongDate(invoice.issueDate) },
  {
    header: 'Betrag (brutto)',
    numeric: true,
    value: (invoice) => invoice.grossCents / 100,
    render: (invoice) => formatCents(invoice.grossCents),
  },
  {
    header: 'Status',
    value: (invoice) => invoiceStatus(invoice).label,
    render: (invoice) => <Badge tone={invoiceStatus(invoice).tone}>{invoiceStatus(invoice).label}</Badge>,
  },
  { header: 'Download', value: () => null, render: (invoice) => <InvoiceDownloads invoice={invoice} size="sm" /> },
];

/** The company's invoices, cancellations and credit notes, newest first, each with its PDF and XML. */
export function InvoiceList({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  return (
    <DataTable
      caption="Rechnungen"
      rows={invoices}
      columns={COLUMNS}
      rowKey={(invoice) => invoice.id}
      fileName="rechnungen.csv"
      empty="Noch keine Rechnungen. Sobald Sie ein Paket buchen, finden Sie die Rechnungen hier."
    />
  );
}
