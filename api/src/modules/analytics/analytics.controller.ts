import { Body, Controller, HttpCode, Logger, Post, Req, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { analyticsRecordSchema, QUEUES, type AnalyticsRecord, type ClientAnalyticsJob } from '@praxisnah/contracts';
import { QueueRegistry } from '../../shared/queues/queues.module';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';

/**
 * Client analytics (sent only with consent) go straight to the analytics queue. Losing one page view while Redis
 * is down is acceptable, failing the visitor's page is not: the answer is 202 either way.
 */
@Controller('api/analytics')
@UseGuards(ThrottlerGuard)
export class AnalyticsController {
  private readonly logger = new Logger(AnalyticsController.name);

  constructor(private readonly queues: QueueRegistry) {}

  @Post('record')
  @HttpCode(202)
  @Throttle({ default: { limit: 120, ttl: 60_000 } })
  async record(
    @Body(new ZodValidationPipe(analyticsRecordSchema)) body: AnalyticsRecord,
    @Req() request: FastifyRequest,
  ): Promise<{ accepted: boolean }> {
    const job: ClientAnalyticsJob = {
      ...body,
      receivedAt: new Date().toISOString(),
      // A daily-salted hash counts distinct visitors without storing their address.
      sessionHash: createHash('sha256')
        .update(`${request.ip}:${new Date().toISOString().slice(0, 10)}`)
        .digest('hex')
        .slice(0, 16),
    };
    try {
      await this.queues.get(QUEUES.analytics).add('record-client-event', job, { removeOnComplete: true, removeOnFail: 1000, attempts: 3 });
      return { accepted: true };
    } catch (error) {
      this.logger.warn({ err: error }, 'Analytics event dropped: queue unavailable');
      return { accepted: false };
    }
  }
}
