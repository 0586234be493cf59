import { geoCellsOf, haversineKm, listingSearchParamsSchema } from '@praxisnah/contracts';
import { IndexNamespace, type ListingHitRef } from '@praxisnah/read-models';
import type { MeiliReader } from '../../shared/search/meili-reader';
import { Gazetteer } from '../geo/gazetteer';
import type { AppConfig } from '../../shared/config/app-config';
import type { ListingCardCache } from './listing-card-cache';
import { ListingIndexReader } from './listing-index.reader';
import { ListingSearchService } from './listing-search.service';
import { RecentListingIds } from './recent-listing-ids';
import { SearchAreas } from './search-areas';

interface Doc extends ListingHitRef {
  geoCells: string[];
  /** The analysed words a listing holds, one of which a query must ask for; without them it matches any words. */
  words?: string[];
}

const CENTRE = { lat: 50.1109, lon: 8.6821 };

/** Listings scattered around the centre, denser near it, as around a city (or only from `innerKm` outwards). */
function scatter(count: number, innerKm = 0, outerKm = 30): Doc[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, (_, index) => {
    const distance = innerKm + (outerKm - innerKm) * next() ** 2;
    const angle = 2 * Math.PI * next();
    const latitude = CENTRE.lat + (distance / 111.19) * Math.sin(angle);
    const longitude = CENTRE.lon + (distance / (111.19 * Math.cos((CENTRE.lat * Math.PI) / 180))) * Math.cos(angle);
    return { id: `l${index}`, cardHash: 'h', latitude, longitude, geoCells: geoCellsOf(latitude, longitude) };
  });
}

