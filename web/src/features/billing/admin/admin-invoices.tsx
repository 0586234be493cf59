import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, type AdminInvoice, type InvoiceStatus } from '@praxisnah/contracts';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { toast } from '@/components/ui/toast';
import { formatCents, formatLongDate } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { invoiceKindLabel, invoiceStatus } from '../hooks/invoice-status';
import { InvoiceDownloads } from '../components/invoice-downloads';
import { useAdminInvoices, useMarkInvoicePaid } from './admin-billing-api';
import { BankStatementImport } from './bank-statement-import';

function MarkPaid({ invoice }: { invoice: AdminInvoice }) {
  const markPaid = useMarkInvoicePaid();
  if (invoice.status !== 'open') return null;
  return (
    <Button
      size="sm"
      disabled={markPaid.isPending}
      aria-label={`${invoice.number} als bezahlt markieren`}
      onClick={() =>
        markPaid.mutate(invoice.id, {
          onSuccess: (saved) => toast({ title: 'Als bezahlt markiert', description: saved.number, variant: 'success' }),
          onError: (error) => toast({ title: 'Nicht geändert', description: error.message, variant: 'error' }),
        })
      }
    >
      Bezahlt
    </Button>
  );
}

const COLUMNS: readonly TableColumn<AdminInvoice>[] = [
  {
    header: 'Nummer',
    value: (invoice) => invoice.number,
    render: (invoice) => (
      <>
        <strong>{invoice.number}</strong>
        {invoice.kind === 'invoice' ? null : <span className="muted"> ({invoiceKindLabel(invoice)})</span>}
      </>
    ),
  },
  { header: 'Unternehmen', value: (invoice) => invoice.companyName },
  { header: 'Datum', value: (invoice) => invoice.issueDate, render: (invoice) => formatLongDate(invoice.issueDate) },
  { header: 'Fällig', value: (invoice) => invoice.dueDate, render: (invoice) => formatLongDate(invoice.dueDate) },
  { header: 'Brutto', numeric: true, value: (invoice) => invoice.grossCents / 100, render: (invoice) => formatCents(invoice.grossCents) },
  {
    header: 'Status',
    value: (invoice) => invoiceStatus(invoice).label,
    render: (invoice) => <Badge tone={invoiceStatus(invoice).tone}>{invoiceStatus(invoice).label}</Badge>,
  },
  {
    header: 'Aktionen',
    value: () => null,
    render: (invoice) => (
      <div className="invoice-actions">
        <MarkPaid invoice={invoice} />
        <InvoiceDownloads invoice={invoice} size="sm" />
      </div>
    ),
  },
];

/** Invoices of every company: filter by status or search, mark one paid, or match a bank statement at once. */
export function AdminInvoices() {
  const [status, setStatus] = useState<InvoiceStatus | ''>('open');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const invoices = useAdminInvoices({ status: status || undefined, q: q || undefined });
  return (
    <>
      <BankStatementImport />
      <section className="card" aria-labelledby="admin-invoices-title">
        <h2 id="admin-invoices-title">Rechnungen</h2>
        <div className="operator-filters">
          <FormField label="Status">
            {(field) => (
              <select {...field} value={status} onChange={(event) => setStatus(event.target.value as InvoiceStatus | '')}>
                <option value="">Alle</option>
                {INVOICE_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {INVOICE_STATUS_LABELS[value]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Suche">
            {(field) => (
              <input
                {...field}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Nummer oder Firma"
              />
            )}
          </FormField>
        </div>
        {invoices.isPending ? (
          <SkeletonCard />
        ) : invoices.isError ? (
          <EmptyState title="Die Rechnungen konnten nicht geladen werden">{invoices.error.message}</EmptyState>
        ) : (
          <DataTable
            caption="Rechnungen"
            rows={invoices.data}
            columns={COLUMNS}
            rowKey={(invoice) => invoice.id}
            fileName="rechnungen.csv"
            empty="Keine Rechnungen für diese Auswahl."
          />
        )}
      </section>
    </>
  );
}
