import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * users.failed_login_count and locked_until were never read: login pauses are counted per address and client in Redis
 * (api/src/modules/auth/login-throttle.ts), so the owner elsewhere is never locked out.
 */
export class DropUnusedLoginLock1795665671737 implements MigrationInterface {
  name = 'DropUnusedLoginLock1795665671737';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN failed_login_count, DROP COLUMN locked_until');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN failed_login_count int NOT NULL DEFAULT 0, ADD COLUMN locked_until timestamptz');
  }
}