/** Understands just the conditions of a radius search: `geoCells IN [...]` and `NOT id IN [...]`; the rest match all. */
function fakeMeili(docs: Doc[]) {
  const values = (condition: string) => new Set([...condition.matchAll(/"([^"]+)"/g)].map((match) => match[1]!));
  const calls: number[] = [];
  /** Hits returned per query that asked for more than a count. */
  const fetched: number[] = [];
  const reader = {
    multiSearch: async ({
      queries,
    }: {
      queries: { q?: string; filter?: string[]; hitsPerPage?: number; limit?: number; page?: number }[];
    }) => {
      calls.push(queries.length);
      return {
        results: queries.map((query) => {
          const asked = query.q?.split(/\s+/).filter(Boolean) ?? [];
          let matching = docs.filter((doc) => !doc.words || asked.some((word) => doc.words?.includes(word)));
          for (const condition of query.filter ?? []) {
            if (condition.startsWith('geoCells IN')) {
              const cells = values(condition);
              matching = matching.filter((doc) => doc.geoCells.some((cell) => cells.has(cell)));
            } else if (condition.startsWith('NOT id IN')) {
              const ids = values(condition);
              matching = matching.filter((doc) => !ids.has(doc.id));
            }
          }
          const limit = query.hitsPerPage ?? query.limit ?? 20;
          if (limit > 0) fetched.push(Math.min(limit, matching.length));
          return { hits: matching.slice(0, limit), totalHits: matching.length, facetDistribution: {} };
        }),
      };
    },
  };
  const indexes = new IndexNamespace('t_');
  const largeOnly = new ListingIndexReader(reader as unknown as MeiliReader, null, new RecentListingIds({} as AppConfig, indexes), indexes);
  return { reader: largeOnly, calls, fetched };
}

const cards = {
  bodies: async (hits: readonly ListingHitRef[]) => hits.map((hit) => Buffer.from(JSON.stringify({ id: hit.id }).slice(0, -1))),
} as unknown as ListingCardCache;

const cardIds = (items: { body: Buffer }[]) => items.map((item) => (JSON.parse(`${item.body.toString()}}`) as { id: string }).id);

const nearestIds = (docs: Doc[], radiusKm: number) =>
  docs
    .map((doc) => ({ id: doc.id, distance: haversineKm(CENTRE.lat, CENTRE.lon, doc.latitude!, doc.longitude!) }))
    .filter((doc) => doc.distance <= radiusKm)
    .sort((a, b) => a.distance - b.distance)
    .map((doc) => doc.id);

describe('ListingSearchService, sorted by distance', () => {
  it('fetches the nearest listings from the smallest counted circle that holds enough, in two requests', async () => {
    const docs = scatter(6000);
    const { reader, calls, fetched } = fakeMeili(docs);
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas(), new Gazetteer());
    const params = listingSearchParamsSchema.parse({
      lat: String(CENTRE.lat),
      lon: String(CENTRE.lon),
      radius: '25',
      sort: 'distance',
      pageSize: '50',
      page: '2',
    });

    const page = await service.search(params, false);

    const within = nearestIds(docs, 25);
    expect(cardIds(page.items)).toEqual(within.slice(50, 100));
    expect(page.total).toBe(within.length);
    // The edge probe with the ladder's counts, then the page's counts with the nearest of one small circle.
    expect(calls).toHaveLength(2);
    const nearestFetch = fetched[fetched.length - 1]!;
    expect(nearestFetch).toBeGreaterThanOrEqual(100);
    expect(nearestFetch).toBeLessThan(within.length / 4);
  });

  it('narrows the whole circle step by step when no smaller circle holds enough and the whole one too many', async () => {
    // Nobody within 13 km: every counted circle is (nearly) empty, and the 25 km circle holds thousands.
    const docs = scatter(6000, 13);
    const { reader, calls } = fakeMeili(docs);
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas(), new Gazetteer());
    const params = listingSearchParamsSchema.parse({ lat: String(CENTRE.lat), lon: String(CENTRE.lon), radius: '25', sort: 'distance' });

    const page = await service.search(params, false);

    const within = nearestIds(docs, 25);
    expect(within.length).toBeGreaterThan(1000);
    expect(cardIds(page.items)).toEqual(within.slice(0, params.pageSize));
    expect(calls.length).toBeGreaterThanOrEqual(3);
  });

  it('takes the nearest from one fetch when every match within the circle fits into it', async () => {
    const docs = scatter(300);
    const { reader, calls } = fakeMeili(docs);
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas(), new Gazetteer());
    const params = listingSearchParamsSchema.parse({ lat: String(CENTRE.lat), lon: String(CENTRE.lon), radius: '10', sort: 'distance' });

    const page = await service.search(params, false);

    const within = nearestIds(docs, 10).slice(0, params.pageSize);
    expect(cardIds(page.items)).toEqual(within);
    const distanceOf = (id: string) => {
      const doc = docs.find((candidate) => candidate.id === id)!;
      return Math.round(haversineKm(CENTRE.lat, CENTRE.lon, doc.latitude!, doc.longitude!) * 10) / 10;
    };
    expect(page.items.map((item) => item.distanceKm)).toEqual(within.map(distanceOf));
    expect(calls).toHaveLength(2);
  });
});

