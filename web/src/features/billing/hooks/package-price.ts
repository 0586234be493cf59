import type { BillingPeriod, Package } from '@praxisnah/contracts';
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

/**
 * The periods and their labels as BILLING_PERIODS and BILLING_PERIOD_LABELS of the contracts say. Repeated here, typed
 * against them, because importing those values pulls the billing schemas and zod (24 kB) into the public /pricing chunk.
 */
export const PERIODS = ['monthly', 'yearly'] as const satisfies readonly BillingPeriod[];
const PERIOD_LABELS = { monthly: 'monatlich', yearly: 'jährlich' } as const satisfies Record<BillingPeriod, string>;

export const periodLabel = (period: BillingPeriod) => PERIOD_LABELS[period];
