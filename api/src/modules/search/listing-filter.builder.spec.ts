import { listingSearchParamsSchema } from '@praxisnah/contracts';
import { buildListingFilter, filterExpression, notInIds, quote, timeWindow, withinArea } from './listing-filter.builder';

const NOW = new Date('2026-03-15T10:00:00Z');
const params = (query: Record<string, string>) => listingSearchParamsSchema.parse(query);

describe('buildListingFilter', () => {
  it('always limits to the right kind and to listings whose end date has not passed', () => {
    const filter = buildListingFilter(params({}), false, NOW);
    expect(filter.base).toEqual(['isAusbildung = false', `NOT validToTs < ${Date.UTC(2026, 2, 15) / 1000}`]);
  });

  it('keeps facet conditions apart so each facet can be counted without its own filter', () => {
    const filter = buildListingFilter(params({ sector: 'it_kommunikation,bau_handwerk', type: 'pflichtpraktikum' }), false, NOW);
    expect(filter.facets['sector.key']).toBe('sector.key IN ["it_kommunikation", "bau_handwerk"]');
    expect(filterExpression(filter, 'sector.key')).not.toContain(filter.facets['sector.key']);
    expect(filterExpression(filter)).toContain('type.key IN ["pflichtpraktikum"]');
  });

  it('turns the minimum pay in euros into cents and keeps the conditions of a circle', () => {
    const area = ['geoCells IN ["8.1.2"]', 'NOT id IN ["a"]'];
    const filter = withinArea(buildListingFilter(params({ minVergutung: '900' }), true, NOW), area);
    expect(filter.base).toContain('vergütung1Jahr >= 90000');
    expect(filter.base).toEqual(expect.arrayContaining(area));
  });

  it('matches a company by id or slug, quoted', () => {
    const filter = buildListingFilter(params({ company: 'demo-werkstatt-gmbh' }), false, NOW);
    expect(filter.base).toContain('(company.id = "demo-werkstatt-gmbh" OR company.slug = "demo-werkstatt-gmbh")');
  });
});

describe('quote', () => {
  it('escapes quotes and backslashes so a value stays one string', () => {
    expect(quote('a" OR "b')).toBe('"a\\" OR \\"b"');
    expect(quote('back\\slash')).toBe('"back\\\\slash"');
  });

  it('quotes every id a circle leaves out', () => {
    expect(notInIds(['a"b', 'c'])).toBe('NOT id IN ["a\\"b", "c"]');
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
