import type { PromoCode, PromoCodeState } from '@praxisnah/contracts';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { toast } from '@/components/ui/toast';
import { formatCents, formatLongDate } from '@/lib/format';
import { t } from '@/lib/messages';
import { usePromoCodes, useUpdatePromoCode } from './admin-billing-api';
import { AdminListFilters, useAdminListQuery } from './admin-list-filters';
import { AdminPager } from './admin-pager';
import { PromoCodeForm } from './promo-code-form';
import '@/lib/message-parts/billing';

const discount = (code: PromoCode) =>
  code.kind === 'percent'
    ? t('billing.admin.codes.percent', { value: code.value })
    : t('billing.admin.codes.fixed', { amount: formatCents(code.value) });
const validity = (code: PromoCode) =>
  [
    code.validFrom ? t('billing.admin.codes.from', { date: formatLongDate(code.validFrom) }) : null,
    code.validUntil ? t('billing.admin.codes.until', { date: formatLongDate(code.validUntil) }) : null,
  ]
    .filter(Boolean)
    .join(' ') || t('billing.admin.codes.unlimitedTime');
const usage = (code: PromoCode) =>
  code.usageLimit === null
    ? t('billing.admin.codes.usedUnlimited', { used: code.usedCount })
    : t('billing.admin.codes.usedOf', { used: code.usedCount, limit: code.usageLimit });

function ActiveToggle({ code }: { code: PromoCode }) {
  const update = useUpdatePromoCode();
  const toggle = () =>
    update.mutate(
      { id: code.id, update: { active: !code.active } },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.active ? t('billing.admin.codes.activated') : t('billing.admin.codes.deactivated'),
            description: saved.code,
            variant: 'success',
          }),
        onError: (error) => toast({ title: t('billing.admin.notChanged'), description: error.message, variant: 'error' }),
      },
    );
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={update.isPending}
      onClick={toggle}
      aria-label={
        code.active
          ? t('billing.admin.codes.deactivateLabel', { code: code.code })
          : t('billing.admin.codes.activateLabel', { code: code.code })
      }
    >
      {code.active ? t('billing.admin.codes.deactivate') : t('billing.admin.codes.activate')}
    </Button>
  );
}

const columns = (): readonly TableColumn<PromoCode>[] => [
  { header: t('billing.admin.codes.code'), value: (code) => code.code, render: (code) => <strong>{code.code}</strong> },
  { header: t('billing.admin.codes.discount'), value: discount },
  { header: t('billing.admin.codes.validity'), value: validity },
  { header: t('billing.admin.codes.used'), value: usage },
  {
    header: t('billing.admin.codes.packages'),
    value: (code) => (code.packageKeys.length ? code.packageKeys.join(', ') : t('billing.admin.codes.allPackages')),
  },
  {
    header: t('billing.admin.status'),
    value: (code) => (code.active ? t('billing.admin.codes.activeCsv') : t('billing.admin.codes.inactiveCsv')),
    render: (code) => (
      <Badge tone={code.active ? 'green' : 'neutral'}>
        {code.active ? t('billing.admin.codes.active') : t('billing.admin.codes.inactive')}
      </Badge>
    ),
  },
  { header: t('billing.admin.codes.action'), value: () => null, render: (code) => <ActiveToggle code={code} /> },
];

/** The promo codes a page at a time with their use; create a new one, switch one off (a redeemed code stays for the invoices). */
export function PromoCodesAdmin() {
  const [creating, setCreating] = useState(false);
  const list = useAdminListQuery<PromoCodeState>('');
  const codes = usePromoCodes(list.query);
  return (
    <>
      {creating ? (
        <section className="card" aria-labelledby="new-code-title">
          <h2 id="new-code-title">{t('billing.admin.codes.new')}</h2>
          <PromoCodeForm onDone={() => setCreating(false)} />
        </section>
      ) : (
        <div className="button-row">
          <Button onClick={() => setCreating(true)}>{t('billing.admin.codes.new')}</Button>
        </div>
      )}
      <AdminListFilters
        list={list}
        options={[
          { value: 'active', label: t('billing.admin.codes.active') },
          { value: 'inactive', label: t('billing.admin.codes.inactive') },
        ]}
        placeholder={t('billing.admin.codes.searchPlaceholder')}
      />
      {codes.isPending ? (
        <SkeletonCard />
      ) : codes.isError ? (
        <EmptyState title={t('billing.admin.codes.loadError')}>{codes.error.message}</EmptyState>
      ) : (
        <>
          <DataTable
            caption={t('billing.admin.codes.title')}
            rows={codes.data.items}
            columns={columns()}
            rowKey={(code) => code.id}
            fileName="aktionscodes.csv"
            empty={list.filtered ? t('billing.admin.codes.emptyFiltered') : t('billing.admin.codes.empty')}
          />
          <AdminPager page={codes.data} label={t('billing.admin.codes.pages')} onOffset={list.setOffset} />
        </>
      )}
    </>
  );
}
