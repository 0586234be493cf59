import { BILLING_PERIOD_LABELS, type BillingPeriod, type Package } from '@praxisnah/contracts';
import { formatCents } from '@/lib/format';

/** The net price of a package in the chosen period, as the pricing card shows it ("49,00 €" + "pro Monat"). */
export function packagePrice(pkg: Pick<Package, 'monthlyPriceCents' | 'yearlyPriceCents'>, period: BillingPeriod) {
  const cents = period === 'yearly' ? pkg.yearlyPriceCents : pkg.monthlyPriceCents;
  if (cents === 0) return { amount: 'kostenlos', per: '' };
  return { amount: formatCents(cents), per: period === 'yearly' ? 'pro Jahr zzgl. USt.' : 'pro Monat zzgl. USt.' };
}

/** ?period=… of a link: an unknown value means monthly, the default. */
export function parsePeriod(value: string | null): BillingPeriod {
  return value === 'yearly' ? 'yearly' : 'monthly';
}

export const periodLabel = (period: BillingPeriod) => BILLING_PERIOD_LABELS[period];
