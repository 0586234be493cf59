import type { Pool } from 'pg';
import { ALL_REGIONS, LOW_RESULT_LIMIT } from '@praxisnah/contracts';
import type { FactRow } from './fact-row';

const MONTH = "date_trunc('month', day)::date";
const YEAR = "date_trunc('year', day)::date";

/**
 * A statement (CTE) adding searches, zero- and low-result searches from `source` to a rollup whose key is the given
 * columns (their values from the source's columns).
 */
function countSearches(name: string, table: string, key: Record<string, string>, source: string): string {
  const columns = Object.keys(key).join(', ');
  return `${name} AS (
  INSERT INTO ${table} AS r (${columns}, searches, zero_results, low_results)
  SELECT ${Object.values(key).join(', ')}, count(*), count(*) FILTER (WHERE results = 0),
    count(*) FILTER (WHERE results BETWEEN 1 AND ${LOW_RESULT_LIMIT})
  FROM ${source} GROUP BY ${Object.keys(key)
    .map((_, index) => index + 1)
    .join(', ')}
  ON CONFLICT (${columns}) DO UPDATE SET searches = r.searches + EXCLUDED.searches,
    zero_results = r.zero_results + EXCLUDED.zero_results, low_results = r.low_results + EXCLUDED.low_results
)`;
}

/**
 * Stores a batch of facts and counts them in every aggregate in one statement, so raw rows and counts commit
 * together; a replayed fact meets its source id and counts nothing (the aggregates read only the rows the insert
 * returned). Days are Berlin days. The region is that of the fact's place, else that of its company. A visitor counts
 * once a day overall and once a day in each region it was seen in. Searches count per district and job title (the
 * term's id, see `RECORD_TERMS_SQL`), per day, month and year, under their region and under every region together.
 */
