import type { InvoiceSummary } from '@praxisnah/contracts';
import { Badge } from '@/components/ui/badge';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { formatCents, formatLongDate } from '@/lib/format';
import { invoiceKindLabel, invoiceStatus } from '../hooks/invoice-status';
import { InvoiceDownloads } from './invoice-downloads';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

const columns = (): readonly TableColumn<InvoiceSummary>[] => [
  { header: t('billing.admin.invoices.number'), value: (invoice) => invoice.number },
  { header: t('billing.invoices.kind'), value: (invoice) => invoiceKindLabel(invoice) },
  {
    header: t('billing.admin.invoices.date'),
    value: (invoice) => invoice.issueDate,
    render: (invoice) => formatLongDate(invoice.issueDate),
  },
  {
    header: t('billing.invoices.gross'),
    numeric: true,
    value: (invoice) => invoice.grossCents / 100,
    render: (invoice) => formatCents(invoice.grossCents),
  },
  {
    header: t('billing.admin.status'),
    value: (invoice) => invoiceStatus(invoice).label,
    render: (invoice) => <Badge tone={invoiceStatus(invoice).tone}>{invoiceStatus(invoice).label}</Badge>,
  },
  { header: t('billing.invoices.download'), value: () => null, render: (invoice) => <InvoiceDownloads invoice={invoice} size="sm" /> },
];

/** The company's invoices, cancellations and credit notes, newest first, each with its PDF and XML. */
export function InvoiceList({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  return (
    <DataTable
      caption={t('billing.admin.invoices.title')}
      rows={invoices}
      columns={columns()}
      rowKey={(invoice) => invoice.id}
      fileName="rechnungen.csv"
      empty={t('billing.invoices.empty')}
    />
  );
}
