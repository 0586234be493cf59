import { MigrationInterface, QueryRunner } from 'typeorm';

/** Company sign-up: single-use mail link tokens (stored only as SHA-256), the chosen package and the contact person. */
export class Accounts1763800001000 implements MigrationInterface {
  name = 'Accounts1763800001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE account_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX account_tokens_user_idx ON account_tokens(user_id, purpose);

      ALTER TABLE companies
        ADD COLUMN package text CHECK (package IN ('starter', 'standard', 'premium')),
        ADD COLUMN contact_name text CHECK (length(contact_name) <= 120);
      ALTER TABLE users ADD COLUMN terms_accepted_at timestamptz;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users DROP COLUMN terms_accepted_at;
      ALTER TABLE companies DROP COLUMN contact_name, DROP COLUMN package;
      DROP TABLE account_tokens;
    `);
  }
}
