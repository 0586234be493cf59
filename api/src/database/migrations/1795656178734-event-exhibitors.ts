import { MigrationInterface, QueryRunner } from 'typeorm';

/** Companies applying to exhibit at an event; the organiser accepts or declines. One application per company and event. */
export class EventExhibitors1795656178734 implements MigrationInterface {
  name = 'EventExhibitors1795656178734';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_exhibitors (
        id uuid PRIMARY KEY,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
        stand_wishes text NOT NULL DEFAULT '' CHECK (length(stand_wishes) <= 500),
        contact_name text NOT NULL CHECK (length(contact_name) BETWEEN 2 AND 120),
        contact_email text NOT NULL CHECK (length(contact_email) <= 254),
        message text NOT NULL DEFAULT '' CHECK (length(message) <= 2000),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        UNIQUE (event_id, company_id)
      );
      CREATE INDEX event_exhibitors_company_idx ON event_exhibitors(company_id);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE event_exhibitors');
  }
}
