import { SECTOR_KEYS } from '../../contracts/src/catalog';
import { createPlacePicker, loadGermanPlaces } from './german-places';
import { createBag, createRandom, stableUuid } from './random';
import { buildCompany, chooseCompanyName, createListingFactory, describeCompany, slugify } from './row-builders';
import type { CompanyRow, ListingRow } from './seed-types';

const EMPTY_NAMES: ReadonlySet<string> = new Set();

/**
 * Companies for the benchmark, spread over all German places with at least 1,000 inhabitants, weighted by population.
 * Slugs carry the running number, so names may repeat (as they do in reality) while slugs stay unique; ids live in
 * their own namespace and never clash with the demo companies.
 */
export function syntheticCompanies(count: number, seed: number, now: Date = new Date()): CompanyRow[] {
  const random = createRandom(seed).fork('synthetic-companies');
  const pickPlace = createPlacePicker(random, loadGermanPlaces());
  const nextSector = createBag(random, SECTOR_KEYS);
  const companies: CompanyRow[] = [];
  for (let index = 0; index < count; index++) {
    const place = pickPlace();
    const sectorKey = nextSector();
    const choice = chooseCompanyName(random, sectorKey, place, EMPTY_NAMES);
    const slug = `${slugify(choice.name)}-${index + 1}`;
    companies.push(
      buildCompany(random, {
        id: stableUuid(seed, 'synthetic-company', index),
        name: choice.name,
        slug,
        description: describeCompany(random, choice, place),
        sectorKey,
        place,
        now,
        verified: random.chance(0.7),
        withLogo: random.chance(0.5),
      }),
    );
  }
  return companies;
}

/**
 * Streams `count` listings of the demo shape for the given companies, one at a time, so a million rows never sit in
 * memory together. About a third get their own branch address somewhere in Germany (population-weighted). The same
 * count, seed, companies and `now` always yield the same rows.
 */
export function* syntheticListings(
  count: number,
  seed: number,
  companies: readonly CompanyRow[],
  now: Date = new Date(),
): Generator<ListingRow, void, undefined> {
  if (companies.length === 0) throw new Error('syntheticListings() braucht mindestens ein Unternehmen');
  const random = createRandom(seed).fork('synthetic-listings');
  const pickPlace = createPlacePicker(random, loadGermanPlaces());
  const factory = createListingFactory({ seed, now, random, idNamespace: 'synthetic-listing', pickBranchPlace: () => pickPlace() });
  for (let index = 0; index < count; index++) {
    const company = companies[random.int(0, companies.length - 1)] as CompanyRow;
    yield factory.build(company, index);
  }
}
