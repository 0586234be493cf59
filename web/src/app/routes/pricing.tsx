import type { BillingPeriod, Package } from '@praxisnah/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { useAuth } from '@/features/auth';
import { PackageCards, parsePeriod, PeriodSwitch, usePackages, useSubscription, type PackageChoice } from '@/features/billing/public';
import '@/styles/billing.css';
import { paths } from '../paths';
import { InfoPage } from './info-page';

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
    <InfoPage title="Preise" lead="Wählen Sie das passende Paket – monatlich kündbar, alle Preise zzgl. 19 % USt.">
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
          <p>Die Pakete konnten nicht geladen werden. {packages.error.message}</p>
          <Button onClick={() => void packages.refetch()}>Nochmal versuchen</Button>
        </div>
      ) : (
        <PackageCards packages={packages.data} period={period} choose={choose} />
      )}
      <p>
        Sie haben einen Aktionscode? <Link to={paths.promoCodes.to()}>So lösen Sie ihn ein</Link>
      </p>
      {auth.status === 'authenticated' ? null : (
        <p>
          Sie haben bereits ein Konto? <Link to={paths.login.to()}>Zum Unternehmens-Login</Link>
        </p>
      )}
    </InfoPage>
  );
}
