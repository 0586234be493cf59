import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Client, type Pool } from 'pg';
import { domainEventSchema, QUEUES, type DomainEvent, type QueueName } from '@praxisnah/contracts';
import { jobOptionsOf, OUTBOX_CHANNEL, planJobsFor } from '@praxisnah/read-models';
import { PG_POOL } from '../infrastructure/infrastructure.module';
import { WORKERS_CONFIG, type WorkersConfig } from '../infrastructure/workers-config';
import { RELAY_REDIS } from '../infrastructure/redis.module';

interface OutboxRow {
  id: string;
  event_type: string;
  aggregate_type: string;
  aggregate_id: string;
  aggregate_version: number;
  company_id: string | null;
  payload: Record<string, unknown>;
  occurred_at: Date;
}

const BATCH = 200;

/**
 * Moves committed outbox rows into BullMQ. A NOTIFY from the writing transaction wakes it at once; a poll
 * catches anything a missed notification or a Redis outage left behind. Rows are claimed with SKIP LOCKED and
 * marked published in the same transaction as the enqueue, so a crash in between means a replay, never a loss;
 * the replay is harmless because job ids derive from the event id.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly queues = new Map<QueueName, Queue>();
  private listener: Client | null = null;
  private relistening = false;
  private timer: NodeJS.Timeout | null = null;
  private reconcileTimer: NodeJS.Timeout | null = null;
  private draining: Promise<unknown> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(RELAY_REDIS) private readonly redis: Redis,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
  ) {
    for (const name of Object.values(QUEUES)) {
      const queue = new Queue(name, { connection: this.redis, prefix: this.config.QUEUE_PREFIX });
      queue.on('error', () => undefined); // a Redis outage is handled by the drain loop's retry
      this.queues.set(name, queue);
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
    this.timer = setInterval(() => {
      this.relisten();
      this.nudge();
    }, this.config.RELAY_POLL_MS);
    this.reconcileTimer = setInterval(
      () => void this.reconcile().catch((error: unknown) => this.logger.warn({ err: error }, 'Reconcile failed')),
      this.config.OUTBOX_RECONCILE_MS,
    );
    this.nudge();
  }

  /**
   * Redis here keeps nothing on disk: a restart loses jobs that were published but not yet projected. Such
   * outbox rows (published a while ago, their version still not in projection_versions) are published again;
   * a job that still exists in Redis keeps its id, so this never duplicates work that is merely slow.
   * After five tries a record is left alone: its job sits in the dead-letter list for an operator.
   */
  async reconcile(): Promise<number> {
    const { rowCount } = await this.pool.query(
      `UPDATE outbox o SET published_at = NULL, attempts = attempts + 1
       WHERE o.attempts < 5 AND o.published_at < now() - make_interval(secs => $1::double precision / 1000)
         AND o.published_at > now() - interval '1 day'
         AND o.aggregate_version > 0
         AND NOT EXISTS (
           SELECT 1 FROM projection_versions p
           WHERE p.aggregate_id = o.aggregate_id AND p.version >= o.aggregate_version
             AND p.index_name = $2 || CASE o.aggregate_type WHEN 'listing' THEN 'listings' WHEN 'event' THEN 'events' ELSE 'companies' END)`,
      [this.config.OUTBOX_RECONCILE_MS, this.config.MEILI_INDEX_PREFIX],
    );
    if (rowCount) {
      this.logger.warn({ republished: rowCount }, 'Republishing outbox records whose projection never happened');
      this.nudge();
    }
    return rowCount ?? 0;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.reconcileTimer) clearInterval(this.reconcileTimer);
    await this.draining;
    await this.listener?.end().catch(() => undefined);
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  /** Starts a drain, or asks the running one to go round once more. */
  nudge(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drainAll().finally(() => {
      this.draining = null;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  /** Publishes until the outbox is empty or a batch fails; returns how many records went out. */
  async drainAll(): Promise<number> {
    let total = 0;
    try {
      for (let published = await this.drainBatch(); published > 0; published = await this.drainBatch()) total += published;
    } catch (error) {
      this.logger.warn({ err: error }, 'Outbox relay could not publish; will retry');
    }
    return total;
  }

  private async drainBatch(): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, event_type, aggregate_type, aggregate_id, aggregate_version, company_id, payload, occurred_at
         FROM outbox WHERE published_at IS NULL ORDER BY occurred_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH],
      );
      if (!rows.length) {
        await client.query('COMMIT');
        return 0;
      }
      const parsed = rows.map((row) => ({ row, event: domainEventSchema.safeParse(toWireEvent(row)) }));
      const invalid = parsed.flatMap(({ row, event }) => (event.success ? [] : [{ id: row.id, error: event.error.message }]));
      if (invalid.length) {
        // Written by no current writer (appendDomainEvent checks every payload): set aside for an operator, never retried.
        this.logger.error({ invalid }, 'Outbox records that match no domain event schema');
        await client.query(
          'UPDATE outbox o SET published_at = now(), last_error = i.error FROM unnest($1::uuid[], $2::text[]) AS i (id, error) WHERE o.id = i.id',
          [invalid.map((record) => record.id), invalid.map((record) => `invalid: ${record.error}`)],
        );
      }
      try {
        await this.enqueue(parsed.flatMap(({ event }) => (event.success ? [event.data] : [])));
      } catch (error) {
        await client.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = ANY($1::uuid[])', [
          rows.map((row) => row.id),
          String(error),
        ]);
        await client.query('COMMIT');
        throw error;
      }
      await client.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[])', [rows.map((row) => row.id)]);
      await client.query('COMMIT');
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async enqueue(events: DomainEvent[]): Promise<void> {
    const jobs = events.flatMap(planJobsFor);
    const retry = { attempts: this.config.JOB_ATTEMPTS, backoffMs: this.config.JOB_BACKOFF_MS };
    await Promise.all(
      Object.values(QUEUES).map((name) => {
        const bulk = jobs
          .filter((job) => job.queue === name)
          .map((job) => ({ name: job.name, data: job.data, opts: jobOptionsOf(job, retry) }));
        return bulk.length ? this.queues.get(name)!.addBulk(bulk) : undefined;
      }),
    );
  }

  private async listen(): Promise<void> {
    const listener = new Client({ connectionString: this.config.DATABASE_URL, application_name: 'praxisnah-relay' });
    listener.on('notification', () => this.nudge());
    listener.on('error', (error) => {
      this.logger.warn({ err: error }, 'Outbox listener lost; polling continues until it is back');
      if (this.listener === listener) this.listener = null;
      void listener.end().catch(() => undefined);
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
    } catch (error) {
      await listener.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) return void (await listener.end().catch(() => undefined));
    this.listener = listener;
  }

  /** A lost listener is replaced on the next poll tick; until then the poll alone moves the outbox. */
  private relisten(): void {
    if (this.listener || this.relistening || this.stopped) return;
    this.relistening = true;
    this.listen()
      .then(() => {
        this.logger.log('Outbox listener reconnected');
        this.nudge();
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Outbox listener could not reconnect; will retry'))
      .finally(() => {
        this.relistening = false;
      });
  }
}

function toWireEvent(row: OutboxRow) {
  return {
    eventId: row.id,
    type: row.event_type,
    aggregateType: row.aggregate_type,
    aggregateId: row.aggregate_id,
    aggregateVersion: row.aggregate_version,
    companyId: row.company_id,
    occurredAt: row.occurred_at.toISOString(),
    payload: row.payload,
  };
}
