import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../infrastructure/infrastructure.module';

/** Raw facts are kept this long; the daily aggregates are kept. */
export const RAW_EVENT_RETENTION_DAYS = 90;
const DELETE_BATCH = 20_000;

/**
 * Deletes raw analytics events older than 90 days (in batches, so no long lock blocks the recording), and the
 * visitor hashes of past days (overall and per region): they only serve to count a visitor once per day.
 */
@Injectable()
export class AnalyticsRetention {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async prune(now = new Date()): Promise<{ events: number; visitorHashes: number }> {
    const cutoff = new Date(now.getTime() - RAW_EVENT_RETENTION_DAYS * 86_400_000).toISOString();
    let events = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(
        `DELETE FROM analytics_events WHERE id IN (SELECT id FROM analytics_events WHERE occurred_at < $1 LIMIT ${DELETE_BATCH})`,
        [cutoff],
      );
      events += rowCount ?? 0;
      if ((rowCount ?? 0) < DELETE_BATCH) break;
    }
    let visitorHashes = 0;
    for (const table of ['analytics_visitors_daily', 'analytics_region_visitors_daily']) {
      const hashes = await this.pool.query(`DELETE FROM ${table} WHERE day < ($1::timestamptz AT TIME ZONE 'Europe/Berlin')::date`, [
        now.toISOString(),
      ]);
      visitorHashes += hashes.rowCount ?? 0;
    }
    return { events, visitorHashes };
  }
}