describe('ListingSearchService, when nothing is found', () => {
  it('offers the nearest search that finds something, with its count', async () => {
    // Nobody within 13 km of the centre, 300 listings between 13 and 30 km.
    const docs = scatter(300, 13);
    const { reader } = fakeMeili(docs);
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas(), new Gazetteer());
    const params = listingSearchParamsSchema.parse({ lat: String(CENTRE.lat), lon: String(CENTRE.lon), radius: '10' });

    const page = await service.search(params, false);

    expect(page.total).toBe(0);
    expect(page.suggestions).toEqual([{ kind: 'wider-radius', label: 'Umkreis auf 50 km erweitern', radius: 50, total: 300 }]);
  });

  it('offers the smallest wider circle that finds something, when double the radius finds nothing', async () => {
    // Nobody within 60 km, 200 listings between 60 and 90 km (a trade in a city that has none nearby).
    const docs = scatter(200, 60, 90);
    const { reader } = fakeMeili(docs);
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas(), new Gazetteer());
    const params = listingSearchParamsSchema.parse({ lat: String(CENTRE.lat), lon: String(CENTRE.lon), radius: '25' });

    const page = await service.search(params, false);

    expect(page.total).toBe(0);
    expect(page.suggestions).toEqual([{ kind: 'wider-radius', label: 'Umkreis auf 100 km erweitern', radius: 100, total: 200 }]);
  });

  it('searches a place typed among the words in the first wider circle when the usual radius finds nothing, and says so', async () => {
    // Nobody within 30 km of Frankfurt's centre, 100 listings between 30 and 40 km (Potsdam from Berlin).
    const { reader } = fakeMeili(scatter(100, 30, 40));
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas(), new Gazetteer());

    const page = await service.search(listingSearchParamsSchema.parse({ q: 'Koch Frankfurt am Main' }), false);

    expect(page.total).toBe(100);
    expect(page.center?.radius).toBe(50);
    expect(page.interpretation?.radiusWidened).toEqual({ from: 25, to: 50 });
    expect(page.interpretation?.placeFromQuery).toMatchObject({ radius: 50, words: 'Koch' });
    expect(page.suggestions).toBeUndefined();
  });

  it('keeps the radius of a place chosen in the place field, and offers the wider circle instead', async () => {
    const { reader } = fakeMeili(scatter(100, 30, 40));
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas(), new Gazetteer());

    const page = await service.search(listingSearchParamsSchema.parse({ q: 'Koch', location: 'Frankfurt am Main' }), false);

    expect(page.total).toBe(0);
    expect(page.interpretation?.radiusWidened).toBeUndefined();
    expect(page.suggestions?.[0]).toMatchObject({ kind: 'wider-radius', radius: 50, total: 100 });
  });

  it('offers nothing when something was found', async () => {
    const { reader } = fakeMeili(scatter(50));
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas(), new Gazetteer());

    const page = await service.search(listingSearchParamsSchema.parse({ q: 'Kauffrau' }), false);

    expect(page.suggestions).toBeUndefined();
    expect(page.interpretation?.widened).toEqual([{ typed: 'Kauffrau', alsoSearched: ['Kaufmann'] }]);
    expect(page.interpretation?.aboutSearcher).toBeUndefined();
  });

  it('says what it left out about the searcher', async () => {
    const { reader } = fakeMeili(scatter(50));
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas(), new Gazetteer());

    const page = await service.search(listingSearchParamsSchema.parse({ q: 'Praktikum Büro nach dem Abi' }), false);

    expect(page.total).toBe(50);
    expect(page.interpretation?.aboutSearcher).toEqual(['Abi']);
  });
});

describe('ListingSearchService, a job nobody offers', () => {
  /** Metal trades around the centre, and Zerspanungsmechaniker only from `zerspanerFromKm` outwards (if at all). */
  const metalTrades = (zerspanerFromKm: number | null) => [
    ...scatter(40, 0, 20).map((doc) => ({ ...doc, words: ['synmetalltechnik'] })),
    ...(zerspanerFromKm === null ? [] : scatter(10, zerspanerFromKm, zerspanerFromKm + 10)).map((doc, index) => ({
      ...doc,
      id: `z${index}`,
      words: ['synzerspanung'],
    })),
  ];

  it('shows the closest related job that has listings, and says so', async () => {
    const { reader } = fakeMeili(metalTrades(null));
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas(), new Gazetteer());

    const page = await service.search(listingSearchParamsSchema.parse({ q: 'Zerspanungsmechaniker' }), true);

    expect(page.total).toBe(40);
    expect(page.interpretation?.relatedJob).toEqual({ typed: 'Zerspanungsmechaniker', searched: 'Fachkraft für Metalltechnik' });
    expect(page.interpretation?.widened).toEqual([]);
    expect(page.suggestions).toBeUndefined();
  });

  it('offers the wider circle and the related job when the job typed is found further away', async () => {
    const { reader } = fakeMeili(metalTrades(35));
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas(), new Gazetteer());
    const params = listingSearchParamsSchema.parse({
      q: 'Zerspanungsmechaniker',
      lat: String(CENTRE.lat),
      lon: String(CENTRE.lon),
      radius: '25',
    });

    const page = await service.search(params, true);

    expect(page.total).toBe(0);
    expect(page.interpretation?.relatedJob).toBeUndefined();
    expect(page.suggestions).toEqual(
      expect.arrayContaining([
        { kind: 'wider-radius', label: 'Umkreis auf 50 km erweitern', radius: 50, total: 10 },
        { kind: 'related-job', label: 'Verwandter Beruf: Fachkraft für Metalltechnik', q: 'Fachkraft für Metalltechnik', total: 40 },
      ]),
    );
  });
});
