import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { ChangePasswordForm, PACKAGE_NAMES } from '@/features/accounts/settings';
import { useAuth } from '@/features/auth';
import { InvoiceList, PackageUsage, useInvoices, useSubscription } from '@/features/billing/settings';
import { useOwnCompany } from '@/features/company-settings';
import { CompanyImageUpload, CompanyProfileForm } from '@/features/company-settings/profile';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/styles/company.css';
import '@/styles/billing.css';
import { paths } from '../paths';

type SettingsTab = 'profil' | 'konto' | 'rechnungen';
const TAB_ITEMS = [
  { id: 'profil' as const, label: 'Unternehmensprofil' },
  { id: 'konto' as const, label: 'Konto und Passwort' },
  { id: 'rechnungen' as const, label: 'Paket & Rechnungen' },
];
const TAB_TITLES: Record<SettingsTab, string> = {
  profil: 'Unternehmensprofil',
  konto: 'Konto und Passwort',
  rechnungen: 'Paket & Rechnungen',
};
const parseTab = (value: string | null): SettingsTab => TAB_ITEMS.find((item) => item.id === value)?.id ?? 'profil';

/** The package with its limits and usage, and every invoice with PDF and XML. */
function BillingPanel() {
  const subscription = useSubscription();
  const invoices = useInvoices();
  const failed = subscription.error ?? invoices.error;
  if (failed) {
    return (
      <div className="error-state" role="alert">
        <p>Paket und Rechnungen konnten nicht geladen werden. {failed.message}</p>
        <Button onClick={() => void Promise.all([subscription.refetch(), invoices.refetch()])}>Nochmal versuchen</Button>
      </div>
    );
  }
  if (!subscription.data || !invoices.data) return <Spinner className="page-spinner" />;
  return (
    <div className="settings__account">
      <PackageUsage subscription={subscription.data} />
      <section className="card" aria-labelledby="invoices-title">
        <h2 id="invoices-title">Rechnungen</h2>
        <InvoiceList invoices={invoices.data} />
      </section>
    </div>
  );
}

/**
 * /company-settings and /company-profile: one screen, two tabs. The profile (name, description, sector, address with
 * its map pin, contact, logo and featured image) and the account (login address, package, password change).
 */
export function CompanySettingsRoute() {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  useDocumentTitle(TAB_TITLES[tab]);
  const auth = useAuth();
  const company = useOwnCompany();
  const subscription = useSubscription(tab === 'konto');
  const email = auth.status === 'authenticated' ? auth.user.email : undefined;

  return (
    <div className="container page settings">
      <nav aria-label="Zurück" className="detail__back">
        <Link to="/dashboard">
          <Icon name="arrowLeft" size={16} /> Zum Dashboard
        </Link>
      </nav>
      <header className="settings__header">
        <h1>Unternehmenseinstellungen</h1>
        {company.data ? (
          <p className="muted">
            {company.data.name}
            {company.data.verified ? (
              <Badge tone="green" className="settings__verified">
                Verifiziert
              </Badge>
            ) : null}
          </p>
        ) : null}
      </header>
      <Tabs
        items={TAB_ITEMS}
        value={tab}
        onChange={(next) => setParams(next === 'profil' ? {} : { tab: next }, { replace: true })}
        label="Einstellungen"
        idPrefix="settings"
      />
      <TabPanel idPrefix="settings" id={tab} className="settings__panel">
        {tab === 'rechnungen' ? (
          <BillingPanel />
        ) : company.isPending ? (
          <Spinner className="page-spinner" />
        ) : company.isError ? (
          <div className="error-state" role="alert">
            <p>Ihr Profil konnte nicht geladen werden. {company.error.message}</p>
            <Button onClick={() => void company.refetch()}>Nochmal versuchen</Button>
          </div>
        ) : tab === 'profil' ? (
          <div className="settings__profile">
            <CompanyProfileForm key={company.data.id} company={company.data} />
            <aside className="settings__images" aria-label="Bilder">
              <CompanyImageUpload kind="logo" currentUrl={company.data.logoUrl} />
              <CompanyImageUpload kind="featured-image" currentUrl={company.data.featuredImageUrl} />
            </aside>
          </div>
        ) : (
          <div className="settings__account">
            <section className="card" aria-labelledby="account-data-title">
              <h2 id="account-data-title">Ihr Konto</h2>
              <dl className="fact-list fact-list--stacked">
                <div>
                  <dt>Login-E-Mail</dt>
                  <dd>{email}</dd>
                </div>
                {company.data.contactName ? (
                  <div>
                    <dt>Ansprechperson</dt>
                    <dd>{company.data.contactName}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>Paket</dt>
                  <dd>
                    {subscription.data?.packageName ?? PACKAGE_NAMES[company.data.package as keyof typeof PACKAGE_NAMES] ?? 'Individuell'} ·{' '}
                    <Link to={paths.companySettings.to('rechnungen')}>Paket &amp; Rechnungen</Link>
                  </dd>
                </div>
              </dl>
            </section>
            <section className="card" aria-labelledby="password-title">
              <h2 id="password-title">Passwort ändern</h2>
              <p className="muted">Nach der Änderung werden Sie auf allen anderen Geräten abgemeldet.</p>
              <ChangePasswordForm email={email} />
            </section>
          </div>
        )}
      </TabPanel>
    </div>
  );
}
