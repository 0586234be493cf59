import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { buildListingCard, type ListingCard, type ListingCompanyRecord, type ListingRecord } from '@praxisnah/contracts';
import { GERMAN_SYNONYMS, germanAnalyzer, LISTING_RECORD_COLUMNS, PUBLIC_LISTING_CONDITION } from '@praxisnah/read-models';
import type { CapturedSearch } from './meili-request';

/**
 * The search a team would write without a search engine: plain SQL over the listings table, German full text with
 * to_tsvector/to_tsquery, a haversine great-circle distance for the radius, and the same response as the API (one page
 * of cards, the total capped at 10,000 like Meilisearch's, and disjunctive facet counts). Each word of q, or one of its
 * synonyms (the index's own table), must begin a word of the listing's title or description or of its company's name.
 * Whole words alone left the baseline answering an easier question: German compounds put the word people type in
 * front ("Bank" in "Bankkaufmann", "Tischler" in "Tischlerei"), and around Düsseldorf it found none of the API's 165
 * bank listings, around Rosenheim 9 of its 43 Tischler ones; as prefixes it finds 164 and 43. Without the company name
 * and the synonyms, "Kita" around Dresden found none of the 103 listings the API finds (Kita companies' listings,
 * Erzieher places). A job title of the catalogue reaches Meilisearch as its group's token ("Kita" as the Erzieher
 * group's), which no row holds; the baseline searches for any of the group's names instead. Meilisearch also searches
 * skills, sector, type and city, tolerates typos, matches compound parts at the end of a word and, for several words,
 * also counts listings matching only the first ones; so the baseline can still find fewer (the report's "PG hits").
 */
export interface BaselineSpec {
  isAusbildung: boolean;
  /** The words Meilisearch was asked for: stems, and for a job title of the catalogue its group's token. */
  q: string;
  /** Each group token of q with the names of its group, searched instead of the token. */
  names: Record<string, string[]>;
  center: { latitude: number; longitude: number; radiusKm: number } | null;
  sector: string[];
  type: string[];
  duration: string[];
  ausbildungStart: string[];
  /** Cents per month, like the column. */
  minVergutung: number | null;
  sort: 'relevance' | 'newest' | 'oldest' | 'distance';
  page: number;
  pageSize: number;
}

/**
 * The German text of a listing and of a company name, on a table or an alias (`l.`, `c.`). Conditions use them
 * unqualified on the plain table, exactly as the GIN indexes below do, so that PostgreSQL uses those indexes.
 */
const listingText = (table = '') => `to_tsvector('german', ${table}title || ' ' || ${table}description)`;
const companyText = (table = '') => `to_tsvector('german', ${table}name)`;

/** Indexes a team would add for these queries: btree on the filters and sort keys, GIN on the German text. */
export const BASELINE_INDEXES: readonly { name: string; sql: string }[] = [
  { name: 'public filter (btree)', sql: 'CREATE INDEX bench_listings_public_idx ON listings (is_ausbildung, status, valid_to)' },
  { name: 'sector (btree)', sql: 'CREATE INDEX bench_listings_sector_idx ON listings (sector_id)' },
  { name: 'type (btree)', sql: 'CREATE INDEX bench_listings_type_idx ON listings (type_key)' },
  { name: 'Ausbildung start (btree)', sql: 'CREATE INDEX bench_listings_start_idx ON listings (ausbildung_start)' },
  { name: 'created_at (btree)', sql: 'CREATE INDEX bench_listings_created_idx ON listings (created_at)' },
  {
    name: "German full text of title and description (GIN on to_tsvector('german', …))",
    sql: `CREATE INDEX bench_listings_fts_idx ON listings USING gin (${listingText()})`,
  },
  {
    name: "German full text of company names (GIN on to_tsvector('german', name))",
    sql: `CREATE INDEX bench_companies_fts_idx ON companies USING gin (${companyText()})`,
  },
];

const LISTING_LAT = 'coalesce(l.latitude, c.latitude)';
const LISTING_LON = 'coalesce(l.longitude, c.longitude)';

/** Great-circle distance in km (earth radius 6371 km) from the parameters $lat/$lon to the listing's location. */
function haversine(lat: string, lon: string): string {
  return `(6371 * 2 * asin(sqrt(power(sin(radians(${LISTING_LAT} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${LISTING_LAT})) * power(sin(radians(${LISTING_LON} - ${lon}) / 2), 2))))`;
}

