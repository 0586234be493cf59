import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { QUEUES, z, type QueueHealth, type QueueName } from '@praxisnah/contracts';
import { QueueRegistry } from '../../shared/queues/queues.module';
import { parseWith } from '../../shared/validation/parse-with';
import { Roles, SessionGuard } from '../auth/session.guard';

export interface DeadLetter {
  queue: QueueName;
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  failedAt: string | null;
  data: unknown;
}

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
    private readonly queues: QueueRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Jobs per state in every queue: what waits, what runs, what failed for good. */
  @Get('queues')
  queueHealth(): Promise<QueueHealth[]> {
    return Promise.all(
      this.queues.all().map(async (queue) => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized');
        return {
          queue: queue.name,
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
        };
      }),
    );
  }

  @Get('dead-letters')
  async deadLetters(): Promise<DeadLetter[]> {
    const lists = await Promise.all(
      this.queues.all().map(async (queue) =>
        (await queue.getFailed(0, 499)).map((job) => ({
          queue: queue.name as QueueName,
          id: job.id ?? '',
          name: job.name,
          failedReason: job.failedReason,
          attemptsMade: job.attemptsMade,
          failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
          data: job.data as unknown,
        })),
      ),
    );
    return lists.flat();
  }

  /** Retries one dead job, every dead job of a queue, or all of them. */
  @Post('dead-letters/replay')
  @HttpCode(200)
  async replay(@Body() body: unknown): Promise<{ replayed: number }> {
    const { queue: only, id } = parseWith(replaySchema, body ?? {});
    let replayed = 0;
    for (const queue of this.queues.all().filter((candidate) => !only || candidate.name === only)) {
      for (const job of await queue.getFailed(0, -1)) {
        if (id && job.id !== id) continue;
        await job.retry('failed');
        replayed += 1;
      }
    }
    return { replayed };
  }

  /** Publish-to-searchable time of the last hour's published changes, in milliseconds. */
  @Get('metrics/freshness')
  async freshness(): Promise<{ count: number; p50: number | null; p95: number | null; max: number | null }> {
    const [row] = await this.dataSource.query<{ count: string; p50: number | null; p95: number | null; max: number | null }[]>(
      `SELECT count(*) AS count,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY (event_data->>'ms')::numeric) AS p50,
         percentile_cont(0.95) WITHIN GROUP (ORDER BY (event_data->>'ms')::numeric) AS p95,
         max((event_data->>'ms')::numeric) AS max
       FROM analytics_events WHERE event_type = 'index_freshness' AND occurred_at > now() - interval '1 hour'`,
    );
    return {
      count: Number(row?.count ?? 0),
      p50: row?.p50 ?? null,
      p95: row?.p95 ?? null,
      max: row?.max === null || row?.max === undefined ? null : Number(row.max),
    };
  }
}
