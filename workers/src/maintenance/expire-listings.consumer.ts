import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { OUTBOX_INSERT_SQL, QUEUES } from '@praxisnah/contracts';
import { PG_POOL } from '../infrastructure/infrastructure.module';
import { workerOptions } from '../infrastructure/worker-options';
import { purgePastEventRegistrations } from './purge-event-registrations';

const EVERY_MS = 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * The maintenance queue's consumer. Once a minute: active listings whose end date has passed become `abgelaufen`
 * (with a domain event each, so they leave the index), and companies whose events just became past are recounted.
 * Once an hour: registrations of events that ended more than 30 days ago are deleted.
 */
@Processor(QUEUES.maintenance, workerOptions(1))
export class ExpireListingsConsumer extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ExpireListingsConsumer.name);

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @InjectQueue(QUEUES.maintenance) private readonly maintenance: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.maintenance.upsertJobScheduler('expire-listings', { every: EVERY_MS }, { name: 'expire-listings', data: {} });
    await this.maintenance.upsertJobScheduler(
      'purge-event-registrations',
      { every: PURGE_EVERY_MS },
      { name: 'purge-event-registrations', data: {} },
    );
  }

  async process(job: Job): Promise<{ expired: number } | { purged: number }> {
    if (job.name === 'purge-event-registrations') {
      const purged = await purgePastEventRegistrations(this.pool);
      if (purged) this.logger.log({ purged }, 'Deleted registrations of past events');
      return { purged };
    }
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