export function baselineSpec(captured: CapturedSearch): BaselineSpec {
  const { params, isAusbildung, center } = captured;
  const main = captured.phases[0]!.queries[0] as { q?: string };
  // A catalogue title reaches Meilisearch as its group's token, which only the index's documents hold; the typed words,
  // read again, tell which names it stands for (the place words the API took out of them have no token in q).
  const analyzer = germanAnalyzer();
  const typed = analyzer.analyzeQuery(params.q ?? '', isAusbildung ? 'ausbildung' : 'praktikum');
  const widened = analyzer.searchSynonyms();
  const names = Object.fromEntries(
    typed.parts.flatMap(({ token, group, typed: word, alsoSearched }): [string, string[]][] => {
      if (group) return [[token, group.names]];
      // A workplace ("Bank") reaches Meilisearch as a token of its own that the index's synonyms widen to the word and
      // its jobs' groups: no row holds the token, so the baseline searches the word and the jobs' names.
      if (Object.hasOwn(widened, token) && !wordsOf(word).includes(token)) return [[token, [word, ...alsoSearched]]];
      return [];
    }),
  );
  return {
    isAusbildung,
    q: main.q ?? '',
    names,
    center: center ? { latitude: center.latitude, longitude: center.longitude, radiusKm: center.radius } : null,
    sector: params.sector ?? [],
    type: params.type ?? [],
    duration: params.duration ?? [],
    ausbildungStart: params.ausbildungStart ?? [],
    minVergutung: params.minVergutung ? Math.round(params.minVergutung * 100) : null,
    sort: params.sort,
    page: params.page,
    pageSize: params.pageSize,
  };
}

type FacetName = 'sector' | 'type' | 'duration' | 'ausbildungStart';
const FACET_COLUMN: Record<FacetName, string> = {
  sector: 's.key',
  type: 'l.type_key',
  duration: 'l.duration_key',
  ausbildungStart: 'l.ausbildung_start',
};

