import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ten-minute talks with exhibitors at a fair. The unique indexes are the rules: a slot is booked at most once, a
 * visitor books at most one talk per exhibitor, an exhibitor has one slot per start time. A booked slot cannot be
 * deleted (the bookings' foreign key has no cascade); a booking goes with its registration. Visitors are found by the
 * hash of the token from their mail, hence the index on it.
 */
export class EventTalks1795664603502 implements MigrationInterface {
  name = 'EventTalks1795664603502';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_talk_slots (
        id uuid PRIMARY KEY,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        exhibitor_id uuid NOT NULL REFERENCES event_exhibitors(id) ON DELETE CASCADE,
        start_time time NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (exhibitor_id, start_time)
      );
      CREATE INDEX event_talk_slots_event_idx ON event_talk_slots(event_id, start_time);
      CREATE TABLE event_talk_bookings (
        id uuid PRIMARY KEY,
        slot_id uuid NOT NULL REFERENCES event_talk_slots(id),
        exhibitor_id uuid NOT NULL REFERENCES event_exhibitors(id) ON DELETE CASCADE,
        registration_id uuid NOT NULL REFERENCES event_registrations(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT event_talk_bookings_slot_key UNIQUE (slot_id),
        CONSTRAINT event_talk_bookings_visitor_exhibitor_key UNIQUE (registration_id, exhibitor_id)
      );
      CREATE INDEX event_registrations_token_idx ON event_registrations(cancel_token_hash);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX event_registrations_token_idx;
      DROP TABLE event_talk_bookings;
      DROP TABLE event_talk_slots;
    `);
  }
}
