import { randomUUID } from 'node:crypto';
import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, type QueueName } from '@praxisnah/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { createRedis } from './redis-connection';

export const REDIS = Symbol('REDIS');

/**
 * Items that travel to the workers together: the items added within BATCH_WINDOW_MS (at most `maxItems`) become one
 * job, whose data `data` makes of them. Items of the same queue and job name share a job.
 */
export interface JobBatch<Item> {
  queue: QueueName;
  name: string;
  maxItems: number;
  opts: Omit<JobsOptions, 'jobId'>;
  data(items: Item[]): unknown;
  /** The job Redis refused, with the items it held. */
  onLost(error: unknown, items: readonly Item[]): void;
}

/**
 * How long an item waits for others. Every job costs the API, Redis, the workers and PostgreSQL a few round trips of
 * about half a millisecond of CPU each, as much as a search costs the API itself, so the facts of a second's searches
 * travel as one job: the dashboards count by the day, and a crash loses at most that second.
 */
export const BATCH_WINDOW_MS = 1000;

/** The API only produces jobs (client analytics) and reads queue health; the workers consume. */
export class QueueRegistry {
  private readonly queues = new Map<QueueName, Queue>();
  /** By queue and job name: the definition of the first item of a window, and the window's items. */
  private readonly batches = new Map<string, { batch: JobBatch<never>; items: unknown[] }>();
  private flushTimer: NodeJS.Timeout | null = null;
  private readonly flushing = new Set<Promise<void>>();

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {}

  get(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', () => undefined); // connection errors surface through health and the callers
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Adds the item to the job of the next BATCH_WINDOW_MS, handed to Redis in one round trip. */
  addBatched<Item>(batch: JobBatch<Item>, item: Item): void {
    const key = `${batch.queue}:${batch.name}`;
    const gathered = this.batches.get(key) ?? { batch: batch as JobBatch<never>, items: [] };
    gathered.items.push(item);
    this.batches.set(key, gathered);
    if (gathered.items.length >= batch.maxItems) void this.flush();
    else this.flushTimer ??= setTimeout(() => void this.flush(), BATCH_WINDOW_MS).unref();
  }

  /** Hands every batch gathered so far to its queue now. */
  flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const batches = [...this.batches.values()] as { batch: JobBatch<unknown>; items: unknown[] }[];
    this.batches.clear();
    const flushed = Promise.all(
      batches.map(({ batch, items }) =>
        this.get(batch.queue)
          // A job id of its own: should the add be sent twice, it is still one job.
          .add(batch.name, batch.data(items), { ...batch.opts, jobId: randomUUID() })
          .then(
            () => undefined,
            (error: unknown) => batch.onLost(error, items),
          ),
      ),
    ).then(() => undefined);
    this.flushing.add(flushed);
    void flushed.finally(() => this.flushing.delete(flushed));
    return flushed;
  }

  all(): Queue[] {
    return Object.values(QUEUES).map((name) => this.get(name));
  }

  /** Waits for the batches already on their way too: the connection closes right after. */
  async close(): Promise<void> {
    await this.flush();
    await Promise.all(this.flushing);
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}

@Global()
@Module({
  providers: [
    { provide: REDIS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createRedis(config.REDIS_URL) },
    {
      provide: QueueRegistry,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis, config: AppConfig) => new QueueRegistry(redis, config.QUEUE_PREFIX),
    },
  ],
  exports: [REDIS, QueueRegistry],
})
export class QueuesModule implements OnApplicationShutdown {
  constructor(
    private readonly registry: QueueRegistry,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** After the HTTP server closed, so the jobs of the last requests are handed over before the connection goes. */
  async onApplicationShutdown(): Promise<void> {
    await this.registry.close();
    this.redis.disconnect();
  }
}
