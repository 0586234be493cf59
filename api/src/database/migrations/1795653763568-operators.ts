import { MigrationInterface, QueryRunner } from 'typeorm';
import { postcodeStates } from '../../modules/geo/gazetteer';

/**
 * Operators run regions: a region covers Bundesländer and/or postcode ranges; companies, listings with their own
 * address and events carry the region their postcode falls in (triggers keep it, `recompute_regions()` redoes it
 * when an area changes); moderation (hidden offers, suspended companies), regional-manager applications and an
 * audit log of every operator action.
 */
export class Operators1795653763568 implements MigrationInterface {
  name = 'Operators1795653763568';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE postcode_states (zip char(5) PRIMARY KEY, state text NOT NULL);

      ALTER TABLE regions
        ALTER COLUMN state DROP NOT NULL,
        ADD COLUMN states text[] NOT NULL DEFAULT '{}',
        ADD COLUMN postcode_ranges text[] NOT NULL DEFAULT '{}'
          CHECK (array_to_string(postcode_ranges, ',') ~ '^(\\d{5}-\\d{5})?(,\\d{5}-\\d{5})*$'),
        ADD COLUMN contact_name text CHECK (length(contact_name) <= 120),
        ADD COLUMN contact_email citext,
        ADD COLUMN contact_phone text CHECK (length(contact_phone) <= 40),
        ADD COLUMN address text CHECK (length(address) <= 160),
        ADD COLUMN zip text CHECK (zip ~ '^\\d{5}$'),
        ADD COLUMN city text CHECK (length(city) <= 80),
        ADD COLUMN home_title text CHECK (length(home_title) <= 120),
        ADD COLUMN home_intro text CHECK (length(home_intro) <= 2000),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
      -- The first regions are one per Bundesland and named like it.
      UPDATE regions SET states = ARRAY[name];

      /** The region a postcode lies in: a region naming a range that holds it wins over one covering its Bundesland. */
      CREATE FUNCTION region_for(p_zip text) RETURNS int LANGUAGE sql STABLE AS $$
        SELECT r.id FROM regions r
        WHERE p_zip IS NOT NULL AND (
          EXISTS (SELECT 1 FROM unnest(r.postcode_ranges) AS span WHERE p_zip BETWEEN split_part(span, '-', 1) AND split_part(span, '-', 2))
          OR (SELECT ps.state FROM postcode_states ps WHERE ps.zip = p_zip) = ANY (r.states))
        ORDER BY EXISTS (SELECT 1 FROM unnest(r.postcode_ranges) AS span WHERE p_zip BETWEEN split_part(span, '-', 1) AND split_part(span, '-', 2)) DESC, r.id
        LIMIT 1
      $$;

      ALTER TABLE listings
        ADD COLUMN region_id int REFERENCES regions(id) ON DELETE SET NULL,
        ADD COLUMN hidden_at timestamptz,
        ADD COLUMN hidden_reason text CHECK (length(hidden_reason) <= 1000);
      ALTER TABLE events
        ADD COLUMN region_id int REFERENCES regions(id) ON DELETE SET NULL,
        ADD COLUMN hidden_at timestamptz,
        ADD COLUMN hidden_reason text CHECK (length(hidden_reason) <= 1000);
      ALTER TABLE companies
        ADD COLUMN suspended_at timestamptz,
        ADD COLUMN suspended_reason text CHECK (length(suspended_reason) <= 1000);
      ALTER TABLE companies DROP CONSTRAINT IF EXISTS companies_region_id_fkey;
      ALTER TABLE companies ADD CONSTRAINT companies_region_id_fkey FOREIGN KEY (region_id) REFERENCES regions(id) ON DELETE SET NULL;
      CREATE INDEX companies_region_idx ON companies(region_id);
      CREATE INDEX listings_region_idx ON listings(region_id) WHERE region_id IS NOT NULL;
      CREATE INDEX events_region_idx ON events(region_id);

