import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { berlinDate } from '../../shared/calendar/berlin-date';
import {
  ALL_REGIONS,
  MIN_SHOWN_COUNT,
  NEARBY_DEMAND_DAYS,
  NEARBY_DEMAND_RADIUS_KM,
  type AdminAnalytics,
  type AdminRegion,
  type CompanyAnalytics,
  type DailyByVertical,
  type DailyMetric,
  type DashboardRange,
  type DistrictDemand,
  type FreshnessDay,
  type MetricTotals,
  type NearbyDemandRow,
  type QueryCount,
  type RegionAnalytics,
  type RegionDemand,
  type UnmetDemandRow,
} from '@praxisnah/contracts';

const ENGAGEMENT_METRICS = ['listing_view', 'event_view', 'company_view', 'favourite', 'share'];
const GROWTH_METRICS = ['listing_created', 'company_created', 'event_created'];
const REGION_METRICS: Record<keyof RegionAnalytics['totals'], string> = {
  searches: 'search',
  zeroResultSearches: 'search_zero',
  listingViews: 'listing_view',
  eventViews: 'event_view',
  companyViews: 'company_view',
  favourites: 'favourite',
  newListings: 'listing_created',
  newCompanies: 'company_created',
  newEvents: 'event_created',
};
/** The metric of each total; visitors of one region are counted apart (`region_visitor`), see `totals`. */
const TOTAL_METRICS: Record<keyof MetricTotals, string> = {
  searches: 'search',
  visitors: 'visitor',
  pageViews: 'page_view',
  listingViews: 'listing_view',
  eventViews: 'event_view',
  companyViews: 'company_view',
  favourites: 'favourite',
  shares: 'share',
  mapClicks: 'map_click',
  suggestionsTaken: 'suggestion_taken',
  shortLinkOpens: 'short_link_open',
  newListings: 'listing_created',
  newCompanies: 'company_created',
  newEvents: 'event_created',
};
const WEEKS_SHOWN = 12;
const TOP_QUERIES = 50;
const UNMET_ROWS = 200;
const FRESHNESS_GROWTH = 1.1;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const shown = (count: number) => (count < MIN_SHOWN_COUNT ? null : count);

const DAY_MS = 86_400_000;

/**
 * The whole months (or years) of a range, as [start, end); none when start equals end. Nothing is recorded after
 * today, so when the range reaches today the month (year) it ends in counts as whole: its rollup holds just the
 * days up to today.
 */
function wholePeriods(from: string, to: string, open: boolean, unit: 'month' | 'year'): { start: string; end: string } {
  const startOf = (date: Date, offset: number) =>
    unit === 'month' ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1) : Date.UTC(date.getUTCFullYear() + offset, 0, 1);
  const first = new Date(`${from}T00:00:00Z`);
  const start = startOf(first, 0) === first.getTime() ? first.getTime() : startOf(first, 1);
  const last = new Date(`${to}T00:00:00Z`);
  const end = open ? startOf(last, 1) : startOf(new Date(last.getTime() + DAY_MS), 0);
  return start < end ? { start: isoDay(new Date(start)), end: isoDay(new Date(end)) } : { start: from, end: from };
}

/**
 * How a range is read: its whole years from a yearly rollup, the other whole months from a monthly one, the days
 * before and after those from a daily one. A year's keys are hardly more than a month's, so a year over every
 * district sums one year of rows instead of twelve months of them, and the days of the current month come from it.
 */
export function rangePeriods(
  from: string,
  to: string,
  today?: string,
): { months: { start: string; end: string }; years: { start: string; end: string } } {
  const open = today !== undefined && to >= today;
  const months = wholePeriods(from, to, open, 'month');
  const years = wholePeriods(from, to, open, 'year');
  return { months, years: years.start < years.end ? years : { start: months.start, end: months.start } };
}

/**
 * A range read from daily, monthly and yearly rollups, each as index ranges (see `rangePeriods`): $1–$2 the range,
 * $3–$4 its whole months, $6–$7 its whole years. Without a yearly rollup the monthly one serves the years too.
 */
