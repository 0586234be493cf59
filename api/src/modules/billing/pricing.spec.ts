import { amountsFor, decimal, discountCents, euro, servicePeriodEnd, vatCents } from './pricing';

describe('pricing', () => {
  it('adds 19 % VAT rounded half up in cents', () => {
    expect(amountsFor(4900)).toEqual({ netCents: 4900, vatCents: 931, grossCents: 5831 });
    // 0.5 cent rounds up: 50 × 19 % = 9.5 → 10
    expect(vatCents(50)).toBe(10);
    expect(vatCents(49)).toBe(9);
    expect(vatCents(-4900)).toBe(-931);
    expect(amountsFor(49000)).toEqual({ netCents: 49000, vatCents: 9310, grossCents: 58310 });
  });

  it('caps a discount at the price and rounds percentages', () => {
    expect(discountCents(4900, 'percent', 20)).toBe(980);
    expect(discountCents(9900, 'percent', 15)).toBe(1485);
    expect(discountCents(4900, 'fixed', 10000)).toBe(4900);
    expect(discountCents(999, 'percent', 50)).toBe(500);
  });

  it('ends a service period the day before the same date next month or year', () => {
    expect(servicePeriodEnd('2026-11-26', 'monthly')).toBe('2026-12-25');
    expect(servicePeriodEnd('2026-01-31', 'monthly')).toBe('2026-02-27');
    expect(servicePeriodEnd('2026-11-26', 'yearly')).toBe('2027-11-25');
  });

  it('formats amounts for people and for machines', () => {
    expect(euro(583100)).toBe('5.831,00 €');
    expect(decimal(5831)).toBe('58.31');
    expect(decimal(-931)).toBe('-9.31');
    expect(decimal(5)).toBe('0.05');
  });
});
