import { BILLING_PERIOD_LABELS, BILLING_PERIODS } from '@praxisnah/contracts';
import { packagePrice, periodLabel, PERIODS } from './package-price';

describe('package prices', () => {
  it('keeps the periods and labels the contracts define', () => {
    expect(PERIODS).toEqual(BILLING_PERIODS);
    for (const period of BILLING_PERIODS) expect(periodLabel(period)).toBe(BILLING_PERIOD_LABELS[period]);
  });

  it('shows the net price of the chosen period, or kostenlos', () => {
    const standard = { monthlyPriceCents: 4900, yearlyPriceCents: 49000 };
    expect(packagePrice(standard, 'monthly')).toEqual({ amount: '49,00\u00a0€', per: 'pro Monat zzgl. USt.' });
    expect(packagePrice(standard, 'yearly')).toEqual({ amount: '490,00\u00a0€', per: 'pro Jahr zzgl. USt.' });
    expect(packagePrice({ monthlyPriceCents: 0, yearlyPriceCents: 0 }, 'monthly')).toEqual({ amount: 'kostenlos', per: '' });
  });
});
