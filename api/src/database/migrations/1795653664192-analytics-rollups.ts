import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Aggregates the dashboards read, maintained by the analytics worker with one upsert per fact, so no request scans
 * raw events: daily counts per metric, region and vertical; searches per query and place; publish-to-searchable
 * times as a histogram; and the day's visitor hashes (kept only until the day ends, to count each visitor once).
 */
export class AnalyticsRollups1795653664192 implements MigrationInterface {
  name = 'AnalyticsRollups1795653664192';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE analytics_metric_daily (
        day date NOT NULL,
        metric text NOT NULL,
        region_id int NOT NULL DEFAULT 0,
        vertical text NOT NULL DEFAULT '',
        count int NOT NULL DEFAULT 0,
        PRIMARY KEY (day, metric, region_id, vertical)
      );
      CREATE TABLE analytics_search_daily (
        day date NOT NULL,
        region_id int NOT NULL DEFAULT 0,
        vertical text NOT NULL,
        sector text NOT NULL DEFAULT '',
        place text NOT NULL DEFAULT '',
        query text NOT NULL DEFAULT '',
        latitude real,
        longitude real,
        searches int NOT NULL DEFAULT 0,
        zero_results int NOT NULL DEFAULT 0,
        low_results int NOT NULL DEFAULT 0,
        results bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (day, region_id, vertical, sector, place, query)
      );
      CREATE INDEX analytics_search_daily_sector_idx ON analytics_search_daily(sector, day);
      CREATE TABLE analytics_query_daily (
        day date NOT NULL,
        region_id int NOT NULL DEFAULT 0,
        vertical text NOT NULL,
        query text NOT NULL DEFAULT '',
        searches int NOT NULL DEFAULT 0,
        zero_results int NOT NULL DEFAULT 0,
        low_results int NOT NULL DEFAULT 0,
        PRIMARY KEY (region_id, day, vertical, query)
      );
      CREATE INDEX analytics_query_daily_query_idx ON analytics_query_daily (region_id, vertical, query, day);
      CREATE INDEX analytics_query_daily_unmet_idx ON analytics_query_daily (region_id, day)
        INCLUDE (vertical, query, zero_results, low_results) WHERE zero_results + low_results > 0;
      CREATE TABLE analytics_search_monthly (
        month date NOT NULL,
        region_id int NOT NULL DEFAULT 0,
        vertical text NOT NULL,
        query text NOT NULL DEFAULT '',
        searches int NOT NULL DEFAULT 0,
        zero_results int NOT NULL DEFAULT 0,
        low_results int NOT NULL DEFAULT 0,
        PRIMARY KEY (region_id, month, vertical, query)
      );
      CREATE INDEX analytics_search_monthly_query_idx ON analytics_search_monthly (region_id, vertical, query, month);
      CREATE INDEX analytics_search_monthly_unmet_idx ON analytics_search_monthly (region_id, month)
        INCLUDE (vertical, query, zero_results, low_results) WHERE zero_results + low_results > 0;
      CREATE TABLE analytics_freshness_daily (
        day date NOT NULL,
        bucket smallint NOT NULL,
        count int NOT NULL DEFAULT 0,
        max_ms int NOT NULL DEFAULT 0,
        PRIMARY KEY (day, bucket)
      );
      CREATE TABLE analytics_visitors_daily (
        day date NOT NULL,
        visitor_hash text NOT NULL,
        PRIMARY KEY (day, visitor_hash)
      );
      CREATE INDEX analytics_events_occurred_idx ON analytics_events(occurred_at);
      -- The region a point counts for: the nearest region whose circle holds it, else none (0).
      CREATE FUNCTION analytics_region_at(lat double precision, lon double precision) RETURNS int
      LANGUAGE sql STABLE AS $$
        SELECT COALESCE((
          SELECT r.id FROM regions r
          WHERE 111.2 * sqrt((lat - r.latitude) ^ 2 + (cos(radians(lat)) * (lon - r.longitude)) ^ 2) <= r.radius_km
          ORDER BY (lat - r.latitude) ^ 2 + (cos(radians(lat)) * (lon - r.longitude)) ^ 2
          LIMIT 1
        ), 0)
      $$;
      CREATE INDEX analytics_daily_company_day_idx ON analytics_daily(company_id, day);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX analytics_daily_company_day_idx;
      DROP INDEX analytics_events_occurred_idx;
      DROP FUNCTION analytics_region_at(double precision, double precision);
      DROP TABLE analytics_visitors_daily, analytics_freshness_daily, analytics_search_monthly, analytics_query_daily, analytics_search_daily, analytics_metric_daily;
    `);
  }
}
