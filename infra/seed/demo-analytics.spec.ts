import { DEMO_ANALYTICS_DAYS, demoAnalyticsFacts, jobTitleOf, type AnalyticsContext } from './demo-analytics';

const context: AnalyticsContext = {
  listings: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      companyId: '22222222-2222-4222-8222-222222222222',
      isAusbildung: false,
      title: 'Schnupperpraktikum als Industriemechaniker (m/w/d)',
      sector: 'industrie_produktion',
      latitude: 50.94,
      longitude: 6.96,
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      companyId: '22222222-2222-4222-8222-222222222222',
      isAusbildung: true,
      title: 'Bankkaufmann (m/w/d) – Ausbildung 2027',
      sector: 'finanz_versicherung',
      latitude: null,
      longitude: null,
    },
  ],
  events: [],
  companies: [{ id: '22222222-2222-4222-8222-222222222222', latitude: 50.94, longitude: 6.96 }],
};

describe('demo analytics', () => {
  it('reads the job title from a listing title', () => {
    expect(jobTitleOf('Schnupperpraktikum als Industriemechaniker (m/w/d)')).toBe('industriemechaniker');
    expect(jobTitleOf('Bankkaufmann (m/w/d) – Ausbildung 2027')).toBe('bankkaufmann');
    expect(jobTitleOf('Praxissemester Marketing (m/w/d)')).toBe('marketing');
  });

  it('spreads ninety days of facts up to today, with unanswered searches and views of the listings', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const facts = [...demoAnalyticsFacts(context, 7, now)];
    const days = new Set(facts.map((fact) => fact.occurredAt.slice(0, 10)));
    expect(days.size).toBe(DEMO_ANALYTICS_DAYS);
    expect([...days].sort()[0]).toBe('2026-08-29');
    expect(facts.every((fact) => fact.occurredAt <= now.toISOString())).toBe(true);
    const searches = facts.filter((fact) => fact.type === 'search');
    expect(searches.some((fact) => fact.search?.results === 0 && fact.search.query === 'tierpfleger')).toBe(true);
    expect(searches.some((fact) => fact.search?.query === 'industriemechaniker' && fact.search.results === 1)).toBe(true);
    expect(facts.filter((fact) => fact.type === 'listing_view').every((fact) => fact.companyId === context.companies[0]!.id)).toBe(true);
    expect(new Set(facts.map((fact) => fact.sourceId)).size).toBe(facts.length);
  });
});
