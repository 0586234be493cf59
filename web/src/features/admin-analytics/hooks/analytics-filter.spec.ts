import { daysOf, parseFilter, presetRange } from './analytics-filter';

describe('the dashboard filter in the URL', () => {
  it('reads a valid range and region', () => {
    expect(parseFilter(new URLSearchParams('from=2026-10-01&to=2026-10-31&region=3'), '2026-11-26')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      region: 3,
    });
  });

  it('falls back to the last 30 days for a reversed, too long or broken range, and to all regions', () => {
    const fallback = { from: '2026-10-28', to: '2026-11-26', region: null };
    for (const query of ['from=2026-11-20&to=2026-11-01', 'from=2024-01-01&to=2026-11-01', 'from=gestern&to=heute&region=x']) {
      expect(parseFilter(new URLSearchParams(query), '2026-11-26')).toEqual(fallback);
    }
  });

  it('lists every day of a range, across a month end', () => {
    expect(daysOf('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(presetRange(7, '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
  });
});
