import { MigrationInterface, QueryRunner } from 'typeorm';
import { districts } from '../../modules/geo/gazetteer';

/**
 * Searches per region, district (and term) over a day or a month. With terms, a partial index holds the rows with
 * unanswered searches, and the primary key finds one term's searches over a range.
 */
const rollupTable = (name: string, bucket: 'day' | 'month' | 'year', perTerm: boolean) => {
  const key = perTerm ? `region_id, district, term_id, ${bucket}` : `region_id, ${bucket}, district`;
  const unmetIndex = `CREATE INDEX ${name}_unmet_idx ON ${name} (region_id, ${bucket})
    INCLUDE (district, term_id, zero_results, low_results) WHERE zero_results + low_results > 0;`;
  return `
    CREATE TABLE ${name} (
      region_id int NOT NULL,
      district int NOT NULL,
      ${perTerm ? 'term_id int NOT NULL,' : ''}
      ${bucket} date NOT NULL,
      searches int NOT NULL DEFAULT 0,
      zero_results int NOT NULL DEFAULT 0,
      low_results int NOT NULL DEFAULT 0,
      PRIMARY KEY (${key})
    );
    ${perTerm ? unmetIndex : ''}`;
};

/**
 * Unanswered searches by district (Landkreis or kreisfreie Stadt) and job title, and visitors per region, as
 * aggregates the analytics worker keeps up to date with each batch of facts:
 * - `analytics_districts`: the about 400 districts of the offline gazetteer (Kreisschlüssel, name, centre) for the map;
 * - `analytics_search_terms`: each searched job title (normalised words and vertical) once, so the per-district
 *   rollups group by two integers instead of text: a year over every district sums 300,000 rows or more;
 * - `analytics_district_query_daily` / `_monthly` / `_yearly`: searches, zero- and low-result searches per day (month,
 *   year), region, district and term; region -1 holds every region together, so all regions cost what one does. A partial index
 *   holds only rows with unanswered searches, the primary key finds a term's searches over a range;
 * - `analytics_district_daily` / `_monthly`: searches per district and day (month), for the map;
 * - `analytics_search_yearly`: searches per year, region and words, beside the daily and monthly ones: a year's keys
 *   are hardly more than a month's, so a range reads its whole years once instead of each of their months;
 * - `analytics_region_visitors_daily`: the day's visitor hashes per region (kept until the day ends), so a visitor
 *   counts once per day and region (metric `region_visitor`).
 */
export class AnalyticsDistricts1795662000000 implements MigrationInterface {
  name = 'AnalyticsDistricts1795662000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE analytics_districts (
        code int PRIMARY KEY,
        name text NOT NULL,
        latitude real NOT NULL,
        longitude real NOT NULL
      );
      CREATE TABLE analytics_search_terms (
        id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        vertical text NOT NULL,
        query text NOT NULL,
        UNIQUE (vertical, query)
      );
      ${rollupTable('analytics_district_query_daily', 'day', true)}
      ${rollupTable('analytics_district_query_monthly', 'month', true)}
      ${rollupTable('analytics_district_query_yearly', 'year', true)}
      ${rollupTable('analytics_district_daily', 'day', false)}
      ${rollupTable('analytics_district_monthly', 'month', false)}
      CREATE TABLE analytics_search_yearly (
        region_id int NOT NULL,
        year date NOT NULL,
        vertical text NOT NULL,
        query text NOT NULL DEFAULT '',
        searches int NOT NULL DEFAULT 0,
        zero_results int NOT NULL DEFAULT 0,
        low_results int NOT NULL DEFAULT 0,
        PRIMARY KEY (region_id, year, vertical, query)
      );
      CREATE TABLE analytics_region_visitors_daily (
        day date NOT NULL,
        region_id int NOT NULL,
        visitor_hash text NOT NULL,
        PRIMARY KEY (day, region_id, visitor_hash)
      );
    `);
    const rows = districts();
    await queryRunner.query(
      `INSERT INTO analytics_districts (code, name, latitude, longitude)
       SELECT * FROM unnest($1::int[], $2::text[], $3::real[], $4::real[])`,
      [rows.map((row) => row.code), rows.map((row) => row.name), rows.map((row) => row.latitude), rows.map((row) => row.longitude)],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TABLE analytics_region_visitors_daily, analytics_search_yearly, analytics_district_query_yearly, analytics_district_monthly, analytics_district_daily, analytics_district_query_monthly,
        analytics_district_query_daily, analytics_search_terms, analytics_districts;
    `);
  }
}
