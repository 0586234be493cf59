import { Injectable } from '@nestjs/common';
import { AnalyticsFactRepository } from './analytics-fact.repository';

/** Raw facts are kept this long; the daily aggregates are kept. */
export const RAW_EVENT_RETENTION_DAYS = 90;

/**
 * Deletes raw analytics events older than 90 days (in batches, so no long lock blocks the recording), and the
 * visitor hashes of past days (overall and per region): they only serve to count a visitor once per day.
 */
@Injectable()
export class AnalyticsRetention {
  constructor(private readonly facts: AnalyticsFactRepository) {}

  async prune(now = new Date()): Promise<{ events: number; visitorHashes: number }> {
    const cutoff = new Date(now.getTime() - RAW_EVENT_RETENTION_DAYS * 86_400_000).toISOString();
    const events = await this.facts.deleteRawFactsBefore(cutoff);
    const visitorHashes = await this.facts.deleteVisitorHashesBefore(now);
    return { events, visitorHashes };
  }
}
