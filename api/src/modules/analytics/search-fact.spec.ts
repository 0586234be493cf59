import { analyticsFactSchema, listingSearchParamsSchema } from '@praxisnah/contracts';
import { Gazetteer } from '../geo/gazetteer';
import { searchFact } from './search-fact';

const gazetteer = new Gazetteer();
beforeAll(() => gazetteer.onModuleInit(), 30_000);

describe('searchFact', () => {
  it('keeps normalised words, vertical, filters and results, and rounds the position to its municipality and district', () => {
    const params = listingSearchParamsSchema.parse({
      q: '  Kfz-Mechatroniker! ',
      type: 'schuelerpraktikum',
      radius: '25',
      lat: '50.9412',
      lon: '6.9583',
    });
    const fact = searchFact(
      params,
      false,
      {
        total: 3,
        center: { latitude: 50.9412, longitude: 6.9583, radius: 25, label: 'Mein Standort' },
      },
      gazetteer,
    );
    expect(fact.vertical).toBe('praktikum');
    expect(fact.search).toMatchObject({
      query: 'kfz-mechatroniker',
      place: 'Köln',
      districtCode: 5315,
      results: 3,
      filters: { type: 'schuelerpraktikum', radius: '25' },
    });
    expect(fact.position).not.toEqual({ latitude: 50.9412, longitude: 6.9583 });
    expect(JSON.stringify(fact)).not.toContain('50.9412');
  });

  it('cuts words and filter lists longer than a fact keeps, so the fact is still recorded', () => {
    const months = Array.from(
      { length: 30 },
      (_, index) => `20${27 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
    );
    const params = listingSearchParamsSchema.parse({
      q: 'Kaufmann '.repeat(20).trim(),
      keywords: 'Industrie,Handel,Verwaltung',
      ausbildungStart: months.join(','),
    });
    const fact = searchFact(params, true, { total: 0, center: null }, gazetteer);
    expect(analyticsFactSchema.shape.search.parse(fact.search)).toEqual(fact.search);
    expect(fact.search?.filters.ausbildungStart).toMatch(/^2027-01,2027-02,/);
    expect(fact.search?.query).toMatch(/^kaufmann kaufmann/);
  });

  it('counts a search for the sector its words name when no sector filter is set, and for the filter when one is', () => {
    const byWords = searchFact(listingSearchParamsSchema.parse({ q: 'Pflege' }), true, { total: 0, center: null }, gazetteer);
    expect(byWords.search?.sector).toBe('gesundheit_soziales');
    expect(byWords.position).toBeNull();
    const byFilter = searchFact(
      listingSearchParamsSchema.parse({ q: 'Pflege', sector: 'handel_vertrieb' }),
      true,
      {
        total: 0,
        center: null,
      },
      gazetteer,
    );
    expect(byFilter.search?.sector).toBe('handel_vertrieb');
  });

  it('counts a search that found its job nowhere as one without results, though a related job was shown', () => {
    const params = listingSearchParamsSchema.parse({ q: 'Zerspanungsmechaniker' });
    const interpretation = {
      widened: [],
      placeFromQuery: null,
      relatedJob: { typed: 'Zerspanungsmechaniker', searched: 'Fachkraft für Metalltechnik' },
    };
    expect(searchFact(params, true, { total: 40, center: null, interpretation }, gazetteer).search?.results).toBe(0);
    const found = { widened: [], placeFromQuery: null };
    expect(searchFact(params, true, { total: 40, center: null, interpretation: found }, gazetteer).search?.results).toBe(40);
  });
});