class Sql {
  readonly values: unknown[] = [];
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const wordsOf = (q: string) =>
  q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** q without the words PostgreSQL's German dictionary drops ("der", "in"): alone in a condition, they would match nothing. */
async function withoutStopWords(pool: Pool, q: string): Promise<string> {
  const words = wordsOf(q);
  if (!words.length) return '';
  const { rows } = await pool.query<{ word: string }>(
    `SELECT word FROM unnest($1::text[]) WITH ORDINALITY AS words (word, position)
     WHERE numnode(plainto_tsquery('german', word)) > 0 ORDER BY position`,
    [words],
  );
  return rows.map((row) => row.word).join(' ');
}

/**
 * Each word of q as a tsquery of the word or one of its synonyms (the index's own table, GERMAN_SYNONYMS), or of one
 * of the names a group token stands for, each word of a name as the beginning of a word (`:*`). wordsOf keeps letters
 * and digits only, so no term can carry tsquery syntax; PostgreSQL leaves out a name's stop words ("in der").
 */
function wordQueries(spec: Pick<BaselineSpec, 'q' | 'names'>, sql: Sql): string[] {
  const prefixOf = (term: string) => `to_tsquery('german', ${sql.param(term)} || ':*')`;
  const nameQuery = (name: string) => `(${wordsOf(name).map(prefixOf).join(' && ')})`;
  const termsOf = (word: string) =>
    Object.hasOwn(spec.names, word) && spec.names[word]!.length ? spec.names[word]! : [word, ...(GERMAN_SYNONYMS[word] ?? [])];
  return wordsOf(spec.q).map((word) => `(${termsOf(word).map(nameQuery).join(' || ')})`);
}

/**
 * The listings with the word in their title or description, or in their company's name: each side found through its
 * own GIN index (an OR over the join could use neither and would read every listing).
 */
function textMatch(word: string): string {
  return `l.id IN (
    SELECT id FROM listings WHERE ${listingText()} @@ ${word}
    UNION ALL
    SELECT id FROM listings WHERE company_id IN (SELECT id FROM companies WHERE ${companyText()} @@ ${word}))`;
}

function where(spec: BaselineSpec, sql: Sql, without?: FacetName): string {
  const conditions = [PUBLIC_LISTING_CONDITION, `l.is_ausbildung = ${sql.param(spec.isAusbildung)}`];
  for (const word of wordQueries(spec, sql)) conditions.push(textMatch(word));
  if (spec.center) {
    const distance = haversine(`${sql.param(spec.center.latitude)}::float8`, `${sql.param(spec.center.longitude)}::float8`);
    conditions.push(`${distance} <= ${sql.param(spec.center.radiusKm)}`);
  }
  if (spec.minVergutung !== null) conditions.push(`l.verguetung_1_jahr >= ${sql.param(spec.minVergutung)}`);
  for (const name of Object.keys(FACET_COLUMN) as FacetName[]) {
    if (name === without || spec[name].length === 0) continue;
    conditions.push(`${FACET_COLUMN[name]} = ANY(${sql.param(spec[name])}::text[])`);
  }
  return conditions.join(' AND ');
}

const FROM = 'FROM listings l JOIN sectors s ON s.id = l.sector_id JOIN companies c ON c.id = l.company_id';

function orderBy(spec: BaselineSpec, sql: Sql): string {
  if (spec.sort === 'distance' && spec.center) {
    return `ORDER BY ${haversine(`${sql.param(spec.center.latitude)}::float8`, `${sql.param(spec.center.longitude)}::float8`)}`;
  }
  if (spec.sort === 'oldest') return 'ORDER BY l.created_at ASC';
  const words = spec.sort === 'relevance' ? wordQueries(spec, sql) : [];
  const text = words.join(' && ');
  if (text) return `ORDER BY ts_rank(${listingText('l.')}, ${text}) + ts_rank(${companyText('c.')}, ${text}) DESC, l.created_at DESC`;
  return 'ORDER BY l.created_at DESC';
}

export interface BaselineResult {
  items: ListingCard[];
  total: number;
  facets: Record<string, Record<string, number>>;
}

/**
 * Runs one statement on its own pooled connection; skipped when the search was abandoned before it started, and
 * cancelled in PostgreSQL (pg_cancel_backend) when it is abandoned while running, so an abandoned search stops
 * costing CPU at once instead of slowing whatever is measured next.
 */
export interface BaselinePools {
  /** Runs the statements. */
  pool: Pool;
  /** Cancels abandoned ones, so a cancel never waits behind the statements it should stop. */
  cancelPool: Pool;
}

async function statement<R extends QueryResultRow>(
  { pool, cancelPool }: BaselinePools,
  text: string,
  values: unknown[],
  signal?: AbortSignal,
): Promise<R[]> {
  if (signal?.aborted) return [];
  const client = await pool.connect();
  const pid = (client as PoolClient & { processID?: number }).processID;
  const cancel = () => void cancelPool.query('SELECT pg_cancel_backend($1)', [pid]).catch(() => undefined);
  try {
    if (signal?.aborted) return [];
    signal?.addEventListener('abort', cancel, { once: true });
    return (await client.query<R>(text, values)).rows;
  } catch (error) {
    if (signal?.aborted) return [];
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
    client.release();
  }
}

/** One search: the page, the (capped) total and each facet's counts as separate statements, run side by side on the pool. */
export async function baselineSearch(pools: BaselinePools, asked: BaselineSpec, signal?: AbortSignal): Promise<BaselineResult> {
  const spec = { ...asked, q: await withoutStopWords(pools.pool, asked.q) };
  const page = new Sql();
  const pageSql = `SELECT ${LISTING_RECORD_COLUMNS},
      json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'address', c.address, 'city', c.city, 'zip', c.zip,
        'latitude', c.latitude, 'longitude', c.longitude) AS company
    ${FROM} WHERE ${where(spec, page)} ${orderBy(spec, page)}
    LIMIT ${page.param(spec.pageSize)} OFFSET ${page.param((spec.page - 1) * spec.pageSize)}`;
  const total = new Sql();
  const totalSql = `SELECT count(*)::int AS total FROM (SELECT 1 ${FROM} WHERE ${where(spec, total)} LIMIT 10000) matches`;
  const facetNames: FacetName[] = spec.isAusbildung ? ['sector', 'ausbildungStart'] : ['sector', 'type', 'duration'];
  const facetQueries = facetNames.map((name) => {
    const sql = new Sql();
    return {
      name,
      text: `SELECT ${FACET_COLUMN[name]} AS value, count(*)::int AS count ${FROM} WHERE ${where(spec, sql, name)} GROUP BY 1`,
      values: sql.values,
    };
  });
  const [pageRows, totalRows, ...facetRows] = await Promise.all([
    statement<ListingRecord & { company: ListingCompanyRecord }>(pools, pageSql, page.values, signal),
    statement<{ total: number }>(pools, totalSql, total.values, signal),
    ...facetQueries.map((facet) => statement<{ value: string | null; count: number }>(pools, facet.text, facet.values, signal)),
  ]);
  const facets: BaselineResult['facets'] = {};
  facetQueries.forEach((facet, index) => {
    const counts: Record<string, number> = {};
    for (const row of facetRows[index]!) if (row.value !== null) counts[row.value] = row.count;
    facets[facet.name] = counts;
  });
  return {
    items: pageRows.map((row) => buildListingCard(row, row.company)),
    total: totalRows[0]?.total ?? 0,
    facets,
  };
}
