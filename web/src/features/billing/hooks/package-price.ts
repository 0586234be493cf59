import { BILLING_PERIODS, type BillingPeriod, type MessageKey, type Package } from '@praxisnah/contracts';
import { formatCents } from '@/lib/format';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

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

/** The periods a package can be paid for; the labels are admin-overridable texts. */
export const PERIODS = BILLING_PERIODS;
const PERIOD_LABEL_KEYS = { monthly: 'billing.period.monthly', yearly: 'billing.period.yearly' } as const satisfies Record<
  BillingPeriod,
  MessageKey
>;

export const periodLabel = (period: BillingPeriod) => t(PERIOD_LABEL_KEYS[period]);
