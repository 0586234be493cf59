import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, type QueueName } from '@praxisnah/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { createRedis } from './redis-connection';

export const REDIS = Symbol('REDIS');

/** A job that may wait a moment for others, and what to do if it cannot be handed over. */
export interface BatchedJob {
  name: string;
  data: unknown;
  opts: JobsOptions;
  onLost(error: unknown): void;
}

/**
 * How long a batched job waits for others. Each round trip to Redis costs the API about 1 ms of CPU (a search
 * costs some 5), so the facts of many searches travel together.
 */
export const BATCH_WINDOW_MS = 50;
const BATCH_MAX_JOBS = 200;

/** The API only produces jobs (client analytics) and reads queue health; the workers consume. */
export class QueueRegistry {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly batches = new Map<QueueName, BatchedJob[]>();
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

  /** Adds the job together with the others of the next BATCH_WINDOW_MS, in one round trip to Redis. */
  addBatched(queue: QueueName, job: BatchedJob): void {
    const batch = this.batches.get(queue) ?? [];
    batch.push(job);
    this.batches.set(queue, batch);
    if (batch.length >= BATCH_MAX_JOBS) void this.flush();
    else this.flushTimer ??= setTimeout(() => void this.flush(), BATCH_WINDOW_MS).unref();
  }

  /** Hands every batched job to its queue now. */
  flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const batches = [...this.batches.entries()];
    this.batches.clear();
    const flushed = Promise.all(
      batches.map(([queue, jobs]) =>
        this.get(queue)
          .addBulk(jobs.map(({ name, data, opts }) => ({ name, data, opts })))
          .then(
            () => undefined,
            (error: unknown) => jobs.forEach((job) => job.onLost(error)),
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
