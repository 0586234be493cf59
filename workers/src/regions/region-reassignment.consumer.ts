import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { Pool } from 'pg';
import { QUEUES, reassignRegionsJobSchema } from '@praxisnah/contracts';
import { jobOptionsOf, REASSIGN_REGIONS_JOB } from '@praxisnah/read-models';
import { PG_POOL } from '../infrastructure/infrastructure.module';
import { workerOptions } from '../infrastructure/worker-options';
import { WORKERS_CONFIG, type WorkersConfig } from '../infrastructure/workers-config';
import { markReassigned, reassignAllRows, waitingRegions } from './region-reassignment';

/**
 * Consumes `region-reassignment`: after an admin changed a region's area, puts every company, listing and event into
 * the region its postcode now falls in, slice by slice (reassign_regions_batch), then marks the regions it served as
 * done. It serves the regions waiting when it starts; every slice runs after that, against the areas as committed,
 * so those regions are right at the end whatever else ran. No search document shows a region (read-models
 * DEPENDENCIES.region is empty), so nothing is re-projected; analytics read region_id live.
 *
 * The region rows carry the request, so a job lost with Redis, or never enqueued because Redis was away during the
 * save, is enqueued again by a sweep every OUTBOX_RECONCILE_MS, like the relay's reconcile of the outbox.
 */
@Processor(QUEUES.regionReassignment, workerOptions(1))
export class RegionReassignmentConsumer extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RegionReassignmentConsumer.name);
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @InjectQueue(QUEUES.regionReassignment) private readonly queue: Queue,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    const sweep = () => void this.sweep().catch((error: unknown) => this.logger.warn({ err: error }, 'Region re-assignment sweep failed'));
    sweep();
    this.sweepTimer = setInterval(sweep, this.config.OUTBOX_RECONCILE_MS);
  }

  onApplicationShutdown(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }

  /** Enqueues the job when a region waits; coalesced, so a job already waiting or running absorbs it. */
  async sweep(): Promise<boolean> {
    if (!(await waitingRegions(this.pool)).length) return false;
    const retry = { attempts: this.config.JOB_ATTEMPTS, backoffMs: this.config.JOB_BACKOFF_MS };
    await this.queue.add(REASSIGN_REGIONS_JOB.name, REASSIGN_REGIONS_JOB.data, jobOptionsOf(REASSIGN_REGIONS_JOB, retry));
    return true;
  }

  async process(job: Job): Promise<{ moved: number; regions: number }> {
    reassignRegionsJobSchema.parse(job.data);
    const waiting = await waitingRegions(this.pool);
    // Nothing waits: an earlier run served this request already.
    if (!waiting.length) return { moved: 0, regions: 0 };
    const started = performance.now();
    const moved = await reassignAllRows(this.pool);
    const regions = await markReassigned(this.pool, waiting);
    this.logger.log({ moved, regions, ms: Math.round(performance.now() - started) }, 'Regions re-assigned after an area change');
    return { moved, regions };
  }
}
