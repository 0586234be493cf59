import { useSearchParams } from 'react-router-dom';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminInvoices } from './admin-invoices';
import { PromoCodesAdmin } from './promo-codes-admin';

type CodesTab = 'codes' | 'rechnungen';
const TABS: { id: CodesTab; label: string }[] = [
  { id: 'codes', label: 'Aktionscodes' },
  { id: 'rechnungen', label: 'Rechnungen' },
];

/** /admin-codes: promo codes, and the invoices of every company with the bank statement import. */
export function AdminCodesPage() {
  const [params, setParams] = useSearchParams();
  const tab: CodesTab = params.get('tab') === 'rechnungen' ? 'rechnungen' : 'codes';
  useDocumentTitle(tab === 'rechnungen' ? 'Rechnungen' : 'Aktionscodes');
  return (
    <div className="container page operator-page">
      <h1>Codes &amp; Rechnungen</h1>
      <Tabs
        items={TABS}
        value={tab}
        onChange={(next) => setParams(next === 'codes' ? {} : { tab: next }, { replace: true })}
        label="Bereiche"
        idPrefix="codes"
      />
      <TabPanel idPrefix="codes" id={tab} className="billing-admin">
        {tab === 'codes' ? <PromoCodesAdmin /> : <AdminInvoices />}
      </TabPanel>
    </div>
  );
}
