import type { MessageKey } from '@praxisnah/contracts';
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
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/styles/company.css';
import '@/styles/billing.css';
import { paths } from '../paths';
import '@/lib/message-parts/companies';

type SettingsTab = 'profil' | 'konto' | 'rechnungen';
/** Each tab's label, which is also the screen's title while it is open. */
const TAB_LABELS: Record<SettingsTab, MessageKey> = {
  profil: 'settings.tab.profile',
  konto: 'settings.tab.account',
  rechnungen: 'settings.tab.billing',
};
const TABS = Object.keys(TAB_LABELS) as SettingsTab[];
const parseTab = (value: string | null): SettingsTab => TABS.find((tab) => tab === value) ?? 'profil';

/** The package with its limits and usage, and every invoice with PDF and XML. */
function BillingPanel() {
  const subscription = useSubscription();
  const invoices = useInvoices();
  const failed = subscription.error ?? invoices.error;
  if (failed) {
    return (
      <div className="error-state" role="alert">
        <p>{t('settings.billing.loadError', { reason: failed.message })}</p>
        <Button onClick={() => void Promise.all([subscription.refetch(), invoices.refetch()])}>{t('settings.retry')}</Button>
      </div>
    );
  }
  if (!subscription.data || !invoices.data) return <Spinner className="page-spinner" />;
  return (
    <div className="settings__account">
      <PackageUsage subscription={subscription.data} />
      <section className="card" aria-labelledby="invoices-title">
        <h2 id="invoices-title">{t('settings.billing.invoices')}</h2>
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
  useDocumentTitle(t(TAB_LABELS[tab]));
  const auth = useAuth();
  const company = useOwnCompany();
  const subscription = useSubscription(tab === 'konto');
  const email = auth.status === 'authenticated' ? auth.user.email : undefined;

  return (
    <div className="container page settings">
      <nav aria-label={t('editor.backLabel')} className="detail__back">
        <Link to="/dashboard">
          <Icon name="arrowLeft" size={16} /> {t('editor.backToDashboard')}
        </Link>
      </nav>
      <header className="settings__header">
        <h1>{t('settings.title')}</h1>
        {company.data ? (
          <p className="muted">
            {company.data.name}
            {company.data.verified ? (
              <Badge tone="green" className="settings__verified">
                {t('settings.verified')}
              </Badge>
            ) : null}
          </p>
        ) : null}
      </header>
      <Tabs
        items={TABS.map((id) => ({ id, label: t(TAB_LABELS[id]) }))}
        value={tab}
        onChange={(next) => setParams(next === 'profil' ? {} : { tab: next }, { replace: true })}
        label={t('settings.tabsLabel')}
        idPrefix="settings"
      />
      <TabPanel idPrefix="settings" id={tab} className="settings__panel">
        {tab === 'rechnungen' ? (
          <BillingPanel />
        ) : company.isPending ? (
          <Spinner className="page-spinner" />
        ) : company.isError ? (
          <div className="error-state" role="alert">
            <p>{t('settings.profileLoadError', { reason: company.error.message })}</p>
            <Button onClick={() => void company.refetch()}>{t('settings.retry')}</Button>
          </div>
        ) : tab === 'profil' ? (
          <div className="settings__profile">
            <CompanyProfileForm key={company.data.id} company={company.data} />
            <aside className="settings__images" aria-label={t('settings.images')}>
              <CompanyImageUpload kind="logo" currentUrl={company.data.logoUrl} />
              <CompanyImageUpload kind="featured-image" currentUrl={company.data.featuredImageUrl} />
            </aside>
          </div>
        ) : (
          <div className="settings__account">
            <section className="card" aria-labelledby="account-data-title">
              <h2 id="account-data-title">{t('settings.account.title')}</h2>
              <dl className="fact-list fact-list--stacked">
                <div>
                  <dt>{t('settings.account.loginEmail')}</dt>
                  <dd>{email}</dd>
                </div>
                {company.data.contactName ? (
                  <div>
                    <dt>{t('settings.account.contact')}</dt>
                    <dd>{company.data.contactName}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('settings.account.package')}</dt>
                  <dd>
                    {subscription.data?.packageName ??
                      PACKAGE_NAMES[company.data.package as keyof typeof PACKAGE_NAMES] ??
                      t('settings.account.customPackage')}{' '}
                    · <Link to={paths.companySettings.to('rechnungen')}>{t('settings.account.billingLink')}</Link>
                  </dd>
                </div>
              </dl>
            </section>
            <section className="card" aria-labelledby="password-title">
              <h2 id="password-title">{t('settings.account.password')}</h2>
              <p className="muted">{t('settings.account.passwordNote')}</p>
              <ChangePasswordForm email={email} />
            </section>
          </div>
        )}
      </TabPanel>
    </div>
  );
}
