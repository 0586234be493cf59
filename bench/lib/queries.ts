/**
 * The fixed search mix: what visitors of Praxisnah type and click, in the proportions the benchmark reports on.
 * Every entry is one API request; the same request to Meilisearch and to the PostgreSQL baseline is derived from it.
 */
export type QueryKind = 'text' | 'text+radius' | 'radius-big' | 'radius-small' | 'facets' | 'distance' | 'ausbildung' | 'smart' | 'browse';

export interface BenchQuery {
  id: string;
  kind: QueryKind;
  /** GET search of internships or Ausbildung places, or the smart search (POST). */
  endpoint: 'internships' | 'ausbildung' | 'smart';
  /** Query-string parameters of a GET search, exactly as the web client sends them. */
  params?: Record<string, string>;
  /** Body of a smart search. */
  smart?: { query: string; isAusbildung?: boolean };
}

const get = (
  id: string,
  kind: QueryKind,
  params: Record<string, string>,
  endpoint: 'internships' | 'ausbildung' = 'internships',
): BenchQuery => ({
  id,
  kind,
  endpoint,
  params,
});
const smart = (id: string, query: string): BenchQuery => ({ id, kind: 'smart', endpoint: 'smart', smart: { query } });

/** 35 queries; "big" places have more than 500,000 inhabitants, "small" ones fewer than 30,000. */
export const QUERY_MIX: readonly BenchQuery[] = [
  get('browse', 'browse', {}),
  get('text-mechatroniker', 'text', { q: 'Mechatroniker' }),
  get('text-fachinformatiker', 'text', { q: 'Fachinformatiker' }),
  get('text-pflege', 'text', { q: 'Pflege' }),
  get('text-marketing-praktikum', 'text', { q: 'Marketing Praktikum' }),
  get('text-typo-elektronikr', 'text', { q: 'Elektronikr' }),
  get('text-social-media', 'text', { q: 'Social Media' }),
  get('radius-berlin', 'radius-big', { location: 'Berlin' }),
  get('radius-muenchen-25', 'radius-big', { location: 'München', radius: '25' }),
  get('radius-koeln-text-10', 'radius-big', { location: 'Köln (10 km Umkreis)' }),
  get('radius-wunsiedel-30', 'radius-small', { location: 'Wunsiedel', radius: '30' }),
  get('radius-husum-20', 'radius-small', { location: 'Husum', radius: '20' }),
  get('radius-cochem-25', 'radius-small', { location: 'Cochem', radius: '25' }),
  get('facet-sector-it', 'facets', { sector: 'it_kommunikation' }),
  get('facet-bau-schueler', 'facets', { sector: 'bau_handwerk', type: 'schuelerpraktikum' }),
  get('facet-three-facets', 'facets', {
    sector: 'gesundheit_soziales,bildung_wissenschaft',
    type: 'pflichtpraktikum,freiwilliges_praktikum',
    duration: '3_4_wochen',
  }),
  get('facet-ferien-leipzig-30', 'facets', { type: 'ferienpraktikum', location: 'Leipzig', radius: '30' }),
  get('distance-frankfurt-20', 'distance', { location: 'Frankfurt am Main', radius: '20', sort: 'distance' }),
  get('distance-zittau-40', 'distance', { location: 'Zittau', radius: '40', sort: 'distance' }),
  get('distance-gps-stuttgart-15', 'distance', { lat: '48.7758', lon: '9.1829', radius: '15', sort: 'distance', q: 'Elektroniker' }),
  get('newest-medien', 'facets', { sector: 'medien_kultur', sort: 'newest' }),
  get('text-radius-mechatroniker-stuttgart-50', 'text+radius', { q: 'Mechatroniker', location: 'Stuttgart', radius: '50' }),
  get('text-radius-bank-duesseldorf-25', 'text+radius', { q: 'Bank', location: 'Düsseldorf', radius: '25' }),
  get('text-radius-kita-dresden-20', 'text+radius', { q: 'Kita', location: 'Dresden', radius: '20' }),
  get('text-radius-tischler-rosenheim-30', 'text+radius', { q: 'Tischler', location: 'Rosenheim', radius: '30' }),
  get('ausbildung-start-pay', 'ausbildung', { ausbildungStart: '2027-08', minVergutung: '1000' }, 'ausbildung'),
  get(
    'ausbildung-kfz-hannover-40',
    'ausbildung',
    { q: 'Kfz-Mechatroniker', ausbildungStart: '2027-08,2027-09', minVergutung: '900', location: 'Hannover', radius: '40' },
    'ausbildung',
  ),
  get('ausbildung-finanz-1100', 'ausbildung', { sector: 'finanz_versicherung', minVergutung: '1100' }, 'ausbildung'),
  get(
    'ausbildung-fachinformatiker-nuernberg-30',
    'ausbildung',
    { q: 'Fachinformatiker', location: 'Nürnberg', radius: '30', ausbildungStart: '2027-09' },
    'ausbildung',
  ),
  get('ausbildung-passau-50', 'ausbildung', { location: 'Passau', radius: '50', minVergutung: '950' }, 'ausbildung'),
  smart('smart-mechatroniker-stuttgart', 'Ausbildung Mechatroniker ab August 2027 in Stuttgart'),
  smart('smart-kita-hamburg-10', 'Schülerpraktikum Kita bei Hamburg im Umkreis von 10 km'),
  smart('smart-azubi-pflege-muenchen', 'azubi pflege münchen'),
  smart('smart-bank-duesseldorf', 'Praktikum 3-4 Wochen Bank Düsseldorf'),
  smart('smart-ferien-hotel-koeln', 'Ferienpraktikum Hotel Koeln'),
];

/** The 20 queries of `search-api-vs-meili.ts`: the first 20 of the mix minus browse, spread over every kind. */
export const API_VS_MEILI_MIX: readonly BenchQuery[] = [
  'text-mechatroniker',
  'text-pflege',
  'text-marketing-praktikum',
  'text-typo-elektronikr',
  'radius-berlin',
  'radius-muenchen-25',
  'radius-wunsiedel-30',
  'radius-husum-20',
  'facet-sector-it',
  'facet-three-facets',
  'facet-ferien-leipzig-30',
  'distance-frankfurt-20',
  'distance-gps-stuttgart-15',
  'text-radius-mechatroniker-stuttgart-50',
  'text-radius-kita-dresden-20',
  'ausbildung-start-pay',
  'ausbildung-kfz-hannover-40',
  'ausbildung-passau-50',
  'smart-kita-hamburg-10',
  'smart-azubi-pflege-muenchen',
].map((id) => {
  const query = QUERY_MIX.find((candidate) => candidate.id === id);
  if (!query) throw new Error(`Unknown query ${id}`);
  return query;
});

/** Method, path and body of the API request of a query. */
export function apiRequest(query: BenchQuery): { method: 'GET' | 'POST'; path: string; body?: string } {
  if (query.endpoint === 'smart') return { method: 'POST', path: '/api/internships/smart-search', body: JSON.stringify(query.smart) };
  const base = query.endpoint === 'ausbildung' ? '/api/ausbildungsplaetze/search' : '/api/internships/search';
  const search = new URLSearchParams(query.params ?? {}).toString();
  return { method: 'GET', path: search ? `${base}?${search}` : base };
}
