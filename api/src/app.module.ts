import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AdminModule } from './modules/admin/admin.module';
import { AiModule } from './modules/ai/ai.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { AuthModule } from './modules/auth/auth.module';
import { BillingModule } from './modules/billing/billing.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { DirectoryModule } from './modules/directory/directory.module';
import { EventsModule } from './modules/events/events.module';
import { GeoModule } from './modules/geo/geo.module';
import { HealthModule } from './modules/health/health.module';
import { LinksModule } from './modules/links/links.module';
import { ListingsModule } from './modules/listings/listings.module';
import { MailModule } from './modules/mail/mail.module';
import { ObjectsModule } from './modules/objects/objects.module';
import { OperatorsModule } from './modules/operators/operators.module';
import { SearchModule } from './modules/search/search.module';
import { WebModule } from './modules/web/web.module';
import { loadAppConfig } from './shared/config/app-config';
import { ConfigModule } from './shared/config/config.module';
import { DatabaseModule } from './shared/database/database.module';
import { REDACTED_LOG_PATHS } from './shared/logging/redacted-log-paths';
import { OutboxModule } from './shared/outbox/outbox.module';
import { QueuesModule } from './shared/queues/queues.module';
import { RateLimitModule } from './shared/rate-limit/rate-limit.module';
import { MeiliModule } from './shared/search/meili.module';
import { StorageModule } from './shared/storage/storage.module';

const config = loadAppConfig();

@Module({
  imports: [
    ConfigModule,
    LoggerModule.forRoot({
      pinoHttp: {
        level: config.LOG_LEVEL,
        redact: REDACTED_LOG_PATHS,
        autoLogging: { ignore: (request) => request.url === '/api/health' },
      },
    }),
    ThrottlerModule.forRoot([{ ttl: 60_000, limit: 60 }]),
    DatabaseModule,
    OutboxModule,
    QueuesModule,
    MeiliModule,
    RateLimitModule,
    StorageModule,
    MailModule,
    CatalogModule,
    AuthModule,
    AccountsModule,
    ListingsModule,
    EventsModule,
    CompaniesModule,
    SearchModule,
    DirectoryModule,
    GeoModule,
    AnalyticsModule,
    LinksModule,
    HealthModule,
    AdminModule,
    OperatorsModule,
    AiModule,
    BillingModule,
    ObjectsModule,
    WebModule,
  ],
})
export class AppModule {}
