import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { OUTBOX_INSERT_SQL, QUEUES } from '@praxisnah/contracts';
import { PG_POOL } from '../infrastructure/infrastructure.module';
import { workerOptions } from '../infrastructure/worker-options';
import { WORKERS_CONFIG, type WorkersConfig } from '../infrastructure/workers-config';

const SCHEDULER_ID = 'expire-listings';

/**
 * Every LISTING_EXPIRY_MS (a minute): active listings whose end date has passed become `abgelaufen` (with a domain
 * event each, so they leave the index), and companies whose events just became past are recounted.
 */
@Processor(QUEUES.maintenance, workerOptions(1))
export class ExpireListingsConsumer extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExpireListingsConsumer.name);
  private selfCheck: NodeJS.Timeout | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @InjectQueue(QUEUES.maintenance) private readonly maintenance: Queue,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
  ) {
    super();
  }

  /**
   * The schedule lives in Redis, which keeps nothing on disk here: after a Redis restart it was gone, and listings
   * stayed `aktiv` past their end date until the workers restarted. So it is checked each interval and registered
   * again when missing (registering is idempotent, so several worker processes may do it at once).
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.registerSchedule();
    this.selfCheck = setInterval(
      () => void this.ensureSchedule().catch((error: unknown) => this.logger.warn({ err: error }, 'Could not check the expiry schedule')),
      this.config.LISTING_EXPIRY_MS,
    );
  }

  onApplicationShutdown(): void {
    if (this.selfCheck) clearInterval(this.selfCheck);
  }

  private async ensureSchedule(): Promise<void> {
    if (await this.maintenance.getJobScheduler(SCHEDULER_ID)) return;
    this.logger.warn('The listing expiry schedule was missing from Redis; registering it again');
    await this.registerSchedule();
  }

  private async registerSchedule(): Promise<void> {
    await this.maintenance.upsertJobScheduler(
      SCHEDULER_ID,
      { every: this.config.LISTING_EXPIRY_MS },
      { name: 'expire-listings', data: {} },
    );
  }

  async process(_job: Job): Promise<{ expired: number }> {
    const expired = await this.expireListings();
    await this.recountCompaniesWithPastEvents();
    if (expired) this.logger.log({ expired }, 'Expired listings');
    return { expired };
  }

  async expireListings(): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: string; company_id: string; version: number; title: string }>(
        `UPDATE listings SET status = 'abgelaufen', version = version + 1, updated_at = now()
         WHERE status = 'aktiv' AND valid_to < current_date RETURNING id, company_id, version, title`,
      );
      for (const row of rows) {
        await client.query(OUTBOX_INSERT_SQL, [
          randomUUID(),
          'listing.status-changed',
          'listing',
          row.id,
          row.version,
          row.company_id,
          JSON.stringify({ title: row.title, status: 'abgelaufen' }),
        ]);
      }
      await client.query('COMMIT');
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Upcoming-event counts change when a date passes, with no write to announce it; a daily recount keeps them exact. */
  private async recountCompaniesWithPastEvents(): Promise<void> {
    const { rows } = await this.pool.query<{ company_id: string }>(
      `SELECT DISTINCT company_id FROM events WHERE company_id IS NOT NULL AND event_date = current_date - 1
       AND NOT EXISTS (SELECT 1 FROM projection_versions p WHERE p.aggregate_id = events.company_id AND p.projected_at >= current_date)`,
    );
    const now = new Date().toISOString();
    for (const { company_id: companyId } of rows) {
      await this.pool.query(OUTBOX_INSERT_SQL, [
        randomUUID(),
        'company.updated',
        'company',
        companyId,
        0,
        companyId,
        JSON.stringify({ reason: 'event-passed', at: now }),
      ]);
    }
  }
}
