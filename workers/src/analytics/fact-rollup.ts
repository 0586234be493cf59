import type { Pool } from 'pg';
import { LOW_RESULT_LIMIT } from '@praxisnah/contracts';

/** One fact as it is stored: the raw row and the keys of every aggregate it counts in. */
export interface FactRow {
  sourceId: string;
  type: string;
  /** The aggregate counter it adds to (e.g. favourite on → `favourite`, off → `favourite_removed`). */
  metric: string;
  entityId: string | null;
  /** Whether the entity's own daily counter counts it (views, favourites, shares: what a company sees). */
  perEntity: boolean;
  companyId: string | null;
  vertical: string;
  latitude: number | null;
  longitude: number | null;
  visitorHash: string | null;
  data: Record<string, unknown>;
  occurredAt: string;
  search: { query: string; sector: string; place: string; results: number } | null;
}

/**
 * Stores a fact and counts it in every aggregate in one statement, so the raw row and the counts commit together;
 * a replayed fact meets its source id and counts nothing (the aggregates read only rows the insert returned).
 * Days are Berlin days. The region is that of the fact's place, else that of its company.
 */
const RECORD_FACT_SQL = `
WITH ins AS (
  INSERT INTO analytics_events (source_id, event_type, entity_id, company_id, event_data, occurred_at)
  VALUES ($1, $2, $3::uuid,
    COALESCE($4::uuid, (SELECT company_id FROM listings WHERE id = $3::uuid), (SELECT company_id FROM events WHERE id = $3::uuid)),
    $5::jsonb, $6::timestamptz)
  ON CONFLICT (source_id) DO NOTHING
  RETURNING company_id, (occurred_at AT TIME ZONE 'Europe/Berlin')::date AS day
),
place AS (
  SELECT COALESCE(
    CASE WHEN $8::float8 IS NOT NULL THEN NULLIF(analytics_region_at($8::float8, $9::float8), 0) END,
    (SELECT COALESCE(c.region_id, CASE WHEN c.latitude IS NOT NULL THEN analytics_region_at(c.latitude, c.longitude) END)
       FROM companies c WHERE c.id = (SELECT company_id FROM ins)),
    0) AS region_id
),
metric AS (
  INSERT INTO analytics_metric_daily (day, metric, region_id, vertical, count)
  SELECT ins.day, $7, place.region_id, $10, 1 FROM ins, place
  UNION ALL
  SELECT ins.day, 'search_zero', place.region_id, $10, 1 FROM ins, place WHERE $13::int = 0
  ON CONFLICT (day, metric, region_id, vertical) DO UPDATE SET count = analytics_metric_daily.count + EXCLUDED.count
),
per_entity AS (
  INSERT INTO analytics_daily (day, event_type, entity_id, company_id, count)
  SELECT ins.day, $7, $3::uuid, ins.company_id, 1 FROM ins WHERE $3::uuid IS NOT NULL AND $16::boolean
  ON CONFLICT (day, event_type, entity_id) DO UPDATE SET count = analytics_daily.count + 1
),
visitor AS (
  INSERT INTO analytics_visitors_daily (day, visitor_hash) SELECT ins.day, $11 FROM ins WHERE $11::text IS NOT NULL
  ON CONFLICT DO NOTHING RETURNING day
),
visitors AS (
  INSERT INTO analytics_metric_daily (day, metric, region_id, vertical, count) SELECT day, 'visitor', 0, '', 1 FROM visitor
  ON CONFLICT (day, metric, region_id, vertical) DO UPDATE SET count = analytics_metric_daily.count + 1
),
search_daily AS (
  INSERT INTO analytics_search_daily AS s (day, region_id, vertical, sector, place, query, latitude, longitude, searches, zero_results, low_results, results)
  SELECT ins.day, place.region_id, $10, $12, $14, $15, $8, $9, 1, ($13::int = 0)::int, ($13::int BETWEEN 1 AND ${LOW_RESULT_LIMIT})::int, $13::int
  FROM ins, place WHERE $13::int IS NOT NULL
  ON CONFLICT (day, region_id, vertical, sector, place, query) DO UPDATE SET searches = s.searches + 1,
    zero_results = s.zero_results + EXCLUDED.zero_results, low_results = s.low_results + EXCLUDED.low_results,
    results = s.results + EXCLUDED.results
),
search_monthly AS (
  INSERT INTO analytics_search_monthly AS m (month, region_id, vertical, query, searches, zero_results, low_results)
  SELECT date_trunc('month', ins.day)::date, place.region_id, $10, $15, 1, ($13::int = 0)::int, ($13::int BETWEEN 1 AND ${LOW_RESULT_LIMIT})::int
  FROM ins, place WHERE $13::int IS NOT NULL
  ON CONFLICT (month, region_id, vertical, query) DO UPDATE SET searches = m.searches + 1,
    zero_results = m.zero_results + EXCLUDED.zero_results, low_results = m.low_results + EXCLUDED.low_results
)
SELECT count(*)::int AS inserted FROM ins`;

export async function recordFact(pool: Pick<Pool, 'query'>, fact: FactRow): Promise<boolean> {
  const { rows } = await pool.query<{ inserted: number }>(RECORD_FACT_SQL, [
    fact.sourceId,
    fact.type,
    fact.entityId,
    fact.companyId,
    JSON.stringify(fact.data),
    fact.occurredAt,
    fact.metric,
    fact.latitude,
    fact.longitude,
    fact.vertical,
    fact.visitorHash,
    fact.search?.sector ?? '',
    fact.search?.results ?? null,
    fact.search?.place ?? '',
    fact.search?.query ?? '',
    fact.perEntity,
  ]);
  return (rows[0]?.inserted ?? 0) > 0;
}

/** Publish-to-searchable times as a histogram of 10 % wide buckets per day: percentiles without keeping every sample. */
export const FRESHNESS_BUCKET_GROWTH = 1.1;
export const freshnessBucket = (ms: number) =>
  ms <= 1 ? 0 : Math.min(32_000, Math.ceil(Math.log(ms) / Math.log(FRESHNESS_BUCKET_GROWTH)));

export const RECORD_FRESHNESS_SQL = `
WITH ins AS (
  INSERT INTO analytics_events (source_id, event_type, entity_id, event_data) VALUES ($1, 'index_freshness', $2, $3)
  ON CONFLICT (source_id) DO NOTHING RETURNING (occurred_at AT TIME ZONE 'Europe/Berlin')::date AS day
)
INSERT INTO analytics_freshness_daily AS f (day, bucket, count, max_ms)
SELECT day, $4, 1, $5 FROM ins
ON CONFLICT (day, bucket) DO UPDATE SET count = f.count + 1, max_ms = greatest(f.max_ms, EXCLUDED.max_ms)`;
