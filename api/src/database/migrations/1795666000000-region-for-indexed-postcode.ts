import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `region_for()` compared `postcode_states.zip` (character(5)) with a text argument, which casts the column and skips
 * its primary key: every call scanned all 8,147 postcodes once per region, about 1.7 ms. The insert triggers call it for
 * every company, listing and event, so seeding 100,000 companies took 125 s (20,755 rows/s before the regions existed),
 * and a region's area change spent most of its transaction here. Looking the state up once, by the key, gives the same
 * answer for every postcode in 0.04 ms.
 */
export class RegionForIndexedPostcode1795666000000 implements MigrationInterface {
  name = 'RegionForIndexedPostcode1795666000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION region_for(p_zip text) RETURNS int LANGUAGE sql STABLE AS $$
        SELECT r.id
        FROM regions r,
          (SELECT (SELECT ps.state FROM postcode_states ps WHERE ps.zip = p_zip::bpchar) AS state) postcode,
          LATERAL (SELECT EXISTS (
            SELECT 1 FROM unnest(r.postcode_ranges) AS span WHERE p_zip BETWEEN split_part(span, '-', 1) AND split_part(span, '-', 2)
          ) AS in_range) ranges
        WHERE p_zip IS NOT NULL AND (ranges.in_range OR postcode.state = ANY (r.states))
        ORDER BY ranges.in_range DESC, r.id
        LIMIT 1
      $$;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION region_for(p_zip text) RETURNS int LANGUAGE sql STABLE AS $$
        SELECT r.id FROM regions r
        WHERE p_zip IS NOT NULL AND (
          EXISTS (SELECT 1 FROM unnest(r.postcode_ranges) AS span WHERE p_zip BETWEEN split_part(span, '-', 1) AND split_part(span, '-', 2))
          OR (SELECT ps.state FROM postcode_states ps WHERE ps.zip = p_zip) = ANY (r.states))
        ORDER BY EXISTS (SELECT 1 FROM unnest(r.postcode_ranges) AS span WHERE p_zip BETWEEN split_part(span, '-', 1) AND split_part(span, '-', 2)) DESC, r.id
        LIMIT 1
      $$;
    `);
  }
}
