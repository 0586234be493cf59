import { Inject, Injectable, Logger } from '@nestjs/common';
import { jobOptionsOf, REASSIGN_REGIONS_JOB } from '@praxisnah/read-models';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config';
import { QueueRegistry } from '../../shared/queues/queues.module';

/**
 * Asks the workers to re-assign every company, listing and event after an area change committed. The region row
 * already says it waits (RegionRepository.requestReassignment), so when Redis is away the save still succeeds and the
 * workers' sweep enqueues the job later; the admin's request never waits for the re-assignment itself.
 */
@Injectable()
export class RegionReassignmentQueue {
  private readonly logger = new Logger(RegionReassignmentQueue.name);

  constructor(
    private readonly queues: QueueRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(): Promise<void> {
    const retry = { attempts: this.config.JOB_ATTEMPTS, backoffMs: this.config.JOB_BACKOFF_MS };
    try {
      await this.queues
        .get(REASSIGN_REGIONS_JOB.queue)
        .add(REASSIGN_REGIONS_JOB.name, REASSIGN_REGIONS_JOB.data, jobOptionsOf(REASSIGN_REGIONS_JOB, retry));
    } catch (error) {
      this.logger.warn({ err: error }, 'Region re-assignment not enqueued; the workers sweep will pick it up');
    }
  }
}
