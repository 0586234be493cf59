import type { BillingPeriod, Package } from '@praxisnah/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { useAuth } from '@/features/auth';
import { PackageCards, parsePeriod, PeriodSwitch, usePackages, useSubscription, type PackageChoice } from '@/features/billing/public';
import '@/styles/billing.css';
import { t } from '@/lib/messages';
import { paths } from '../paths';
import { InfoPage } from './info-page';
import '@/lib/message-parts/billing';

/**
 * /pricing: the packages as the API serves them. "Paket wählen" books a signed-in company's package in the checkout;
 * a new company registers first (/quick-register) and comes to the checkout after its first login.
 */
export function PricingRoute() {
  const [params, setParams] = useSearchParams();
  const [period, setPeriod] = useState<BillingPeriod>(parsePeriod(params.get('period')));
  const auth = useAuth();
  const isCompany = auth.status === 'authenticated' && auth.user.role === 'company';
  const packages = usePackages();
  const subscription = useSubscription(isCompany);

  const choose = (pkg: Package): PackageChoice => {
    if (!isCompany) return { kind: 'link', to: paths.quickRegister.to(pkg.key) };
    const current = subscription.data;
    const isFree = pkg.monthlyPriceCents === 0;
    if (current?.packageKey === pkg.key && (isFree || current.period === period)) return { kind: 'current' };
    return { kind: 'link', to: paths.checkout.to(pkg.key, period) };
  };

  return (
    <InfoPage title={t('billing.pricing.title')} lead={t('billing.pricing.lead')}>
      <PeriodSwitch
        name="pricing-period"
        value={period}
        onChange={(next) => {
          setPeriod(next);
          setParams(next === 'yearly' ? { period: next } : {}, { replace: true });
        }}
      />
      {packages.isPending ? (
        <div className="pricing-grid">
          <SkeletonCard />
          <SkeletonCard />
          <SkeletonCard />
        </div>
      ) : packages.isError ? (
        <div className="error-state" role="alert">
          <p>
            {t('billing.pricing.loadError')} {packages.error.message}
          </p>
          <Button onClick={() => void packages.refetch()}>{t('billing.pricing.retry')}</Button>
        </div>
      ) : (
        <PackageCards packages={packages.data} period={period} choose={choose} />
      )}
      <p>
        {t('billing.pricing.promoQuestion')} <Link to={paths.promoCodes.to()}>{t('billing.pricing.promoLink')}</Link>
      </p>
      {auth.status === 'authenticated' ? null : (
        <p>
          {t('billing.pricing.accountQuestion')} <Link to={paths.login.to()}>{t('billing.pricing.loginLink')}</Link>
        </p>
      )}
    </InfoPage>
  );
}
