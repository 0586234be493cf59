import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { WORKERS_CONFIG, type WorkersConfig } from './workers-config';

export const RELAY_REDIS = Symbol('RELAY_REDIS');

/**
 * The relay's producer connection fails fast while Redis is away (no offline queue), so the outbox row stays
 * unpublished and the next drain retries, instead of a command waiting in memory that a crash would lose.
 */
@Global()
@Module({
  providers: [
    {
      provide: RELAY_REDIS,
      inject: [WORKERS_CONFIG],
      useFactory: (config: WorkersConfig) =>
        new Redis(config.REDIS_URL, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          connectTimeout: 2000,
          retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
        }).on('error', () => undefined),
    },
  ],
  exports: [RELAY_REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(RELAY_REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
