import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { QUEUES, z, type QueueHealth, type QueueName } from '@praxisnah/contracts';
import { parseWith } from '../../shared/validation/parse-with';
import { Roles, SessionGuard } from '../auth/session.guard';
import { PipelineQueues, type DeadLetter } from './pipeline-queues';
import { IndexFreshnessRepository, type IndexFreshness } from './index-freshness.repository';

const replaySchema = z.object({
  queue: z.enum(Object.values(QUEUES) as [QueueName, ...QueueName[]], { error: 'Unbekannte Warteschlange.' }).optional(),
  id: z.string().max(200).optional(),
});

/** What operators need to run the pipeline: jobs that exhausted their retries, their replay, and index freshness. */
@Controller('api/admin')
@UseGuards(SessionGuard)
@Roles('admin')
export class OperationsController {
  constructor(
    private readonly queues: PipelineQueues,
    private readonly freshnessTimes: IndexFreshnessRepository,
  ) {}

  @Get('queues')
  queueHealth(): Promise<QueueHealth[]> {
    return this.queues.health();
  }

  @Get('dead-letters')
  deadLetters(): Promise<DeadLetter[]> {
    return this.queues.deadLetters();
  }

  @Post('dead-letters/replay')
  @HttpCode(200)
  async replay(@Body() body: unknown): Promise<{ replayed: number }> {
    const { queue, id } = parseWith(replaySchema, body ?? {});
    return { replayed: await this.queues.replay(queue, id) };
  }

  /** Publish-to-searchable time of the last hour's published changes, in milliseconds. */
  @Get('metrics/freshness')
  freshness(): Promise<IndexFreshness> {
    return this.freshnessTimes.lastHour();
  }
}
