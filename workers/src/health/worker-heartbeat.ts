import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { workersHeartbeatKey } from '@praxisnah/contracts';
import { RELAY_REDIS } from '../infrastructure/redis.module';
import { WORKERS_CONFIG, type WorkersConfig } from '../infrastructure/workers-config';

/**
 * Tells the API's health check that workers are alive: a key renewed every WORKER_HEARTBEAT_MS that lapses after
 * three missed beats. Any running worker process keeps it; when all are dead or stuck, /api/health answers 503.
 */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(RELAY_REDIS) private readonly redis: Redis,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.beat();
    this.timer = setInterval(() => this.beat(), this.config.WORKER_HEARTBEAT_MS);
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private beat(): void {
    const key = workersHeartbeatKey(this.config.QUEUE_PREFIX);
    // While Redis is away the beat fails and the key lapses: health then reports the workers as not working, as they are not.
    this.redis.set(key, new Date().toISOString(), 'PX', this.config.WORKER_HEARTBEAT_MS * 3).catch(() => undefined);
  }
}
