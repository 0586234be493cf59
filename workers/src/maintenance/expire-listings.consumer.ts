import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { Pool } from 'pg';
import { QUEUES } from '@praxisnah/contracts';
import { inTransaction } from '../infrastructure/in-transaction';
import { PG_POOL } from '../infrastructure/infrastructure.module';
import { workerOptions } from '../infrastructure/worker-options';
import { AnalyticsRetention } from '../analytics/analytics-retention';
import { WORKERS_CONFIG, type WorkersConfig } from '../infrastructure/workers-config';
import { CompanyRepository } from './company.repository';
import { EventReminders } from './event-reminders';
import { Mailer } from './mailer';
import { UnpaidInvoices } from './dun-unpaid-invoices';
import { EventRegistrationRepository } from './event-registration.repository';
import { ListingRepository } from './listing.repository';

const SCHEDULER_ID = 'expire-listings';
const ANALYTICS_PRUNE_EVERY_MS = 3_600_000;
const PURGE_EVERY_MS = 3_600_000;
const REMINDERS_EVERY_MS = 10 * 60_000;

/**
 * Every LISTING_EXPIRY_MS (a minute): active listings whose end date has passed become `abgelaufen` (with a domain
 * event each, so they leave the index), and companies whose events just became past are recounted.
 * Once an hour: raw analytics events past their retention are deleted (AnalyticsRetention), and so are the
 * registrations of events that ended more than 30 days ago, and unpaid invoices are dunned (UnpaidInvoices). Every ten
 * minutes: the reminder mail to everyone registered for tomorrow's events.
 */
@Processor(QUEUES.maintenance, workerOptions(1))
export class ExpireListingsConsumer extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExpireListingsConsumer.name);
  private selfCheck: NodeJS.Timeout | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @InjectQueue(QUEUES.maintenance) private readonly maintenance: Queue,
    private readonly retention: AnalyticsRetention,
    private readonly unpaidInvoices: UnpaidInvoices,
    private readonly registrations: EventRegistrationRepository,
    private readonly listings: ListingRepository,
    private readonly companies: CompanyRepository,
    private readonly eventReminders: EventReminders,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    private readonly mailer: Mailer,
  ) {
    super();
  }

  /**
   * The schedule lives in Redis, which keeps nothing on disk here: after a Redis restart it was gone, and listings
   * stayed `aktiv` past their end date until the workers restarted. So it is checked each interval and registered
   * again when missing (registering is idempotent, so several worker processes may do it at once).
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.registerSchedule();
    this.selfCheck = setInterval(
      () => void this.ensureSchedule().catch((error: unknown) => this.logger.warn({ err: error }, 'Could not check the expiry schedule')),
      this.config.LISTING_EXPIRY_MS,
    );
  }

  onApplicationShutdown(): void {
    if (this.selfCheck) clearInterval(this.selfCheck);
  }

  private async ensureSchedule(): Promise<void> {
    const present = await Promise.all(Object.keys(this.schedules()).map((id) => this.maintenance.getJobScheduler(id)));
    if (present.every(Boolean)) return;
    this.logger.warn('A maintenance schedule was missing from Redis; registering them again');
    await this.registerSchedule();
  }

  /** Scheduler id → interval; each job is named like its scheduler. */
  private schedules(): Record<string, number> {
    return {
      [SCHEDULER_ID]: this.config.LISTING_EXPIRY_MS,
      'prune-analytics': ANALYTICS_PRUNE_EVERY_MS,
      'purge-event-registrations': PURGE_EVERY_MS,
      'send-event-reminders': REMINDERS_EVERY_MS,
      'dun-unpaid-invoices': this.config.INVOICE_DUNNING_MS,
    };
  }

  private async registerSchedule(): Promise<void> {
    for (const [id, every] of Object.entries(this.schedules())) {
      await this.maintenance.upsertJobScheduler(id, { every }, { name: id, data: {} });
    }
  }

  async process(
    job: Job,
  ): Promise<
    | { expired: number }
    | { events: number; visitorHashes: number }
    | { purged: number }
    | { reminded: number }
    | { reminded: number; overdue: number }
  > {
    if (job.name === 'send-event-reminders') {
      const reminded = await this.eventReminders.sendDue((mail) => this.mailer.send(mail), this.config.PUBLIC_ORIGIN);
      if (reminded) this.logger.log({ reminded }, 'Sent event reminders');
      return { reminded };
    }
    if (job.name === 'dun-unpaid-invoices') return this.unpaidInvoices.run();
    if (job.name === 'purge-event-registrations') {
      const purged = await this.registrations.purgePastEvents();
      if (purged) this.logger.log({ purged }, 'Deleted registrations of past events');
      return { purged };
    }
    if (job.name === 'prune-analytics') {
      const pruned = await this.retention.prune();
      if (pruned.events) this.logger.log(pruned, 'Pruned raw analytics events');
      return pruned;
    }
    const expired = await inTransaction(this.pool, (client) => this.listings.expireEnded(client));
    // Upcoming-event counts change when a date passes, with no write to announce it; a daily recount keeps them exact.
    await this.companies.announceEventsPassedYesterday();
    if (expired) this.logger.log({ expired }, 'Expired listings');
    return { expired };
  }
}
