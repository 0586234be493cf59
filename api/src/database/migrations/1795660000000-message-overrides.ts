import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admins' wording of the web client's texts (`WEB_MESSAGES` in contracts holds the defaults): a row per overridden
 * key; a key without a row shows its default, so a text added in a later release needs no migration.
 */
export class MessageOverrides1795660000000 implements MigrationInterface {
  name = 'MessageOverrides1795660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message_overrides (
        key text PRIMARY KEY CHECK (key ~ '^[a-zA-Z0-9.]{1,120}$'),
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
        updated_by citext NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE message_overrides');
  }
}
