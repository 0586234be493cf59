import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `recompute_regions()` meant to resolve each distinct postcode once, but PostgreSQL inlined `region_for()` into the
 * join filter and the SET list, so it ran once per row, twice per moved row: at 100,000 companies and 100,000 listings
 * one call with nothing to move had not finished after 110 s (bench/region-recompute.ts). A materialized mapping per
 * table keeps it at one call per distinct postcode (at most about 8,200).
 */
export class RegionRecomputePerPostcode1795660000002 implements MigrationInterface {
  name = 'RegionRecomputePerPostcode1795660000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION recompute_regions() RETURNS int LANGUAGE plpgsql AS $$
      DECLARE moved int := 0; n int;
      BEGIN
        WITH m AS MATERIALIZED (
          SELECT zip, region_for(zip) AS region_id FROM (SELECT DISTINCT zip FROM companies WHERE zip IS NOT NULL) z
        )
        UPDATE companies t SET region_id = m.region_id FROM m WHERE t.zip = m.zip AND t.region_id IS DISTINCT FROM m.region_id;
        GET DIAGNOSTICS n = ROW_COUNT; moved := moved + n;
        WITH m AS MATERIALIZED (
          SELECT zip, region_for(zip) AS region_id FROM (SELECT DISTINCT zip FROM listings WHERE zip IS NOT NULL) z
        )
        UPDATE listings t SET region_id = m.region_id FROM m WHERE t.zip = m.zip AND t.region_id IS DISTINCT FROM m.region_id;
        GET DIAGNOSTICS n = ROW_COUNT; moved := moved + n;
        WITH m AS MATERIALIZED (
          SELECT zip, region_for(zip) AS region_id FROM (SELECT DISTINCT zip FROM events WHERE zip IS NOT NULL) z
        )
        UPDATE events t SET region_id = m.region_id FROM m
          WHERE t.zip = m.zip AND m.region_id IS NOT NULL AND t.region_id IS DISTINCT FROM m.region_id;
        GET DIAGNOSTICS n = ROW_COUNT; moved := moved + n;
        RETURN moved;
      END $$;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION recompute_regions() RETURNS int LANGUAGE plpgsql AS $$
      DECLARE moved int := 0; n int;
      BEGIN
        UPDATE companies t SET region_id = m.region_id
          FROM (SELECT zip, region_for(zip) AS region_id FROM (SELECT DISTINCT zip FROM companies WHERE zip IS NOT NULL) z) m
          WHERE t.zip = m.zip AND t.region_id IS DISTINCT FROM m.region_id;
        GET DIAGNOSTICS n = ROW_COUNT; moved := moved + n;
        UPDATE listings t SET region_id = m.region_id
          FROM (SELECT zip, region_for(zip) AS region_id FROM (SELECT DISTINCT zip FROM listings WHERE zip IS NOT NULL) z) m
          WHERE t.zip = m.zip AND t.region_id IS DISTINCT FROM m.region_id;
        GET DIAGNOSTICS n = ROW_COUNT; moved := moved + n;
        UPDATE events t SET region_id = m.region_id
          FROM (SELECT zip, region_for(zip) AS region_id FROM (SELECT DISTINCT zip FROM events WHERE zip IS NOT NULL) z) m
          WHERE t.zip = m.zip AND m.region_id IS NOT NULL AND t.region_id IS DISTINCT FROM m.region_id;
        GET DIAGNOSTICS n = ROW_COUNT; moved := moved + n;
        RETURN moved;
      END $$;
    `);
  }
}
