import { wholeMonths } from './analytics-dashboard.repository';

describe('wholeMonths', () => {
  it('takes the months a range covers completely, so the rest is read by day', () => {
    expect(wholeMonths('2026-08-15', '2026-11-26')).toEqual({ start: '2026-09-01', end: '2026-11-01' });
    expect(wholeMonths('2026-09-01', '2026-09-30')).toEqual({ start: '2026-09-01', end: '2026-10-01' });
    expect(wholeMonths('2025-11-27', '2026-11-26')).toEqual({ start: '2025-12-01', end: '2026-11-01' });
  });

  it('answers an empty span when no month lies wholly inside', () => {
    const { start, end } = wholeMonths('2026-10-28', '2026-11-26');
    expect(start).toBe(end);
  });
});
