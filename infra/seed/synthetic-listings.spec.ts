import { createListingSchema } from '../../contracts/src/listings/listing.schema';
import { syntheticCompanies, syntheticListings } from './synthetic-listings';

const NOW = new Date('2026-11-22T09:00:00Z');
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function take<T>(iterable: Iterable<T>, count: number): T[] {
  const items: T[] = [];
  for (const item of iterable) {
    if (items.length >= count) break;
    items.push(item);
  }
  return items;
}

describe('syntheticCompanies', () => {
  const companies = syntheticCompanies(600, 11, NOW);

  it('is deterministic and spreads companies over many places', () => {
    expect(syntheticCompanies(600, 11, NOW)).toEqual(companies);
    expect(new Set(companies.map((company) => company.city)).size).toBeGreaterThan(150);
    expect(new Set(companies.map((company) => company.regionSlug)).size).toBe(16);
  });

  it('keeps slugs unique and valid even where names repeat', () => {
    expect(new Set(companies.map((company) => company.slug)).size).toBe(companies.length);
    for (const company of companies) {
      expect(company.slug).toMatch(SLUG);
      if (company.zip !== null) expect(company.zip).toMatch(/^\d{5}$/);
      expect(company.latitude).toBeGreaterThan(47);
      expect(company.latitude).toBeLessThan(55.2);
    }
  });
});

describe('syntheticListings', () => {
  const companies = syntheticCompanies(200, 5, NOW);

  it('streams lazily: the first rows of a billion arrive at once', () => {
    const rows = take(syntheticListings(1_000_000_000, 5, companies, NOW), 50);
    expect(rows).toHaveLength(50);
  });

  it('yields the same rows for the same seed and different ones for another seed', () => {
    const first = take(syntheticListings(300, 5, companies, NOW), 300);
    expect(take(syntheticListings(300, 5, companies, NOW), 300)).toEqual(first);
    expect(take(syntheticListings(300, 6, companies, NOW), 1)[0]?.id).not.toBe(first[0]?.id);
  });

  it('produces valid, unique listings that belong to the given companies', () => {
    const rows = [...syntheticListings(2000, 5, companies, NOW)];
    expect(rows).toHaveLength(2000);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2000);
    const companyIds = new Set(companies.map((company) => company.id));
    for (const row of rows) {
      expect(companyIds.has(row.companyId)).toBe(true);
      expect(row.title).toContain('(m/w/d)');
    }
    for (const row of rows.slice(0, 300)) {
      const parsed = createListingSchema.safeParse({
        ...row,
        sector: row.sectorKey,
        type: row.typeKey,
        duration: row.durationKey,
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
    const ownPlaces = rows.filter((row) => row.city !== null);
    expect(ownPlaces.length / rows.length).toBeGreaterThan(0.25);
    expect(new Set(ownPlaces.map((row) => row.city)).size).toBeGreaterThan(100);
  });
});
