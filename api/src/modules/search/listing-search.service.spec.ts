import { geoCellsOf, haversineKm, IndexNamespace, listingSearchParamsSchema, type ListingHitRef } from '@praxisnah/contracts';
import type { MeiliReader } from '../../shared/search/meili-reader';
import type { ListingCardCache } from './listing-card-cache';
import { ListingSearchService } from './listing-search.service';
import { SearchAreas } from './search-areas';

interface Doc extends ListingHitRef {
  geoCells: string[];
}

const CENTRE = { lat: 50.1109, lon: 8.6821 };

/** Listings scattered around the centre, denser near it, as around a city. */
function scatter(count: number): Doc[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, (_, index) => {
    const distance = 30 * next() ** 2;
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
  const reader = {
    multiSearch: async ({ queries }: { queries: { filter?: string[]; hitsPerPage?: number; limit?: number; page?: number }[] }) => {
      calls.push(queries.length);
      return {
        results: queries.map((query) => {
          let matching = docs;
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
          return { hits: matching.slice(0, limit), totalHits: matching.length, facetDistribution: {} };
        }),
      };
    },
  };
  return { reader: reader as unknown as MeiliReader, calls };
}

const cards = {
  bodies: async (hits: readonly ListingHitRef[]) => hits.map((hit) => Buffer.from(JSON.stringify({ id: hit.id }).slice(0, -1))),
} as unknown as ListingCardCache;

const cardIds = (items: { body: Buffer }[]) => items.map((item) => (JSON.parse(`${item.body.toString()}}`) as { id: string }).id);

describe('ListingSearchService, sorted by distance', () => {
  it('finds the nearest listings through a narrower circle when the whole one holds too many to fetch', async () => {
    const docs = scatter(6000);
    const { reader, calls } = fakeMeili(docs);
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas());
    const params = listingSearchParamsSchema.parse({
      lat: String(CENTRE.lat),
      lon: String(CENTRE.lon),
      radius: '25',
      sort: 'distance',
      pageSize: '50',
      page: '2',
    });

    const page = await service.search(params, false);

    const expected = docs
      .map((doc) => ({ id: doc.id, distance: haversineKm(CENTRE.lat, CENTRE.lon, doc.latitude!, doc.longitude!) }))
      .filter((doc) => doc.distance <= 25)
      .sort((a, b) => a.distance - b.distance)
      .slice(50, 100)
      .map((doc) => doc.id);
    expect(cardIds(page.items)).toEqual(expected);
    expect(page.total).toBe(docs.filter((doc) => haversineKm(CENTRE.lat, CENTRE.lon, doc.latitude!, doc.longitude!) <= 25).length);
    // Edge probe, counts with the first look, then at least one narrower circle.
    expect(calls.length).toBeGreaterThanOrEqual(3);
  });

  it('takes the nearest from one fetch when every match within the circle fits into it', async () => {
    const docs = scatter(300);
    const { reader, calls } = fakeMeili(docs);
    const service = new ListingSearchService(reader, new IndexNamespace('t_'), cards, new SearchAreas());
    const params = listingSearchParamsSchema.parse({ lat: String(CENTRE.lat), lon: String(CENTRE.lon), radius: '10', sort: 'distance' });

    const page = await service.search(params, false);

    const within = docs
      .map((doc) => ({ id: doc.id, distance: haversineKm(CENTRE.lat, CENTRE.lon, doc.latitude!, doc.longitude!) }))
      .filter((doc) => doc.distance <= 10)
      .sort((a, b) => a.distance - b.distance);
    expect(cardIds(page.items)).toEqual(within.slice(0, params.pageSize).map((doc) => doc.id));
    expect(page.items.map((item) => item.distanceKm)).toEqual(
      within.slice(0, params.pageSize).map((doc) => Math.round(doc.distance * 10) / 10),
    );
    expect(calls).toHaveLength(2);
  });
});
