import { germanAnalyzer } from './analysis/german-analyzer';
import type { ListingDocument } from './documents';

/**
 * Meilisearch read models. Index uids carry a prefix so tests and benchmarks each get their own namespace.
 * Settings are applied at start-up and on every reindex.
 */
export const INDEX_NAMES = ['listings', 'companies', 'events'] as const;
export type IndexName = (typeof INDEX_NAMES)[number];

export function indexUid(prefix: string, name: IndexName): string {
  return `${prefix}${name}`;
}

/** One process's namespace of index uids (the prefix keeps tests and benchmarks apart). */
export class IndexNamespace {
  constructor(readonly prefix: string) {}

  uid(name: IndexName): string {
    return indexUid(this.prefix, name);
  }
}

/**
 * Synonyms a German school-leaver expects in the company directory: Azubi means Ausbildung, IT meets Informatik.
 * The listings index has none: its documents and queries go through one German analysis (analysis/) whose
 * job-title catalogue groups names symmetrically.
 */
export const GERMAN_SYNONYMS: Record<string, string[]> = {
  azubi: ['ausbildung', 'auszubildende', 'auszubildender'],
  lehre: ['ausbildung'],
  lehrstelle: ['ausbildung', 'ausbildungsplatz'],
  ausbildungsplatz: ['ausbildung'],
  ausbildung: ['azubi', 'lehre', 'ausbildungsplatz'],
  praktika: ['praktikum'],
  praktikum: ['praktika', 'praktikant'],
  praktikant: ['praktikum'],
  praktikantin: ['praktikum'],
  it: ['informatik', 'edv'],
  informatik: ['it'],
  edv: ['it', 'informatik'],
  kfz: ['kraftfahrzeug', 'auto'],
  auto: ['kfz'],
  pflege: ['pflegefachkraft', 'krankenpflege', 'altenpflege'],
  kita: ['kindertagesstätte', 'kindergarten', 'erzieher'],
  erzieher: ['kita'],
  büro: ['bürokaufmann', 'büromanagement'],
  programmieren: ['softwareentwicklung', 'programmierer', 'entwickler'],
  programmierer: ['softwareentwicklung', 'entwickler'],
};

/**
 * No language is set for any attribute (null resets one set before). With German, Meilisearch 1.21's segmenter cuts
 * words missing from its dictionary into fragments ("Mechatroniker" → me|chat|ro|ni|ker; fixed only in charabia
 * 0.9.8), and as the last query words are dropped when few listings match all of them, a search for
 * "Mechatroniker" found every listing mentioning "Social Media". Compound parts come from searchTerms instead
 * (german-text.ts), built from the whole words of titles, skills and company names.
 */
const NO_LOCALES = null;

/**
 * Filterable attributes, compared for equality only unless they are asked for ranges. Meilisearch keeps range levels
 * only for the latter, which saves each update of a million listings about 200 ms of "post processing facets".
 */
function filterable(equality: string[], ranges: string[] = []) {
  const features = (comparison: boolean) => ({ facetSearch: false, filter: { equality: true, comparison } });
  return [
    { attributePatterns: equality, features: features(false) },
    ...(ranges.length ? [{ attributePatterns: ranges, features: features(true) }] : []),
  ];
}

// No index has `_geo`: Meilisearch rebuilds its geo index whole on every update and reads it whole on every geo query,
// which cost seconds per update (for one company among 100,000 as for a million listings) and 55–100 ms per search.
// Radius filters on listings and events use `geoCells` (geo-cells.ts); the company directory filters its list by
// distance in the client, so companies need no geo field.
/** The listings index's searchable fields, in the order they rank. */
export const LISTING_SEARCHABLE_ATTRIBUTES = [
  'titleTerms',
  'searchTerms',
  'skillTerms',
  'contextTerms',
  'placeTerms',
  'descriptionTerms',
  'prefixTerms',
  'descriptionGroupTerms',
] as const satisfies readonly (keyof ListingDocument)[];
/**
 * What a query naming a job searches first (AnalyzedQuery.namesJob): every field but the company's name and sector,
 * which are searched only when no listing's own words match.
 */
export const LISTING_JOB_ATTRIBUTES = LISTING_SEARCHABLE_ATTRIBUTES.filter((attribute) => attribute !== 'contextTerms');
/**
 * What every query searches first: what the listing says it is (title, job names, type, place), without the skills a
 * company tags it with or the free text of its description, where "Ablage im Büro" or "Pflege der Website" match
 * words the listing is not about.
 */
