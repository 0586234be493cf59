import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registrations for events: a person or a whole school class, registered or on the waiting list. The cancel token
 * is stored only as SHA-256; the check-in code is what the QR code carries, so the organiser can look it up.
 * `seq` orders the waiting list: rows are inserted under the event's row lock, so it follows arrival.
 */
export class EventRegistrations1795653654502 implements MigrationInterface {
  name = 'EventRegistrations1795653654502';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_registrations (
        id uuid PRIMARY KEY,
        seq bigserial NOT NULL,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('person', 'class')),
        name text NOT NULL CHECK (length(name) BETWEEN 2 AND 120),
        email text NOT NULL CHECK (length(email) <= 254),
        school text CHECK (length(school) <= 120),
        class_level text,
        interests text[] NOT NULL DEFAULT '{}',
        seats int NOT NULL DEFAULT 1 CHECK (seats BETWEEN 1 AND 60),
        status text NOT NULL CHECK (status IN ('registered', 'waiting', 'cancelled')),
        cancel_token_hash char(64) NOT NULL,
        checkin_code text NOT NULL UNIQUE,
        checked_in_at timestamptz,
        privacy_accepted_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        promoted_at timestamptz,
        cancelled_at timestamptz
      );
      CREATE UNIQUE INDEX event_registrations_email_idx ON event_registrations(event_id, email) WHERE status <> 'cancelled';
      CREATE INDEX event_registrations_event_idx ON event_registrations(event_id, status, seq);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE event_registrations');
  }
}
