import { MigrationInterface, QueryRunner } from 'typeorm';

/** Upcoming events the platform paused because the package no longer covers them; they come back when it does again. */
export class EventsPausedByPackage1795676529369 implements MigrationInterface {
  name = 'EventsPausedByPackage1795676529369';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE events ADD COLUMN paused_by_package_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE events DROP COLUMN paused_by_package_at');
  }
}
