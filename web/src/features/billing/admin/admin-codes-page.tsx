import type { MessageKey } from '@praxisnah/contracts';
import { useSearchParams } from 'react-router-dom';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminInvoices } from './admin-invoices';
import { PromoCodesAdmin } from './promo-codes-admin';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

type CodesTab = 'codes' | 'rechnungen';
const TAB_LABELS: Record<CodesTab, MessageKey> = { codes: 'billing.admin.codes.title', rechnungen: 'billing.admin.invoices.title' };

/** /admin-codes: promo codes, and the invoices of every company with the bank statement import. */
export function AdminCodesPage() {
  const [params, setParams] = useSearchParams();
  const tab: CodesTab = params.get('tab') === 'rechnungen' ? 'rechnungen' : 'codes';
  useDocumentTitle(t(TAB_LABELS[tab]));
  return (
    <div className="container page operator-page">
      <h1>{t('billing.admin.title')}</h1>
      <Tabs
        items={(['codes', 'rechnungen'] as const).map((id) => ({ id, label: t(TAB_LABELS[id]) }))}
        value={tab}
        onChange={(next) => setParams(next === 'codes' ? {} : { tab: next }, { replace: true })}
        label={t('billing.admin.tabs')}
        idPrefix="codes"
      />
      <TabPanel idPrefix="codes" id={tab} className="billing-admin">
        {tab === 'codes' ? <PromoCodesAdmin /> : <AdminInvoices />}
      </TabPanel>
    </div>
  );
}
