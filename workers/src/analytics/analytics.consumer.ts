import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Pool } from 'pg';
import { clientAnalyticsJobSchema, domainEventSchema, QUEUES } from '@praxisnah/contracts';
import { PG_POOL } from '../infrastructure/infrastructure.module';
import { workerOptions } from '../infrastructure/worker-options';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_ENTITY = '00000000-0000-0000-0000-000000000000';

/**
 * Writes every domain event and every consented client event to `analytics_events`, and counts them per day in
 * `analytics_daily`. The raw row's unique source id makes a replayed job count once.
 */
@Processor(QUEUES.analytics, workerOptions(4))
export class AnalyticsConsumer extends WorkerHost {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {
    super();
  }

  async process(job: Job): Promise<void> {
    if (job.name === 'record-domain-event') {
      const event = domainEventSchema.parse(job.data);
      await this.record(`event:${event.eventId}`, event.type, event.aggregateId, event.companyId, event.payload, event.occurredAt);
      return;
    }
    const event = clientAnalyticsJobSchema.parse(job.data);
    const entityId = [event.eventData.listingId, event.eventData.entityId, event.eventData.id].find(
      (value): value is string => typeof value === 'string' && UUID.test(value),
    );
    const companyId =
      typeof event.eventData.companyId === 'string' && UUID.test(event.eventData.companyId) ? event.eventData.companyId : null;
    await this.record(
      `client:${job.id}`,
      event.eventType,
      entityId ?? null,
      companyId,
      { ...event.eventData, sessionHash: event.sessionHash },
      event.receivedAt,
    );
  }

  private async record(
    sourceId: string,
    type: string,
    entityId: string | null,
    companyId: string | null,
    data: unknown,
    occurredAt: string,
  ): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const inserted = await client.query(
        `INSERT INTO analytics_events (source_id, event_type, entity_id, company_id, event_data, occurred_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (source_id) DO NOTHING RETURNING id`,
        [sourceId, type, entityId, companyId, data, occurredAt],
      );
      if (inserted.rowCount) {
        await client.query(
          `INSERT INTO analytics_daily (day, event_type, entity_id, company_id, count)
           VALUES (($4::timestamptz AT TIME ZONE 'Europe/Berlin')::date, $1, $2, $3, 1)
           ON CONFLICT (day, event_type, entity_id) DO UPDATE SET count = analytics_daily.count + 1`,
          [type, entityId ?? NO_ENTITY, companyId, occurredAt],
        );
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