const RECORD_FACTS_SQL = `
WITH input AS (
  SELECT DISTINCT ON (source_id) * FROM unnest(
    $1::text[], $2::text[], $3::text[], $4::uuid[], $5::boolean[], $6::uuid[], $7::text[], $8::float8[], $9::float8[],
    $10::text[], $11::jsonb[], $12::timestamptz[], $13::text[], $14::text[], $15::text[], $16::int[], $17::int[]
  ) AS t(source_id, type, metric, entity_id, per_entity, company_id, vertical, latitude, longitude, visitor_hash, data,
         occurred_at, query, sector, place, results, district)
),
ins AS (
  INSERT INTO analytics_events (source_id, event_type, entity_id, company_id, event_data, occurred_at)
  SELECT source_id, type, entity_id,
    COALESCE(company_id, (SELECT l.company_id FROM listings l WHERE l.id = input.entity_id),
      (SELECT e.company_id FROM events e WHERE e.id = input.entity_id)),
    data, occurred_at
  FROM input
  ON CONFLICT (source_id) DO NOTHING
  RETURNING source_id, company_id
),
facts AS (
  SELECT i.*, ins.company_id AS owner, (i.occurred_at AT TIME ZONE 'Europe/Berlin')::date AS day,
    COALESCE(
      CASE WHEN i.latitude IS NOT NULL THEN NULLIF(analytics_region_at(i.latitude, i.longitude), 0) END,
      (SELECT COALESCE(c.region_id, CASE WHEN c.latitude IS NOT NULL THEN analytics_region_at(c.latitude, c.longitude) END)
         FROM companies c WHERE c.id = ins.company_id),
      0) AS region_id
  FROM input i JOIN ins USING (source_id)
),
searches AS (
  SELECT f.day, f.region_id, COALESCE(f.district, 0) AS district, f.query, f.vertical, f.results, r.region
  FROM facts f, LATERAL (VALUES (f.region_id), (${ALL_REGIONS})) r(region) WHERE f.results IS NOT NULL
),
term_searches AS (
  SELECT s.*, t.id AS term_id FROM searches s
  JOIN analytics_search_terms t ON t.vertical = s.vertical AND t.query = s.query
),
metric AS (
  INSERT INTO analytics_metric_daily AS m (day, metric, region_id, vertical, count)
  SELECT day, metric, region_id, vertical, count(*) FROM facts GROUP BY day, metric, region_id, vertical
  UNION ALL
  SELECT day, 'search_zero', region_id, vertical, count(*) FROM facts WHERE results = 0 GROUP BY day, region_id, vertical
  UNION ALL
  SELECT day, 'search_low', region_id, vertical, count(*) FROM facts WHERE results BETWEEN 1 AND ${LOW_RESULT_LIMIT}
  GROUP BY day, region_id, vertical
  ON CONFLICT (day, metric, region_id, vertical) DO UPDATE SET count = m.count + EXCLUDED.count
),
per_entity AS (
  INSERT INTO analytics_daily AS a (day, event_type, entity_id, company_id, count)
  SELECT day, metric, entity_id, max(owner::text)::uuid, count(*) FROM facts WHERE entity_id IS NOT NULL AND per_entity
  GROUP BY day, metric, entity_id
  ON CONFLICT (day, event_type, entity_id) DO UPDATE SET count = a.count + EXCLUDED.count
),
visitor AS (
  INSERT INTO analytics_visitors_daily (day, visitor_hash) SELECT DISTINCT day, visitor_hash FROM facts WHERE visitor_hash IS NOT NULL
  ON CONFLICT DO NOTHING RETURNING day
),
visitors AS (
  INSERT INTO analytics_metric_daily AS m (day, metric, region_id, vertical, count)
  SELECT day, 'visitor', 0, '', count(*) FROM visitor GROUP BY day
  ON CONFLICT (day, metric, region_id, vertical) DO UPDATE SET count = m.count + EXCLUDED.count
),
region_visitor AS (
  INSERT INTO analytics_region_visitors_daily (day, region_id, visitor_hash)
  SELECT DISTINCT day, region_id, visitor_hash FROM facts WHERE visitor_hash IS NOT NULL
  ON CONFLICT DO NOTHING RETURNING day, region_id
),
region_visitors AS (
  INSERT INTO analytics_metric_daily AS m (day, metric, region_id, vertical, count)
  SELECT day, 'region_visitor', region_id, '', count(*) FROM region_visitor GROUP BY day, region_id
  ON CONFLICT (day, metric, region_id, vertical) DO UPDATE SET count = m.count + EXCLUDED.count
),
${countSearches('district_daily', 'analytics_district_daily', { region_id: 'region', day: 'day', district: 'district' }, 'searches')},
${countSearches('district_monthly', 'analytics_district_monthly', { region_id: 'region', month: MONTH, district: 'district' }, 'searches')},
${countSearches('district_query_daily', 'analytics_district_query_daily', { region_id: 'region', district: 'district', term_id: 'term_id', day: 'day' }, 'term_searches')},
${countSearches('district_query_monthly', 'analytics_district_query_monthly', { region_id: 'region', district: 'district', term_id: 'term_id', month: MONTH }, 'term_searches')},
${countSearches('district_query_yearly', 'analytics_district_query_yearly', { region_id: 'region', district: 'district', term_id: 'term_id', year: YEAR }, 'term_searches')},
${countSearches('search_yearly', 'analytics_search_yearly', { region_id: 'region', year: YEAR, vertical: 'vertical', query: 'query' }, 'searches')},
search_daily AS (
  INSERT INTO analytics_search_daily AS s (day, region_id, vertical, sector, place, query, latitude, longitude, searches,
    zero_results, low_results, results)
  SELECT day, region_id, vertical, sector, place, query, max(latitude), max(longitude), count(*),
    count(*) FILTER (WHERE results = 0), count(*) FILTER (WHERE results BETWEEN 1 AND ${LOW_RESULT_LIMIT}), sum(results)
  FROM facts WHERE results IS NOT NULL GROUP BY day, region_id, vertical, sector, place, query
  ON CONFLICT (day, region_id, vertical, sector, place, query) DO UPDATE SET searches = s.searches + EXCLUDED.searches,
    zero_results = s.zero_results + EXCLUDED.zero_results, low_results = s.low_results + EXCLUDED.low_results,
    results = s.results + EXCLUDED.results
),
query_daily AS (
  INSERT INTO analytics_query_daily AS q (day, region_id, vertical, query, searches, zero_results, low_results)
  SELECT day, region, vertical, query, count(*), count(*) FILTER (WHERE results = 0),
    count(*) FILTER (WHERE results BETWEEN 1 AND ${LOW_RESULT_LIMIT})
  FROM facts, LATERAL (VALUES (region_id), (${ALL_REGIONS})) r(region) WHERE results IS NOT NULL
  GROUP BY day, region, vertical, query
  ON CONFLICT (region_id, day, vertical, query) DO UPDATE SET searches = q.searches + EXCLUDED.searches,
    zero_results = q.zero_results + EXCLUDED.zero_results, low_results = q.low_results + EXCLUDED.low_results
),
search_monthly AS (
  INSERT INTO analytics_search_monthly AS m (month, region_id, vertical, query, searches, zero_results, low_results)
  SELECT date_trunc('month', day)::date, region, vertical, query, count(*), count(*) FILTER (WHERE results = 0),
    count(*) FILTER (WHERE results BETWEEN 1 AND ${LOW_RESULT_LIMIT})
  FROM facts, LATERAL (VALUES (region_id), (${ALL_REGIONS})) r(region) WHERE results IS NOT NULL
  GROUP BY 1, region, vertical, query
  ON CONFLICT (region_id, month, vertical, query) DO UPDATE SET searches = m.searches + EXCLUDED.searches,
    zero_results = m.zero_results + EXCLUDED.zero_results, low_results = m.low_results + EXCLUDED.low_results
)
SELECT count(*)::int AS inserted FROM ins`;

