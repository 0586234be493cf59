import { rangePeriods } from './analytics-dashboard.repository';

describe('rangePeriods', () => {
  it('takes the months and years a range covers completely, so the rest is read by month or day', () => {
    expect(rangePeriods('2026-08-15', '2026-11-26')).toEqual({
      months: { start: '2026-09-01', end: '2026-11-01' },
      years: { start: '2026-09-01', end: '2026-09-01' },
    });
    expect(rangePeriods('2026-09-01', '2026-09-30').months).toEqual({ start: '2026-09-01', end: '2026-10-01' });
    expect(rangePeriods('2025-01-01', '2026-02-10')).toEqual({
      months: { start: '2025-01-01', end: '2026-02-01' },
      years: { start: '2025-01-01', end: '2026-01-01' },
    });
  });

  it('counts the month and year a range ends in as whole when the range reaches today: nothing later is recorded', () => {
    expect(rangePeriods('2025-11-27', '2026-11-26', '2026-11-26')).toEqual({
      months: { start: '2025-12-01', end: '2026-12-01' },
      years: { start: '2026-01-01', end: '2027-01-01' },
    });
    expect(rangePeriods('2025-11-27', '2026-11-26', '2026-11-27').months).toEqual({ start: '2025-12-01', end: '2026-11-01' });
  });

  it('answers empty spans when no month lies wholly inside', () => {
    const { months, years } = rangePeriods('2026-11-20', '2026-11-26', '2026-11-26');
    expect(months.start).toBe(months.end);
    expect(years).toEqual(months);
  });
});
