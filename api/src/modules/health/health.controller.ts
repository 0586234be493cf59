import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HealthCheck, HealthCheckResult, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import type { Meilisearch } from 'meilisearch';
import { QueueRegistry, REDIS } from '../../shared/queues/queues.module';
import { MEILI } from '../../shared/search/meili.module';
import { publicHealthReport } from './public-health-report';

const TIMEOUT_MS = 1500;

/** 200 with every dependency's state, or 503 naming the one that is down. */
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly queues: QueueRegistry,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(MEILI) private readonly meili: Meilisearch,
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
      void reply.status(503).send(publicHealthReport(error.getResponse() as HealthCheckResult));
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
    ]);
  }
}
