import type { PromoCode } from '@praxisnah/contracts';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { toast } from '@/components/ui/toast';
import { formatCents, formatLongDate } from '@/lib/format';
import { usePromoCodes, useUpdatePromoCode } from './admin-billing-api';
import { PromoCodeForm } from './promo-code-form';

const discount = (code: PromoCode) => (code.kind === 'percent' ? `${code.value} %` : `${formatCents(code.value)} netto`);
const validity = (code: PromoCode) =>
  [code.validFrom ? `ab ${formatLongDate(code.validFrom)}` : null, code.validUntil ? `bis ${formatLongDate(code.validUntil)}` : null]
    .filter(Boolean)
    .join(' ') || 'unbefristet';
const usage = (code: PromoCode) =>
  code.usageLimit === null ? `${code.usedCount} (unbegrenzt)` : `${code.usedCount} von ${code.usageLimit}`;

function ActiveToggle({ code }: { code: PromoCode }) {
  const update = useUpdatePromoCode();
  const toggle = () =>
    update.mutate(
      { id: code.id, update: { active: !code.active } },
      {
        onSuccess: (saved) =>
          toast({ title: saved.active ? 'Code aktiviert' : 'Code deaktiviert', description: saved.code, variant: 'success' }),
        onError: (error) => toast({ title: 'Nicht geändert', description: error.message, variant: 'error' }),
      },
    );
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={update.isPending}
      onClick={toggle}
      aria-label={`${code.code} ${code.active ? 'deaktivieren' : 'aktivieren'}`}
    >
      {code.active ? 'Deaktivieren' : 'Aktivieren'}
    </Button>
  );
}

const COLUMNS: readonly TableColumn<PromoCode>[] = [
  { header: 'Code', value: (code) => code.code, render: (code) => <strong>{code.code}</strong> },
  { header: 'Rabatt', value: discount },
  { header: 'Gültigkeit', value: validity },
  { header: 'Genutzt', value: usage },
  { header: 'Pakete', value: (code) => (code.packageKeys.length ? code.packageKeys.join(', ') : 'alle') },
  {
    header: 'Status',
    value: (code) => (code.active ? 'aktiv' : 'inaktiv'),
    render: (code) => <Badge tone={code.active ? 'green' : 'neutral'}>{code.active ? 'Aktiv' : 'Inaktiv'}</Badge>,
  },
  { header: 'Aktion', value: () => null, render: (code) => <ActiveToggle code={code} /> },
];

/** Every promo code with its use; create a new one, switch one off (a redeemed code stays for the invoices). */
export function PromoCodesAdmin() {
  const codes = usePromoCodes();
  const [creating, setCreating] = useState(false);
  return (
    <>
      {creating ? (
        <section className="card" aria-labelledby="new-code-title">
          <h2 id="new-code-title">Neuer Aktionscode</h2>
          <PromoCodeForm onDone={() => setCreating(false)} />
        </section>
      ) : (
        <div className="button-row">
          <Button onClick={() => setCreating(true)}>Neuer Aktionscode</Button>
        </div>
      )}
      {codes.isPending ? (
        <SkeletonCard />
      ) : codes.isError ? (
        <EmptyState title="Die Aktionscodes konnten nicht geladen werden">{codes.error.message}</EmptyState>
      ) : (
        <DataTable
          caption="Aktionscodes"
          rows={codes.data}
          columns={COLUMNS}
          rowKey={(code) => code.id}
          fileName="aktionscodes.csv"
          empty="Noch keine Aktionscodes angelegt."
        />
      )}
    </>
  );
}
