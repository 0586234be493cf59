import type { BillingPeriod, MessageKey, Package } from '@praxisnah/contracts';
import { formatCents } from '@/lib/format';
import { t } from '@/lib/messages';

/** The net price of a package in the chosen period, as the pricing card shows it ("49,00 €" + "pro Monat"). */
export function packagePrice(pkg: Pick<Package, 'monthlyPriceCents' | 'yearlyPriceCents'>, period: BillingPeriod) {
  const cents = period === 'yearly' ? pkg.yearlyPriceCents : pkg.monthlyPriceCents;
  if (cents === 0) return { amount: t('billing.price.free'), per: '' };
  return { amount: formatCents(cents), per: period === 'yearly' ? t('billing.price.perYear') : t('billing.price.perMonth') };
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
const PERIOD_LABEL_KEYS = { monthly: 'billing.period.monthly', yearly: 'billing.period.yearly' } as const satisfies Record<
  BillingPeriod,
  MessageKey
>;

export const periodLabel = (period: BillingPeriod) => t(PERIOD_LABEL_KEYS[period]);