function rangeSql(tables: { daily: string; monthly: string; yearly?: string }, columns: string, condition: string): string {
  const years = tables.yearly
    ? `SELECT ${columns} FROM ${tables.yearly} WHERE ${condition} AND year >= $6 AND year < $7`
    : `SELECT ${columns} FROM ${tables.monthly} WHERE ${condition} AND month >= $6 AND month < $7`;
  return `(
    ${years}
    UNION ALL
    SELECT ${columns} FROM ${tables.monthly} WHERE ${condition} AND month >= $3 AND month < $6
    UNION ALL
    SELECT ${columns} FROM ${tables.monthly} WHERE ${condition} AND month >= $7 AND month < $4
    UNION ALL
    SELECT ${columns} FROM ${tables.daily} WHERE ${condition} AND day >= $1 AND day < $3
    UNION ALL
    SELECT ${columns} FROM ${tables.daily} WHERE ${condition} AND day >= $4 AND day <= $2
  )`;
}

/** Every dashboard number, read from the aggregates the analytics worker maintains; no request reads raw events. */
@Injectable()
export class AnalyticsDashboardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  regions(): Promise<AdminRegion[]> {
    return this.dataSource.query<AdminRegion[]>(`SELECT id, name, latitude, longitude, radius_km AS "radiusKm" FROM regions ORDER BY name`);
  }

  async admin(range: DashboardRange): Promise<AdminAnalytics> {
    const region = range.region ?? null;
    const [totals, searchesPerDay, engagementPerDay, growthPerDay, topQueries, unmetDemand, regions, districts, freshness] =
      await Promise.all([
        this.totals(range.from, range.to, region),
        this.daily<DailyByVertical>(
          `SELECT day::text AS day, vertical, sum(count)::int AS count FROM analytics_metric_daily
         WHERE metric = 'search' AND day BETWEEN $1 AND $2 AND ($3::int IS NULL OR region_id = $3)
         GROUP BY day, vertical ORDER BY day, vertical`,
          range.from,
          range.to,
          region,
        ),
        this.metricsPerDay(ENGAGEMENT_METRICS, range.from, range.to, region),
        this.metricsPerDay(GROWTH_METRICS, range.from, range.to, region),
        this.topQueries(range.from, range.to, region),
        this.unmetDemand(range.from, range.to, region),
        this.regionDemand(range.from, range.to),
        this.districtDemand(range.from, range.to, region),
        this.freshness(range.from, range.to),
      ]);
    return {
      range: { from: range.from, to: range.to, region },
      totals,
      searchesPerDay,
      engagementPerDay,
      growthPerDay,
      topQueries,
      unmetDemand,
      regions,
      districts,
      freshness,
    };
  }

  /** One region's numbers (`region` null: every region together), from the same aggregates as the admin dashboard. */
  async region(from: string, to: string, region: { id: number; slug: string; name: string } | null): Promise<RegionAnalytics> {
    const regionId = region?.id ?? null;
    const [perDay, topQueries, unmetDemand] = await Promise.all([
      this.metricsPerDay(Object.values(REGION_METRICS), from, to, regionId),
      this.topQueries(from, to, regionId),
      this.unmetDemand(from, to, regionId),
    ]);
    const sum = (metric: string) => perDay.reduce((total, row) => total + (row.metric === metric ? row.count : 0), 0);
    const totals = Object.fromEntries(Object.entries(REGION_METRICS).map(([key, metric]) => [key, sum(metric)]));
    return {
      range: { from, to, region: region ? { slug: region.slug, name: region.name } : null },
      totals: totals as RegionAnalytics['totals'],
      unmetDemand,
      topQueries,
    };
  }

  private daily<T>(sql: string, ...values: unknown[]): Promise<T[]> {
    return this.dataSource.query<T[]>(sql, values);
  }

  /** Visitors of one region are those counted in it (once per day there); of every region, once per day overall. */
  private async totals(from: string, to: string, region: number | null): Promise<MetricTotals> {
    const metrics: Record<keyof MetricTotals, string> = { ...TOTAL_METRICS, visitors: region === null ? 'visitor' : 'region_visitor' };
    const rows = await this.dataSource.query<{ metric: string; count: number }[]>(
      `SELECT metric, sum(count)::int AS count FROM analytics_metric_daily
       WHERE day BETWEEN $1 AND $2 AND metric = ANY($4) AND ($3::int IS NULL OR region_id = $3)
       GROUP BY metric`,
      [from, to, region, Object.values(metrics)],
    );
    const byMetric = new Map(rows.map((row) => [row.metric, row.count]));
    return Object.fromEntries(Object.entries(metrics).map(([key, metric]) => [key, byMetric.get(metric) ?? 0])) as unknown as MetricTotals;
  }

  private metricsPerDay(metrics: string[], from: string, to: string, region: number | null): Promise<DailyMetric[]> {
    return this.daily<DailyMetric>(
      `SELECT day::text AS day, metric, sum(count)::int AS count FROM analytics_metric_daily
       WHERE metric = ANY($4) AND day BETWEEN $1 AND $2 AND ($3::int IS NULL OR region_id = $3)
       GROUP BY day, metric ORDER BY day, metric`,
      from,
      to,
      region,
      metrics,
    );
  }

  private searchParams(from: string, to: string, region: number): unknown[] {
    const { months, years } = rangePeriods(from, to, berlinDate());
    return [from, to, months.start, months.end, region, years.start, years.end];
  }

  /** The most searched words; every region together is one row per query (region -1), so it costs what one region does. */
  private topQueries(from: string, to: string, region: number | null): Promise<QueryCount[]> {
    const rows = rangeSql(
      { daily: 'analytics_query_daily', monthly: 'analytics_search_monthly', yearly: 'analytics_search_yearly' },
      'vertical, query, searches, zero_results, low_results',
      'region_id = $5',
    );
    return this.dataSource.query<QueryCount[]>(
      `SELECT query, vertical, sum(searches)::int AS searches, sum(zero_results)::int AS "zeroResults", sum(low_results)::int AS "lowResults"
       FROM ${rows} s WHERE query <> ''
       GROUP BY query, vertical ORDER BY sum(searches) DESC, query LIMIT ${TOP_QUERIES}`,
      this.searchParams(from, to, region ?? ALL_REGIONS),
    );
  }

  /**
   * Searches that found nothing or almost nothing, by district and job title: what a content team can act on. The
   * ranking groups two integers (district, term id) over the rows that have unanswered searches (a partial index holds
   * just those); the names and the total searches of the rows shown are looked up after, one index range each.
   */
  private unmetDemand(from: string, to: string, region: number | null): Promise<UnmetDemandRow[]> {
    const tables = {
      daily: 'analytics_district_query_daily',
      monthly: 'analytics_district_query_monthly',
      yearly: 'analytics_district_query_yearly',
    };
    const unmet = rangeSql(tables, 'district, term_id, zero_results, low_results', 'region_id = $5 AND zero_results + low_results > 0');
    const searches = rangeSql(tables, 'searches', 'region_id = $5 AND district = u.district AND term_id = u.term_id');
    return this.dataSource.query<UnmetDemandRow[]>(
      `WITH unmet AS (
         SELECT district, term_id, sum(zero_results)::int AS zero, sum(low_results)::int AS low
         FROM ${unmet} s
         GROUP BY district, term_id
         ORDER BY sum(zero_results) + sum(low_results) DESC, district, term_id LIMIT ${UNMET_ROWS}
       )
       SELECT u.district AS "districtCode", COALESCE(d.name, 'Ort unbekannt') AS district, t.query, t.vertical,
         (SELECT sum(searches)::int FROM ${searches} s) AS searches, u.zero AS "zeroResults", u.low AS "lowResults"
       FROM unmet u JOIN analytics_search_terms t ON t.id = u.term_id LEFT JOIN analytics_districts d ON d.code = u.district
       ORDER BY u.zero + u.low DESC, searches DESC, t.query, district`,
      this.searchParams(from, to, region ?? ALL_REGIONS),
    );
  }

  /** Every region with its visitors and searches, and how many found nothing or little (from the daily metrics). */
  private regionDemand(from: string, to: string): Promise<RegionDemand[]> {
    return this.dataSource.query<RegionDemand[]>(
      `SELECT r.id AS "regionId", r.name AS region, r.latitude, r.longitude,
         COALESCE(sum(m.count) FILTER (WHERE m.metric = 'region_visitor'), 0)::int AS visitors,
         COALESCE(sum(m.count) FILTER (WHERE m.metric = 'search'), 0)::int AS searches,
         COALESCE(sum(m.count) FILTER (WHERE m.metric = 'search_zero'), 0)::int AS "zeroResults",
         COALESCE(sum(m.count) FILTER (WHERE m.metric = 'search_low'), 0)::int AS "lowResults"
       FROM regions r
       LEFT JOIN analytics_metric_daily m ON m.region_id = r.id AND m.day BETWEEN $1 AND $2
         AND m.metric IN ('region_visitor', 'search', 'search_zero', 'search_low')
       GROUP BY r.id ORDER BY r.name`,
      [from, to],
    );
  }

  /** Every district with searches in the range (of the region, or of all), for the map: one circle each. */
  private districtDemand(from: string, to: string, region: number | null): Promise<DistrictDemand[]> {
    const rows = rangeSql(
      { daily: 'analytics_district_daily', monthly: 'analytics_district_monthly' },
      'district, searches, zero_results, low_results',
      'region_id = $5',
    );
    return this.dataSource.query<DistrictDemand[]>(
      `SELECT d.code AS "districtCode", d.name AS district, d.latitude, d.longitude, sum(s.searches)::int AS searches,
         sum(s.zero_results)::int AS "zeroResults", sum(s.low_results)::int AS "lowResults"
       FROM ${rows} s JOIN analytics_districts d ON d.code = s.district
       GROUP BY d.code ORDER BY d.name`,
      this.searchParams(from, to, region ?? ALL_REGIONS),
    );
  }

  /** p50, p95 and max of publish-to-searchable per day, from the daily histograms (bucket upper bounds, 10 % wide). */
  private async freshness(from: string, to: string): Promise<FreshnessDay[]> {
    const rows = await this.dataSource.query<{ day: string; count: number; p50: number; p95: number; maxMs: number }[]>(
      `WITH h AS (
         SELECT day, bucket, count, max_ms,
           sum(count) OVER (PARTITION BY day ORDER BY bucket) AS running,
           sum(count) OVER (PARTITION BY day) AS total
         FROM analytics_freshness_daily WHERE day BETWEEN $1 AND $2
       )
       SELECT day::text AS day, max(total)::int AS count,
         min(bucket) FILTER (WHERE running >= 0.5 * total) AS p50,
         min(bucket) FILTER (WHERE running >= 0.95 * total) AS p95,
         max(max_ms)::int AS "maxMs"
       FROM h GROUP BY day ORDER BY day`,
      [from, to],
    );
    const upper = (bucket: number, maxMs: number) => Math.min(maxMs, Math.round(FRESHNESS_GROWTH ** bucket));
    return rows.map((row) => ({
      day: row.day,
      count: row.count,
      p50Ms: upper(row.p50, row.maxMs),
      p95Ms: upper(row.p95, row.maxMs),
      maxMs: row.maxMs,
    }));
  }

  /** The company's own numbers only: every query is bound to its id. */
  async company(companyId: string, now = new Date()): Promise<CompanyAnalytics> {
    const today = isoDay(now);
    const firstWeek = isoDay(new Date(now.getTime() - (WEEKS_SHOWN * 7 - 1) * 86_400_000));
    const [listings, weeks, nearby] = await Promise.all([
      this.dataSource.query<{ listingId: string; title: string; views: number; favourites: number; shares: number; weekly: number[] }[]>(
        `SELECT l.id AS "listingId", l.title,
           COALESCE(sum(a.count) FILTER (WHERE a.event_type = 'listing_view'), 0)::int AS views,
           COALESCE(sum(a.count) FILTER (WHERE a.event_type = 'favourite'), 0)::int AS favourites,
           COALESCE(sum(a.count) FILTER (WHERE a.event_type = 'share'), 0)::int AS shares,
           ARRAY(
             SELECT COALESCE(sum(w.count), 0)::int FROM generate_series(0, ${WEEKS_SHOWN - 1}) g(n)
             LEFT JOIN analytics_daily w ON w.entity_id = l.id AND w.company_id = $1 AND w.event_type = 'listing_view'
               AND w.day >= $2::date + g.n * 7 AND w.day < $2::date + (g.n + 1) * 7
             GROUP BY g.n ORDER BY g.n
           ) AS weekly
         FROM listings l
         LEFT JOIN analytics_daily a ON a.entity_id = l.id AND a.company_id = $1 AND a.day >= $2
         WHERE l.company_id = $1
         GROUP BY l.id ORDER BY views DESC, l.title`,
        [companyId, firstWeek],
      ),
      this.dataSource.query<{ week: string; views: number; favourites: number; shares: number }[]>(
        `SELECT ($2::date + g.n * 7)::text AS week,
           COALESCE(sum(a.count) FILTER (WHERE a.event_type IN ('listing_view', 'event_view', 'company_view')), 0)::int AS views,
           COALESCE(sum(a.count) FILTER (WHERE a.event_type = 'favourite'), 0)::int AS favourites,
           COALESCE(sum(a.count) FILTER (WHERE a.event_type = 'share'), 0)::int AS shares
         FROM generate_series(0, ${WEEKS_SHOWN - 1}) g(n)
         LEFT JOIN analytics_daily a ON a.company_id = $1 AND a.day >= $2::date + g.n * 7 AND a.day < $2::date + (g.n + 1) * 7
           AND a.day <= $3::date
         GROUP BY g.n ORDER BY g.n`,
        [companyId, firstWeek, today],
      ),
      this.nearby(companyId, now),
    ]);
    return { listings, weeks, nearby };
  }

  /**
   * What was searched within 25 km of the company in its sector in the last 30 days. Search places are town centres,
   * so the circle is checked against those; a bounding box first keeps it on few rows.
   */
  private async nearby(companyId: string, now: Date): Promise<CompanyAnalytics['nearby']> {
    const [company] = await this.dataSource.query<{ latitude: number | null; longitude: number | null; sector: string | null }[]>(
      `SELECT c.latitude, c.longitude, s.key AS sector FROM companies c LEFT JOIN sectors s ON s.id = c.sector_id WHERE c.id = $1`,
      [companyId],
    );
    const base = { radiusKm: NEARBY_DEMAND_RADIUS_KM, days: NEARBY_DEMAND_DAYS, sector: company?.sector ?? null };
    if (!company || company.latitude === null || company.longitude === null || !company.sector) return { ...base, rows: [] };
    const since = isoDay(new Date(now.getTime() - (NEARBY_DEMAND_DAYS - 1) * 86_400_000));
    const latSpan = NEARBY_DEMAND_RADIUS_KM / 111.2;
    const lonSpan = latSpan / Math.cos((company.latitude * Math.PI) / 180);
    const rows = await this.dataSource.query<{ query: string; vertical: string; searches: number; results: number; zero: number }[]>(
      `SELECT query, vertical, sum(searches)::int AS searches, sum(results)::float8 AS results, sum(zero_results)::int AS zero
       FROM analytics_search_daily
       WHERE sector = $1 AND day >= $2 AND query <> ''
         AND latitude BETWEEN $3::float8 - $5::float8 AND $3::float8 + $5::float8
         AND longitude BETWEEN $4::float8 - $6::float8 AND $4::float8 + $6::float8
         AND 111.2 * sqrt((latitude - $3::float8) ^ 2 + (cos(radians($3::float8)) * (longitude - $4::float8)) ^ 2) <= $7
       GROUP BY query, vertical ORDER BY sum(searches) DESC, query LIMIT 20`,
      [company.sector, since, company.latitude, company.longitude, latSpan, lonSpan, NEARBY_DEMAND_RADIUS_KM],
    );
    const demand: NearbyDemandRow[] = rows.map((row) => ({
      query: row.query,
      vertical: row.vertical,
      searches: shown(row.searches),
      averageResults: row.searches >= MIN_SHOWN_COUNT ? Math.round((row.results / row.searches) * 10) / 10 : null,
      zeroResults: shown(row.zero),
    }));
    return { ...base, rows: demand };
  }
}
