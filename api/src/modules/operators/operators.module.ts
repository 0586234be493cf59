import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountTokenRepository } from '../accounts/account-token.repository';
import { UserAccountRepository } from '../accounts/user-account.repository';
import { EventsModule } from '../events/events.module';
import { AdminOperationsController } from './admin-operations.controller';
import { AuditLogRepository } from './audit-log.repository';
import { OPERATOR_COMMAND_HANDLERS } from './commands';
import { CompanyModerationRepository } from './company-moderation.repository';
import { OfferModerationRepository } from './offer-moderation.repository';
import { OperatorAccounts } from './operator-accounts';
import { OperatorListRepository } from './operator-list.repository';
import { OperatorReadService } from './operator-read.service';
import { RegionAnalyticsReader } from './region-analytics.reader';
import { RegionReassignmentQueue } from './region-reassignment-queue';
import { RegionRepository } from './region.repository';
import { RegionalManagerApplicationRepository } from './regional-manager-application.repository';
import { OperatorController } from './operator.controller';
import { PublicOperatorsController } from './public-operators.controller';

/** Regions, moderation, regional-manager applications and the audit log: the work of admins and regional managers. */
@Module({
  imports: [CqrsModule, EventsModule],
  controllers: [OperatorController, AdminOperationsController, PublicOperatorsController],
  providers: [
    AuditLogRepository,
    CompanyModerationRepository,
    OfferModerationRepository,
    RegionRepository,
    RegionReassignmentQueue,
    RegionalManagerApplicationRepository,
    OperatorAccounts,
    OperatorListRepository,
    OperatorReadService,
    RegionAnalyticsReader,
    AccountTokenRepository,
    UserAccountRepository,
    ...OPERATOR_COMMAND_HANDLERS,
  ],
})
export class OperatorsModule {}
