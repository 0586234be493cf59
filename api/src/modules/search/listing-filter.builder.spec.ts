import { listingSearchParamsSchema } from '@praxisnah/contracts';
import { buildListingFilter, filterExpression, quote, timeWindow } from './listing-filter.builder';

const NOW = new Date('2026-03-15T10:00:00Z');
const params = (query: Record<string, string>) => listingSearchParamsSchema.parse(query);

describe('buildListingFilter', () => {
  it('always limits to the right kind and to listings whose end date has not passed', () => {
    const filter = buildListingFilter(params({}), false, null, NOW);
    expect(filter.base).toEqual(['isAusbildung = false', `validToTs >= ${Date.UTC(2026, 2, 15) / 1000}`]);
  });

  it('keeps facet conditions apart so each facet can be counted without its own filter', () => {
    const filter = buildListingFilter(params({ sector: 'it_kommunikation,bau_handwerk', type: 'pflichtpraktikum' }), false, null, NOW);
    expect(filter.facets['sector.key']).toBe('sector.key IN ["it_kommunikation", "bau_handwerk"]');
    expect(filterExpression(filter, 'sector.key')).not.toContain(filter.facets['sector.key']);
    expect(filterExpression(filter)).toContain('type.key IN ["pflichtpraktikum"]');
  });

  it('turns the minimum pay in euros into cents and a circle into metres with a little slack', () => {
    const filter = buildListingFilter(params({ minVergutung: '900' }), true, { latitude: 50.9375, longitude: 6.9603, radiusKm: 25 }, NOW);
    expect(filter.base).toContain('vergütung1Jahr >= 90000');
    expect(filter.base).toContain('_geoRadius(50.937500, 6.960300, 25013)');
  });

  it('matches a company by id or slug, quoted', () => {
    const filter = buildListingFilter(params({ company: 'demo-werkstatt-gmbh' }), false, null, NOW);
    expect(filter.base).toContain('(company.id = "demo-werkstatt-gmbh" OR company.slug = "demo-werkstatt-gmbh")');
  });
});

describe('quote', () => {
  it('escapes quotes and backslashes so a value stays one string', () => {
    expect(quote('a" OR "b')).toBe('"a\\" OR \\"b"');
    expect(quote('back\\slash')).toBe('"back\\\\slash"');
  });
});

describe('timeWindow', () => {
  it('reads a month as its first to its last second', () => {
    expect(timeWindow({ timeFrame: '2026-02' }, NOW)).toEqual([Date.UTC(2026, 1, 1) / 1000, Date.UTC(2026, 2, 1) / 1000 - 1]);
  });

  it('reads "current" as today and dates as a custom window', () => {
    const today = Date.UTC(2026, 2, 15) / 1000;
    expect(timeWindow({ timeFrame: 'current' }, NOW)).toEqual([today, today + 86_399]);
    expect(timeWindow({ timeFrame: 'custom', dateFrom: '2026-04-01', dateTo: '2026-04-30' }, NOW)).toEqual([
      Date.UTC(2026, 3, 1) / 1000,
      Date.UTC(2026, 4, 1) / 1000 - 1,
    ]);
    expect(timeWindow({}, NOW)).toBeNull();
  });
});
