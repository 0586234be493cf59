import { VAT_RATE_PERCENT, type BillingPeriod } from '@praxisnah/contracts';

/** VAT on a net amount in cents, rounded half away from zero (a credit note rounds like the invoice it mirrors). */
export function vatCents(netCents: number, ratePercent = VAT_RATE_PERCENT): number {
  const sign = netCents < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(netCents) * ratePercent + 50) / 100);
}

export interface Amounts {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export function amountsFor(netCents: number): Amounts {
  const vat = vatCents(netCents);
  return { netCents, vatCents: vat, grossCents: netCents + vat };
}

/** Discount of a promo code on a list price, never more than the price itself. */
export function discountCents(listPriceCents: number, kind: 'percent' | 'fixed', value: number): number {
  const raw = kind === 'percent' ? Math.floor((listPriceCents * value + 50) / 100) : value;
  return Math.min(Math.max(raw, 0), listPriceCents);
}

/** The service period from the start date: one month or one year, the last day inclusive (31.01. → 28./29.02.). */
export function servicePeriodEnd(start: string, period: BillingPeriod): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const months = period === 'monthly' ? 1 : 12;
  const targetMonth = month - 1 + months;
  const lastDayOfTarget = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, targetMonth, Math.min(day, lastDayOfTarget)));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** "49,00 €" */
export function euro(cents: number): string {
  return `${(cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
}

/** "49.00" for machine formats (XML, GiroCode). */
export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "26.11.2026" */
export function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}
