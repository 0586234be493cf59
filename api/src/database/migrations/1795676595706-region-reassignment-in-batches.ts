import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A region's area change re-assigned every row inside the admin's transaction (`recompute_regions()`), holding it for
 * 11 s at 100,000 companies and 100,000 listings: 16,300 calls of `region_for()`, a SQL function PostgreSQL planned
 * again on each call, whose postcode lookup compared char(5) with text and so read all of postcode_states each time.
 *
 * Now the rule lives once, set-based, in `regions_of_postcodes()` (`region_for()`, which the triggers use, asks it
 * for one postcode), and `reassign_regions_batch()` re-assigns one bounded slice of a table in primary-key order
 * against the areas as committed; the API runs slice after slice, each in its own short transaction
 * (RegionReassignment), and a rerun only finishes what is left. bench/region-recompute.ts measures both ways.
 */
export const REGION_FUNCTIONS = `
  CREATE FUNCTION regions_of_postcodes(p_zips text[]) RETURNS TABLE (zip text, region_id int) LANGUAGE sql STABLE AS $$
    -- A region naming a range that holds the postcode wins over one covering its Bundesland, then the older region.
    SELECT z.zip, best.id
    FROM (SELECT DISTINCT unnest(p_zips) AS zip) z
    LEFT JOIN postcode_states ps ON ps.zip = z.zip::char(5)
    LEFT JOIN LATERAL (
      SELECT c.id FROM (
        SELECT r.id, ps.state = ANY (r.states) AS by_state,
          EXISTS (SELECT 1 FROM unnest(r.postcode_ranges) AS span
                  WHERE z.zip BETWEEN split_part(span, '-', 1) AND split_part(span, '-', 2)) AS by_range
        FROM regions r
      ) c
      WHERE c.by_range OR c.by_state
      ORDER BY c.by_range DESC, c.id
      LIMIT 1
    ) best ON true
    WHERE z.zip IS NOT NULL
  $$;

  CREATE OR REPLACE FUNCTION region_for(p_zip text) RETURNS int LANGUAGE sql STABLE AS $$
    SELECT region_id FROM regions_of_postcodes(ARRAY[p_zip])
  $$;

  CREATE FUNCTION reassign_regions_batch(p_table text, p_after uuid, p_limit int, OUT last_id uuid, OUT moved int)
  LANGUAGE plpgsql AS $$
  BEGIN
    IF p_table NOT IN ('companies', 'listings', 'events') THEN
      RAISE EXCEPTION 'reassign_regions_batch: unknown table %', p_table;
    END IF;
    -- Events keep a region given by hand when no region covers their postcode (assign_region('keep')).
    EXECUTE format($sql$
      WITH slice AS MATERIALIZED (
        SELECT id, zip FROM %1$I WHERE id > $1 ORDER BY id LIMIT $2
      ), area AS MATERIALIZED (
        SELECT * FROM regions_of_postcodes((SELECT array_agg(zip) FROM slice))
      ), changed AS (
        UPDATE %1$I t SET region_id = area.region_id FROM slice JOIN area ON area.zip = slice.zip
        WHERE t.id = slice.id AND t.region_id IS DISTINCT FROM area.region_id %2$s
        RETURNING 1
      )
      SELECT (SELECT id FROM slice ORDER BY id DESC LIMIT 1), (SELECT count(*)::int FROM changed)
    $sql$, p_table, CASE WHEN p_table = 'events' THEN 'AND area.region_id IS NOT NULL' ELSE '' END)
    INTO last_id, moved
    USING COALESCE(p_after, '00000000-0000-0000-0000-000000000000'::uuid), p_limit;
  END $$;

  DROP FUNCTION recompute_regions();
`;

/** The functions as migrations 1795653763568 and 1795660000002 left them (the bench measures them too). */
export const PREVIOUS_REGION_FUNCTIONS = `
  DROP FUNCTION IF EXISTS reassign_regions_batch(text, uuid, int);

  CREATE OR REPLACE FUNCTION region_for(p_zip text) RETURNS int LANGUAGE sql STABLE AS $$
    SELECT r.id FROM regions r
    WHERE p_zip IS NOT NULL AND (
      EXISTS (SELECT 1 FROM unnest(r.postcode_ranges) AS span WHERE p_zip BETWEEN split_part(span, '-', 1) AND split_part(span, '-', 2))
      OR (SELECT ps.state FROM postcode_states ps WHERE ps.zip = p_zip) = ANY (r.states))
    ORDER BY EXISTS (SELECT 1 FROM unnest(r.postcode_ranges) AS span WHERE p_zip BETWEEN split_part(span, '-', 1) AND split_part(span, '-', 2)) DESC, r.id
    LIMIT 1
  $$;

  DROP FUNCTION IF EXISTS regions_of_postcodes(text[]);

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
`;

export class RegionReassignmentInBatches1795676595706 implements MigrationInterface {
  name = 'RegionReassignmentInBatches1795676595706';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(REGION_FUNCTIONS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(PREVIOUS_REGION_FUNCTIONS);
  }
}
