import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A region's area change no longer re-assigns the rows inside the admin's request: the save marks the region
 * (reassignment_requested_at, reassigned_at cleared) and the workers' job re-assigns and marks it done
 * (reassigned_at). The marks are what the region screens show, and what the job and its sweep work from.
 */
export class RegionReassignmentState1795680000000 implements MigrationInterface {
  name = 'RegionReassignmentState1795680000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE regions ADD COLUMN reassignment_requested_at timestamptz, ADD COLUMN reassigned_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE regions DROP COLUMN reassignment_requested_at, DROP COLUMN reassigned_at');
  }
}