export const LISTING_HEADLINE_ATTRIBUTES = LISTING_JOB_ATTRIBUTES.filter(
  (attribute) => attribute !== 'descriptionTerms' && attribute !== 'skillTerms',
);

export const INDEX_SETTINGS: Record<IndexName, Record<string, unknown>> = {
  listings: {
    // Every searchable field is German analysis (documents.ts), asked with the analysed query: a title match ranks
    // above one in the type, then skills, then company and sector, then place, then description, then a cut-off word's prefix; a
    // catalogue group only the description names last ("MFA" finds "… als Medizinische Fachangestellte" below every
    // listing whose title, job name or skill is one).
    searchableAttributes: [...LISTING_SEARCHABLE_ATTRIBUTES],
    // Sorting ("Neueste zuerst") comes before the attribute rule, which in Meilisearch 1.21 also ranks by the position of a
    // word within its field: the analysed fields hold a varying number of terms before a word, so sorted results
    // were otherwise ordered by that position first. Without a sort the rule does nothing and attributes rank as before.
    // Highlighted placement (Premium) comes last: it only orders listings that every rule before found equally good,
    // so a better textual match and an explicit sort always win; with no words typed it puts highlighted cards first.
    rankingRules: ['words', 'typo', 'proximity', 'sort', 'attribute', 'exactness', 'placementRank:desc'],
    filterableAttributes: filterable(
      ['id', 'geoCells', 'state', 'sector.key', 'type.key', 'duration', 'isAusbildung', 'company.id', 'company.slug', 'ausbildungStart'],
      ['vergütung1Jahr', 'validFromTs', 'validToTs'],
    ),
    sortableAttributes: ['createdAtTs'],
    displayedAttributes: ['*'],
    // Facets are catalogue keys the client knows; ids and cells need no search index of their own.
    facetSearch: false,
    // Prefix databases are recomputed for the first letters of every word a new listing brings: over a million
    // listings that took 0.5–0.8 s of each small update, so publishing could not become searchable within a second.
    // A cut-off word ("Mechatron") matches prefixTerms instead: the beginnings of each listing's own title words,
    // indexed as words, so a new listing adds a few words of its own and no index-wide prefix database is rebuilt.
    // The beginnings of the words most titles carry ("Prakt…", "Schülerprak…") are synonyms of those words instead
    // (searchSynonyms): as terms of most listings, each would be a long document list rewritten by every update.
    prefixSearch: 'disabled',
    localizedAttributes: NO_LOCALES,
    // Read when the settings are applied, not when this module loads: building them reads the German dictionary.
    get synonyms() {
      return germanAnalyzer().searchSynonyms();
    },
    // Place names are never typo-matched (Hamburg is no Homburg), nor are prefixes (Kassel is no Kasse…), nor a catalogue
    // group's token anywhere: nobody types one, and one letter apart they name other jobs (synmfa is no synzfa: "MFA"
    // found every Zahnmedizinische Fachangestellte after the Medizinische). A typo needs a word of 5 letters, two a word
    // of 9 (Meilisearch's defaults): query words are stems, shorter than typed, and with 4 and 8 the stem of "Bäckerin"
    // ("back") found every Bankkaufmann and "Konditorin" a Finanzkontor's listings.
    get typoTolerance() {
      return {
        minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
        disableOnAttributes: ['placeTerms', 'prefixTerms', 'descriptionGroupTerms'],
        disableOnWords: germanAnalyzer().catalogueTokens(),
      };
    },
    pagination: { maxTotalHits: 10000 },
    faceting: { maxValuesPerFacet: 100 },
  },
  companies: {
    searchableAttributes: ['name', 'searchTerms', 'city', 'sector.label', 'description'],
    filterableAttributes: filterable(['id', 'sectorId', 'sector.key', 'verified', 'slug']),
    sortableAttributes: ['rank', 'name'],
    // Without it every update rebuilt the facet-search tables of 100,000 ids and slugs: a one-company update took
    // 66 ms instead of 37 ms at 100,000 companies, and it holds up the listings' next batch as long.
    facetSearch: false,
    localizedAttributes: NO_LOCALES,
    synonyms: GERMAN_SYNONYMS,
    pagination: { maxTotalHits: 200000 },
  },
  events: {
    searchableAttributes: ['title', 'city', 'location', 'description'],
    filterableAttributes: filterable(['id', 'geoCells', 'state', 'sectorKeys', 'highlightKeys', 'company.id'], ['eventDateTs']),
    sortableAttributes: ['eventDateTs'],
    facetSearch: false,
    localizedAttributes: NO_LOCALES,
    pagination: { maxTotalHits: 10000 },
  },
};