/**
 * Gives each searched job title (words and vertical) of a batch its id, before the batch is recorded: committed on its
 * own, so the recording statement, which starts after it, sees every term, also one a concurrent batch added. Only
 * new terms are inserted, so the id sequence grows with the vocabulary, not with the searches.
 */
const RECORD_TERMS_SQL = `
INSERT INTO analytics_search_terms (vertical, query)
SELECT DISTINCT t.vertical, t.query FROM unnest($1::text[], $2::text[]) AS t(vertical, query)
WHERE NOT EXISTS (SELECT 1 FROM analytics_search_terms s WHERE s.vertical = t.vertical AND s.query = t.query)
ON CONFLICT DO NOTHING`;

/** Publish-to-searchable times as a histogram of 10 % wide buckets per day: percentiles without keeping every sample. */
export const FRESHNESS_BUCKET_GROWTH = 1.1;
export const freshnessBucket = (ms: number) =>
  ms <= 1 ? 0 : Math.min(32_000, Math.ceil(Math.log(ms) / Math.log(FRESHNESS_BUCKET_GROWTH)));

const RECORD_FRESHNESS_SQL = `
WITH ins AS (
  INSERT INTO analytics_events (source_id, event_type, entity_id, event_data, occurred_at) VALUES ($1, 'index_freshness', $2, $3, $6)
  ON CONFLICT (source_id) DO NOTHING RETURNING (occurred_at AT TIME ZONE 'Europe/Berlin')::date AS day
)
INSERT INTO analytics_freshness_daily AS f (day, bucket, count, max_ms)
SELECT day, $4, 1, $5 FROM ins
ON CONFLICT (day, bucket) DO UPDATE SET count = f.count + 1, max_ms = greatest(f.max_ms, EXCLUDED.max_ms)`;

/** Raw facts are deleted this many at a time, so no long lock blocks the recording. */
const DELETE_BATCH = 20_000;

/** One publish-to-searchable time: `ms` (whole, not negative) picks the histogram bucket, `data` is stored raw. */
export interface IndexFreshnessSample {
  sourceId: string;
  entityId: string | null;
  data: Record<string, unknown>;
  ms: number;
  occurredAt: string;
}

