import { Global, Inject, Module, OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, type QueueName } from '@praxisnah/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { createRedis } from './redis-connection';

export const REDIS = Symbol('REDIS');

/** The API only produces jobs (client analytics) and reads queue health; the workers consume. */
export class QueueRegistry {
  private readonly queues = new Map<QueueName, Queue>();

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

  all(): Queue[] {
    return Object.values(QUEUES).map((name) => this.get(name));
  }

  async close(): Promise<void> {
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
export class QueuesModule implements OnModuleDestroy {
  constructor(
    private readonly registry: QueueRegistry,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await this.registry.close();
    this.redis.disconnect();
  }
}
