import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HealthCheck, HealthCheckResult, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import type { Meilisearch } from 'meilisearch';
import { workersHeartbeatKey } from '@praxisnah/contracts';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config';
import { QueueRegistry, REDIS } from '../../shared/queues/queues.module';
import { MEILI } from '../../shared/search/meili.module';
import { healthSummary } from './health-summary';
import { OutboxLagRepository } from './outbox-lag.repository';
import { publicHealthReport } from './public-health-report';

const TIMEOUT_MS = 1500;

/**
 * 200 with every dependency's state, or 503 naming the one that is down and saying in German what that means. Besides
 * the connections it checks that the work behind them happens: a live workers' heartbeat, and no outbox record
 * waiting longer than OUTBOX_LAG_MAX_MS (dead workers once answered 200 while 55 records waited).
 */
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly queues: QueueRegistry,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(MEILI) private readonly meili: Meilisearch,
    private readonly outbox: OutboxLagRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @HealthCheck()
  async check(@Res() reply: FastifyReply): Promise<void> {
    void reply.header('cache-control', 'no-store');
    try {
      void reply.send(await this.run());
    } catch (error) {
      // Operators need the per-dependency details on a 503 too, not only a sentence.
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      void reply.status(503).send({ ...publicHealthReport(result), message: healthSummary(Object.keys(result.error ?? {})) });
    }
  }

  private run(): Promise<HealthCheckResult> {
    return this.health.check([
      () => this.database.pingCheck('postgres', { timeout: TIMEOUT_MS }),
      () =>
        this.indicators
          .check('redis')
          .attempt(async () => ({ reply: await this.redis.ping() }))
          .withTimeout(TIMEOUT_MS),
      () =>
        this.indicators
          .check('meilisearch')
          .attempt(async () => ({ state: (await this.meili.health()).status }))
          .withTimeout(TIMEOUT_MS),
      () =>
        this.indicators
          .check('queues')
          .attempt(async () => {
            const counts = await Promise.all(
              this.queues
                .all()
                .map(async (queue) => [queue.name, await queue.getJobCounts('waiting', 'active', 'delayed', 'failed')] as const),
            );
            return Object.fromEntries(counts);
          })
          .withTimeout(TIMEOUT_MS),
      () =>
        this.indicators
          .check('workers')
          .attempt(async () => {
            const lastBeat = await this.redis.get(workersHeartbeatKey(this.config.QUEUE_PREFIX));
            if (!lastBeat) throw new Error('no worker heartbeat');
            return { lastBeat };
          })
          .withTimeout(TIMEOUT_MS),
      () =>
        this.indicators
          .check('outbox')
          .attempt(async () => {
            const lag = await this.outbox.current();
            const waiting = { waiting: lag.waiting, oldestSeconds: Math.round(lag.oldestMs / 1000) };
            if (lag.oldestMs > this.config.OUTBOX_LAG_MAX_MS) throw new Error(`outbox lag: ${JSON.stringify(waiting)}`);
            return waiting;
          })
          .withTimeout(TIMEOUT_MS),
    ]);
  }
}