      -- Argument 'set': the postcode decides; 'keep': an unknown postcode keeps the region given (an event a manager
      -- created); 'clear': a listing without its own postcode belongs to its company's region (NULL, no copy to keep in step).
      CREATE FUNCTION assign_region() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.zip IS NOT NULL THEN
          NEW.region_id := CASE WHEN TG_ARGV[0] = 'keep' THEN COALESCE(region_for(NEW.zip), NEW.region_id) ELSE region_for(NEW.zip) END;
        ELSIF TG_ARGV[0] = 'clear' THEN
          NEW.region_id := NULL;
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER companies_region BEFORE INSERT OR UPDATE OF zip ON companies FOR EACH ROW EXECUTE FUNCTION assign_region('set');
      CREATE TRIGGER events_region BEFORE INSERT OR UPDATE OF zip ON events FOR EACH ROW EXECUTE FUNCTION assign_region('keep');
      CREATE TRIGGER listings_region_insert BEFORE INSERT ON listings FOR EACH ROW WHEN (NEW.zip IS NOT NULL)
        EXECUTE FUNCTION assign_region('clear');
      CREATE TRIGGER listings_region_update BEFORE UPDATE OF zip ON listings FOR EACH ROW EXECUTE FUNCTION assign_region('clear');

      /**
       * Re-assigns every row with a postcode after a region's area changed; returns how many rows moved. Each distinct
       * postcode is resolved once (at most about 8,200), not once per row, so a million listings cost one join.
       */
      CREATE FUNCTION recompute_regions() RETURNS int LANGUAGE plpgsql AS $$
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

      CREATE TABLE regional_manager_applications (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (length(name) BETWEEN 2 AND 120),
        email citext NOT NULL,
        phone text CHECK (length(phone) <= 40),
        region_id int NOT NULL REFERENCES regions(id) ON DELETE CASCADE,
        motivation text NOT NULL CHECK (length(motivation) BETWEEN 20 AND 3000),
        status text NOT NULL DEFAULT 'offen' CHECK (status IN ('offen', 'angenommen', 'abgelehnt')),
        decision_message text CHECK (length(decision_message) <= 2000),
        decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX regional_manager_applications_status_idx ON regional_manager_applications(status, created_at);

      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
        actor_email citext NOT NULL,
        actor_role text NOT NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text NOT NULL,
        target_label text NOT NULL,
        region_id int REFERENCES regions(id) ON DELETE SET NULL,
        reason text,
        occurred_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX audit_log_time_idx ON audit_log(occurred_at DESC);
      CREATE INDEX audit_log_region_idx ON audit_log(region_id, occurred_at DESC);
    `);
    const states = postcodeStates();
    await queryRunner.query(`INSERT INTO postcode_states (zip, state) SELECT * FROM unnest($1::text[], $2::text[])`, [
      [...states.keys()],
      [...states.values()],
    ]);
    await queryRunner.query(`
      UPDATE companies SET region_id = region_for(zip) WHERE zip IS NOT NULL;
      UPDATE events SET region_id = region_for(zip) WHERE zip IS NOT NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TABLE audit_log, regional_manager_applications;
      DROP FUNCTION recompute_regions();
      DROP TRIGGER companies_region ON companies;
      DROP TRIGGER events_region ON events;
      DROP TRIGGER listings_region_insert ON listings;
      DROP TRIGGER listings_region_update ON listings;
      DROP FUNCTION assign_region();
      ALTER TABLE companies DROP COLUMN suspended_reason, DROP COLUMN suspended_at;
      ALTER TABLE events DROP COLUMN hidden_reason, DROP COLUMN hidden_at, DROP COLUMN region_id;
      ALTER TABLE listings DROP COLUMN hidden_reason, DROP COLUMN hidden_at, DROP COLUMN region_id;
      DROP FUNCTION region_for(text);
      ALTER TABLE regions DROP COLUMN updated_at, DROP COLUMN home_intro, DROP COLUMN home_title, DROP COLUMN city, DROP COLUMN zip,
        DROP COLUMN address, DROP COLUMN contact_phone, DROP COLUMN contact_email, DROP COLUMN contact_name,
        DROP COLUMN postcode_ranges, DROP COLUMN states;
      DROP TABLE postcode_states;
    `);
  }
}
