import { MigrationInterface, QueryRunner } from 'typeorm';

/** An organiser's own wording of the registration mails (a missing row means the German default), and the reminder mark. */
export class EventEmailTemplates1795656967427 implements MigrationInterface {
  name = 'EventEmailTemplates1795656967427';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_email_templates (
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        key text NOT NULL CHECK (key IN ('confirmed', 'waiting', 'moved_up', 'cancelled', 'reminder')),
        subject text NOT NULL CHECK (length(subject) BETWEEN 3 AND 150),
        body text NOT NULL CHECK (length(body) BETWEEN 10 AND 4000),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (company_id, key)
      );
      -- Set when the reminder the day before was sent (claimed), so no registrant gets it twice.
      ALTER TABLE event_registrations ADD COLUMN reminded_at timestamptz;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE event_registrations DROP COLUMN reminded_at; DROP TABLE event_email_templates');
  }
}
