import { BullModule } from '@nestjs/bullmq';
import { Inject, Module, OnApplicationBootstrap } from '@nestjs/common';
import { Meilisearch } from 'meilisearch';
import { Redis } from 'ioredis';
import { IndexNamespace } from '@praxisnah/read-models';
import type { Pool } from 'pg';
import { LoggerModule } from 'nestjs-pino';
import { QUEUES } from '@praxisnah/contracts';
import { AnalyticsConsumer } from './analytics/analytics.consumer';
import { AnalyticsFactRepository } from './analytics/analytics-fact.repository';
import { AnalyticsRetention } from './analytics/analytics-retention';
import { InfrastructureModule, MEILI, PG_POOL, workersMeiliClient } from './infrastructure/infrastructure.module';
import { RedisModule } from './infrastructure/redis.module';
import { loadWorkersConfig, WORKERS_CONFIG, type WorkersConfig } from './infrastructure/workers-config';
import { CONSUMER_DECLARATIONS } from './consumer-declarations';
import { assertJobCatalogue } from './job-catalogue-check';
import { WorkerHeartbeat } from './health/worker-heartbeat';
import { CompanyRepository } from './maintenance/company.repository';
import { EmailTemplateRepository } from './maintenance/email-template.repository';
import { EventRegistrationRepository } from './maintenance/event-registration.repository';
import { EventReminders } from './maintenance/event-reminders';
import { ExpireListingsConsumer } from './maintenance/expire-listings.consumer';
import { InvoiceRepository } from './maintenance/invoice.repository';
import { ListingRepository } from './maintenance/listing.repository';
import { Mailer } from './maintenance/mailer';
import { SubscriptionRepository } from './maintenance/subscription.repository';
import { UnpaidInvoices } from './maintenance/dun-unpaid-invoices';
import { CompanyDocumentsConsumer } from './projections/company-documents.consumer';
import { SearchProjectionConsumer } from './projections/search-projection.consumer';
import { SearchProjector } from './projections/search-projector';
import { RECENT_LISTINGS, RecentListings } from './projections/recent-listings';
import { RegionReassignmentConsumer } from './regions/region-reassignment.consumer';
import { OutboxRelay } from './relay/outbox-relay';
import { ensureAllIndexes } from './search-index/index-setup';
import { TaskNotifications } from './search-index/task-notifications';

const config = loadWorkersConfig();

@Module({
  imports: [
    LoggerModule.forRoot({ pinoHttp: { level: config.LOG_LEVEL } }),
    InfrastructureModule,
    RedisModule,
    BullModule.forRoot({
      connection: { url: config.REDIS_URL, maxRetriesPerRequest: null },
      prefix: config.QUEUE_PREFIX,
    }),
    BullModule.registerQueue(
      { name: QUEUES.searchProjection },
      { name: QUEUES.searchFanout },
      { name: QUEUES.analytics },
      { name: QUEUES.maintenance },
      { name: QUEUES.regionReassignment },
    ),
  ],
  providers: [
    {
      provide: RECENT_LISTINGS,
      inject: [WORKERS_CONFIG, IndexNamespace, TaskNotifications],
      useFactory: (config: WorkersConfig, indexes: IndexNamespace, notifications: TaskNotifications) => {
        if (!config.MEILI_RECENT_URL) return null;
        const meili = workersMeiliClient(config.MEILI_RECENT_URL, config);
        return new RecentListings(
          meili,
          notifications.completionsFor('recent', meili),
          new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 }).on('error', () => undefined),
          indexes.uid('listings'),
        );
      },
    },
    SearchProjector,
    SearchProjectionConsumer,
    CompanyDocumentsConsumer,
    { provide: AnalyticsFactRepository, useFactory: (pool: Pool) => new AnalyticsFactRepository(pool), inject: [PG_POOL] },
    AnalyticsConsumer,
    AnalyticsRetention,
    EventRegistrationRepository,
    EmailTemplateRepository,
    EventReminders,
    ListingRepository,
    CompanyRepository,
    ExpireListingsConsumer,
    Mailer,
    InvoiceRepository,
    SubscriptionRepository,
    UnpaidInvoices,
    RegionReassignmentConsumer,
    OutboxRelay,
    WorkerHeartbeat,
  ],
})
export class WorkersModule implements OnApplicationBootstrap {
  constructor(
    @Inject(MEILI) private readonly meili: Meilisearch,
    @Inject(WORKERS_CONFIG) private readonly workersConfig: WorkersConfig,
    @Inject(RECENT_LISTINGS) private readonly recent: RecentListings | null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    assertJobCatalogue(CONSUMER_DECLARATIONS);
    await ensureAllIndexes(this.meili, this.workersConfig.MEILI_INDEX_PREFIX);
    await this.recent?.setUp();
  }
}
