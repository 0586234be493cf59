import { Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MAX_FACTS_PER_JOB, QUEUES, type AnalyticsFact, type AnalyticsFactBatch } from '@praxisnah/contracts';
import { QueueRegistry, type JobBatch } from '../../shared/queues/queues.module';
import { berlinDate } from '../../shared/calendar/berlin-date';

export type FactInput = Omit<AnalyticsFact, 'factId' | 'occurredAt' | 'visitorHash' | 'data'> & { data?: AnalyticsFact['data'] };

/**
 * Hands facts to the analytics queue, the facts of a moment as one job; each fact's id makes it count once however
 * often its job is run.
 * Visitors are counted the cookie-less way: a hash of address and browser under a salt that lives only in this
 * process's memory and changes at midnight, so yesterday's hashes cannot be recomputed and nothing raw is stored.
 * Recording never delays or fails the visitor's request: a lost fact while Redis is down is acceptable.
 */
@Injectable()
export class AnalyticsRecorder {
  private readonly logger = new Logger(AnalyticsRecorder.name);
  private salt = { day: '', value: Buffer.alloc(0) };

  private readonly facts: JobBatch<AnalyticsFact> = {
    queue: QUEUES.analytics,
    name: 'record-facts',
    maxItems: MAX_FACTS_PER_JOB,
    opts: { removeOnComplete: true, removeOnFail: 1000, attempts: 5, backoff: { type: 'exponential', delay: 1000 } },
    data: (facts): AnalyticsFactBatch => ({ facts }),
    onLost: (error, facts) => this.logger.warn({ err: error, facts: facts.length }, 'Analytics facts dropped: queue unavailable'),
  };

  constructor(private readonly queues: QueueRegistry) {}

  record(input: FactInput, request: FastifyRequest, now = new Date()): void {
    this.queues.addBatched(this.facts, {
      ...input,
      data: input.data ?? {},
      factId: randomUUID(),
      occurredAt: now.toISOString(),
      visitorHash: this.visitorHash(request, now),
    });
  }

  private visitorHash(request: FastifyRequest, now: Date): string {
    // A new salt each German day: the dashboards count a visitor once per Berlin day.
    const day = berlinDate(now);
    if (this.salt.day !== day) this.salt = { day, value: randomBytes(32) };
    return createHash('sha256')
      .update(this.salt.value)
      .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
      .digest('base64url')
      .slice(0, 22);
  }
}
