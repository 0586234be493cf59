import { Redis, type RedisOptions } from 'ioredis';

/**
 * A connection that fails fast instead of queueing commands while Redis is away, so a request never hangs on it.
 * BullMQ requires maxRetriesPerRequest null for its blocking workers; producers use the fast-failing variant.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    lazyConnect: false,
    ...options,
  });
}
