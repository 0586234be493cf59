import { INVOICE_STATUSES, type AdminInvoice, type InvoiceStatus } from '@praxisnah/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { toast } from '@/components/ui/toast';
import { formatCents, formatLongDate } from '@/lib/format';
import { t } from '@/lib/messages';
import { invoiceKindLabel, invoiceStatus, invoiceStatusLabel } from '../hooks/invoice-status';
import { InvoiceDownloads } from '../components/invoice-downloads';
import { useAdminInvoices, useMarkInvoicePaid } from './admin-billing-api';
import { AdminListFilters, useAdminListQuery } from './admin-list-filters';
import { AdminPager } from './admin-pager';
import { BankStatementImport } from './bank-statement-import';
import '@/lib/message-parts/billing';

function MarkPaid({ invoice }: { invoice: AdminInvoice }) {
  const markPaid = useMarkInvoicePaid();
  if (invoice.status !== 'open') return null;
  return (
    <Button
      size="sm"
      disabled={markPaid.isPending}
      aria-label={t('billing.admin.invoices.markPaidLabel', { number: invoice.number })}
      onClick={() =>
        markPaid.mutate(invoice.id, {
          onSuccess: (saved) => toast({ title: t('billing.admin.invoices.markedPaid'), description: saved.number, variant: 'success' }),
          onError: (error) => toast({ title: t('billing.admin.notChanged'), description: error.message, variant: 'error' }),
        })
      }
    >
      {t('billing.admin.invoices.markPaid')}
    </Button>
  );
}

const columns = (): readonly TableColumn<AdminInvoice>[] => [
  {
    header: t('billing.admin.invoices.number'),
    value: (invoice) => invoice.number,
    render: (invoice) => (
      <>
        <strong>{invoice.number}</strong>
        {invoice.kind === 'invoice' ? null : <span className="muted"> ({invoiceKindLabel(invoice)})</span>}
      </>
    ),
  },
  { header: t('billing.admin.invoices.company'), value: (invoice) => invoice.companyName },
  {
    header: t('billing.admin.invoices.date'),
    value: (invoice) => invoice.issueDate,
    render: (invoice) => formatLongDate(invoice.issueDate),
  },
  { header: t('billing.admin.invoices.due'), value: (invoice) => invoice.dueDate, render: (invoice) => formatLongDate(invoice.dueDate) },
  {
    header: t('billing.admin.invoices.gross'),
    numeric: true,
    value: (invoice) => invoice.grossCents / 100,
    render: (invoice) => formatCents(invoice.grossCents),
  },
  {
    header: t('billing.admin.status'),
    value: (invoice) => invoiceStatus(invoice).label,
    render: (invoice) => <Badge tone={invoiceStatus(invoice).tone}>{invoiceStatus(invoice).label}</Badge>,
  },
  {
    header: t('billing.admin.invoices.actions'),
    value: () => null,
    render: (invoice) => (
      <div className="invoice-actions">
        <MarkPaid invoice={invoice} />
        <InvoiceDownloads invoice={invoice} size="sm" />
      </div>
    ),
  },
];

const statusOptions = () => INVOICE_STATUSES.map((value) => ({ value, label: invoiceStatusLabel(value) }));

/** Invoices of every company a page at a time: filter by status or search, mark one paid, or match a bank statement. */
export function AdminInvoices() {
  const list = useAdminListQuery<InvoiceStatus>('open');
  const invoices = useAdminInvoices(list.query);
  return (
    <>
      <BankStatementImport />
      <section className="card" aria-labelledby="admin-invoices-title">
        <h2 id="admin-invoices-title">{t('billing.admin.invoices.title')}</h2>
        <AdminListFilters list={list} options={statusOptions()} placeholder={t('billing.admin.invoices.searchPlaceholder')} />
        {invoices.isPending ? (
          <SkeletonCard />
        ) : invoices.isError ? (
          <EmptyState title={t('billing.admin.invoices.loadError')}>{invoices.error.message}</EmptyState>
        ) : (
          <>
            <DataTable
              caption={t('billing.admin.invoices.title')}
              rows={invoices.data.items}
              columns={columns()}
              rowKey={(invoice) => invoice.id}
              fileName="rechnungen.csv"
              empty={t('billing.admin.invoices.empty')}
            />
            <AdminPager page={invoices.data} label={t('billing.admin.invoices.pages')} onOffset={list.setOffset} />
          </>
        )}
      </section>
    </>
  );
}
