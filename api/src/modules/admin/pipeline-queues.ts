import { Injectable } from '@nestjs/common';
import type { QueueHealth, QueueName } from '@praxisnah/contracts';
import { QueueRegistry } from '../../shared/queues/queues.module';

export interface DeadLetter {
  queue: QueueName;
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  failedAt: string | null;
  data: unknown;
}

/** The pipeline's queues as operators see them: jobs per state, jobs that exhausted their retries, and their replay. */
@Injectable()
export class PipelineQueues {
  constructor(private readonly queues: QueueRegistry) {}

  /** Jobs per state in every queue: what waits, what runs, what failed for good. */
  health(): Promise<QueueHealth[]> {
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

  /** The newest 500 dead jobs of each queue. */
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

  /** Retries one dead job, every dead job of a queue, or all of them; returns how many. */
  async replay(only: QueueName | undefined, id: string | undefined): Promise<number> {
    let replayed = 0;
    for (const queue of this.queues.all().filter((candidate) => !only || candidate.name === only)) {
      for (const job of await queue.getFailed(0, -1)) {
        if (id && job.id !== id) continue;
        await job.retry('failed');
        replayed += 1;
      }
    }
    return replayed;
  }
}