/**
 * The analytics store: raw facts (analytics_events) and the daily, monthly and yearly aggregates counted from them,
 * the index freshness histogram and the visitor hashes that count a visitor once a day.
 * Free of Nest's decorators (workers.module.ts provides it): the demo seed and the analytics benchmark run this file
 * under tsx, whose esbuild only knows standard decorators.
 */
export class AnalyticsFactRepository {
  constructor(private readonly db: Pick<Pool, 'query'>) {}

  /**
   * Records facts (any number, two statements: the terms, then everything else); answers how many were new. Both are
   * named, so each connection parses them once and, after its first few runs, keeps a generic plan: planning the
   * recording statement's dozen upserts cost PostgreSQL more than the rows of a small batch.
   */
  async record(facts: readonly FactRow[]): Promise<number> {
    if (facts.length === 0) return 0;
    const searches = facts.filter((fact) => fact.search !== null && fact.search.query !== '');
    if (searches.length > 0) {
      await this.db.query({
        name: 'analytics-record-terms',
        text: RECORD_TERMS_SQL,
        values: [searches.map((fact) => fact.vertical), searches.map((fact) => fact.search?.query ?? '')],
      });
    }
    const column = <T>(pick: (fact: FactRow) => T) => facts.map(pick);
    const { rows } = await this.db.query<{ inserted: number }>({
      name: 'analytics-record-facts',
      text: RECORD_FACTS_SQL,
      values: [
        column((fact) => fact.sourceId),
        column((fact) => fact.type),
        column((fact) => fact.metric),
        column((fact) => fact.entityId),
        column((fact) => fact.perEntity),
        column((fact) => fact.companyId),
        column((fact) => fact.vertical),
        column((fact) => fact.latitude),
        column((fact) => fact.longitude),
        column((fact) => fact.visitorHash),
        column((fact) => JSON.stringify(fact.data)),
        column((fact) => fact.occurredAt),
        column((fact) => fact.search?.query ?? ''),
        column((fact) => fact.search?.sector ?? ''),
        column((fact) => fact.search?.place ?? ''),
        column((fact) => fact.search?.results ?? null),
        column((fact) => fact.search?.districtCode ?? null),
      ],
    });
    return rows[0]?.inserted ?? 0;
  }

  /** Counts one sample in its day's histogram; a replayed sample (same source id) counts once. */
  async recordIndexFreshness(sample: IndexFreshnessSample): Promise<void> {
    await this.db.query(RECORD_FRESHNESS_SQL, [
      sample.sourceId,
      sample.entityId,
      sample.data,
      freshnessBucket(sample.ms),
      sample.ms,
      sample.occurredAt,
    ]);
  }

  /** Deletes the raw facts that occurred before `cutoff`, in batches; answers how many. The aggregates stay. */
  async deleteRawFactsBefore(cutoff: string): Promise<number> {
    let deleted = 0;
    for (;;) {
      const { rowCount } = await this.db.query(
        `DELETE FROM analytics_events WHERE id IN (SELECT id FROM analytics_events WHERE occurred_at < $1 LIMIT ${DELETE_BATCH})`,
        [cutoff],
      );
      deleted += rowCount ?? 0;
      if ((rowCount ?? 0) < DELETE_BATCH) return deleted;
    }
  }

  /** Deletes the visitor hashes (overall and per region) of the Berlin days before `now`'s; answers how many. */
  async deleteVisitorHashesBefore(now: Date): Promise<number> {
    let deleted = 0;
    for (const table of ['analytics_visitors_daily', 'analytics_region_visitors_daily']) {
      const hashes = await this.db.query(`DELETE FROM ${table} WHERE day < ($1::timestamptz AT TIME ZONE 'Europe/Berlin')::date`, [
        now.toISOString(),
      ]);
      deleted += hashes.rowCount ?? 0;
    }
    return deleted;
  }
}
