import { MigrationInterface, QueryRunner } from 'typeorm';

/** The whole first schema: catalogue, accounts, companies, listings, events, links, analytics and the outbox. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE EXTENSION IF NOT EXISTS citext;

      CREATE TABLE sectors (
        id serial PRIMARY KEY,
        key text NOT NULL UNIQUE CHECK (key ~ '^[a-z_]+$'),
        label text NOT NULL,
        icon text NOT NULL,
        color text NOT NULL CHECK (color ~ '^#[0-9a-f]{6}$'),
        gradient text NOT NULL,
        emoji text NOT NULL,
        sort_order int NOT NULL DEFAULT 0
      );
      CREATE TABLE internship_types (
        key text PRIMARY KEY CHECK (key ~ '^[a-z_]+$'),
        label text NOT NULL,
        sort_order int NOT NULL DEFAULT 0
      );
      CREATE TABLE durations (
        key text PRIMARY KEY,
        label text NOT NULL,
        min_weeks int NOT NULL CHECK (min_weeks >= 0),
        sort_order int NOT NULL DEFAULT 0
      );
      CREATE TABLE event_highlights (
        id serial PRIMARY KEY,
        key text NOT NULL UNIQUE,
        label text NOT NULL,
        icon text NOT NULL,
        sort_order int NOT NULL DEFAULT 0
      );
      CREATE TABLE ausbildung_start_options (
        value char(7) PRIMARY KEY CHECK (value ~ '^\\d{4}-(0[1-9]|1[0-2])$'),
        label text NOT NULL
      );
      CREATE TABLE takeover_chances (
        key text PRIMARY KEY,
        label text NOT NULL,
        sort_order int NOT NULL DEFAULT 0
      );
      CREATE TABLE regions (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$'),
        name text NOT NULL,
        state text NOT NULL,
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        radius_km int NOT NULL DEFAULT 50 CHECK (radius_km > 0)
      );

      CREATE TABLE companies (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (length(name) BETWEEN 2 AND 160),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        description text,
        sector_id int REFERENCES sectors(id),
        address text,
        zip text CHECK (zip ~ '^\\d{5}$'),
        city text,
        latitude double precision CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision CHECK (longitude BETWEEN -180 AND 180),
        logo_url text,
        featured_image_url text,
        images jsonb NOT NULL DEFAULT '[]'::jsonb,
        verified boolean NOT NULL DEFAULT false,
        website text,
        phone text,
        contact_email citext,
        region_id int REFERENCES regions(id),
        version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((latitude IS NULL) = (longitude IS NULL))
      );

      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email citext NOT NULL UNIQUE,
        password_hash text NOT NULL,
        role text NOT NULL CHECK (role IN ('company', 'regional_manager', 'admin')),
        company_id uuid REFERENCES companies(id) ON DELETE CASCADE,
        region_id int REFERENCES regions(id),
        email_verified_at timestamptz,
        failed_login_count int NOT NULL DEFAULT 0,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (role <> 'company' OR company_id IS NOT NULL)
      );

      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sessions_user_idx ON sessions(user_id);

      CREATE TABLE listings (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        is_ausbildung boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'entwurf' CHECK (status IN ('entwurf', 'aktiv', 'pausiert', 'abgelaufen')),
        title text NOT NULL CHECK (length(title) BETWEEN 3 AND 160),
        description text NOT NULL,
        address text,
        city text,
        zip text CHECK (zip ~ '^\\d{5}$'),
        latitude double precision CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision CHECK (longitude BETWEEN -180 AND 180),
        sector_id int NOT NULL REFERENCES sectors(id),
        type_key text REFERENCES internship_types(key),
        duration_key text REFERENCES durations(key),
        min_duration_weeks int CHECK (min_duration_weeks >= 0),
        valid_from date,
        valid_to date,
        skills text[] NOT NULL DEFAULT '{}',
        ausbildung_start char(7) CHECK (ausbildung_start ~ '^\\d{4}-(0[1-9]|1[0-2])$'),
        ausbildung_dauer int CHECK (ausbildung_dauer BETWEEN 6 AND 60),
        ausbildungs_abschluss text,
        verguetung_1_jahr int CHECK (verguetung_1_jahr >= 0),
        uebernahme_chance text REFERENCES takeover_chances(key),
        contact_name text,
        contact_email citext,
        application_url text,
        version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (valid_from IS NULL OR valid_to IS NULL OR valid_from <= valid_to),
        CHECK ((latitude IS NULL) = (longitude IS NULL))
      );
      CREATE INDEX listings_company_idx ON listings(company_id, is_ausbildung);
      CREATE INDEX listings_public_idx ON listings(status, valid_to);
      CREATE INDEX listings_updated_idx ON listings(updated_at);

      CREATE TABLE events (
        id uuid PRIMARY KEY,
        company_id uuid REFERENCES companies(id) ON DELETE CASCADE,
        title text NOT NULL CHECK (length(title) BETWEEN 3 AND 160),
        description text NOT NULL DEFAULT '',
        image_url text,
        event_date date NOT NULL,
        start_time time,
        end_time time,
        location text NOT NULL,
        address text,
        city text NOT NULL,
        zip text CHECK (zip ~ '^\\d{5}$'),
        latitude double precision,
        longitude double precision,
        exhibitor_count int NOT NULL DEFAULT 0 CHECK (exhibitor_count >= 0),
        registration_required boolean NOT NULL DEFAULT false,
        max_participants int CHECK (max_participants >= 0),
        registration_count int NOT NULL DEFAULT 0 CHECK (registration_count >= 0),
        registration_url text,
        event_url text,
        version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (start_time IS NULL OR end_time IS NULL OR start_time < end_time)
      );
      CREATE INDEX events_company_idx ON events(company_id);
      CREATE INDEX events_date_idx ON events(event_date);
      CREATE TABLE event_sectors (
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        sector_id int NOT NULL REFERENCES sectors(id),
        PRIMARY KEY (event_id, sector_id)
      );
      CREATE TABLE event_event_highlights (
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        highlight_id int NOT NULL REFERENCES event_highlights(id),
        PRIMARY KEY (event_id, highlight_id)
      );

      CREATE TABLE short_links (
        code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9_-]{10,}$'),
        entity_type text NOT NULL CHECK (entity_type IN ('internship', 'ausbildung', 'event', 'company', 'search')),
        entity_id text,
        long_url text NOT NULL,
        hits int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX short_links_url_idx ON short_links(long_url);

      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        event_type text NOT NULL,
        aggregate_type text NOT NULL CHECK (aggregate_type IN ('listing', 'event', 'company')),
        aggregate_id uuid NOT NULL,
        aggregate_version int NOT NULL,
        company_id uuid,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        published_at timestamptz,
        attempts int NOT NULL DEFAULT 0,
        last_error text
      );
      CREATE INDEX outbox_unpublished_idx ON outbox(occurred_at) WHERE published_at IS NULL;

      CREATE TABLE analytics_events (
        id bigserial PRIMARY KEY,
        source_id text UNIQUE,
        event_type text NOT NULL,
        entity_id uuid,
        company_id uuid,
        event_data jsonb NOT NULL DEFAULT '{}'::jsonb,
        occurred_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX analytics_events_type_idx ON analytics_events(event_type, occurred_at);
      CREATE TABLE analytics_daily (
        day date NOT NULL,
        event_type text NOT NULL,
        entity_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
        company_id uuid,
        count int NOT NULL DEFAULT 0,
        PRIMARY KEY (day, event_type, entity_id)
      );
      CREATE INDEX analytics_daily_company_idx ON analytics_daily(company_id, event_type);

      CREATE TABLE projection_versions (
        index_name text NOT NULL,
        aggregate_id uuid NOT NULL,
        version int NOT NULL,
        projected_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (index_name, aggregate_id)
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TABLE projection_versions, analytics_daily, analytics_events, outbox, short_links,
        event_event_highlights, event_sectors, events, listings, sessions, users, companies,
        regions, takeover_chances, ausbildung_start_options, event_highlights, durations, internship_types, sectors;
    `);
  }
}
