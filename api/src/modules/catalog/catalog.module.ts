import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditLogRepository } from '../operators/audit-log.repository';
import { AdminAusbildungOptionsController } from './admin-ausbildung-options.controller';
import { AusbildungOptionRepository } from './ausbildung-option.repository';
import { AusbildungOptionUsageRepository } from './ausbildung-option-usage.repository';
import { CatalogController } from './catalog.controller';
import { CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';
import { ChangeAusbildungOptionsHandler } from './commands/change-ausbildung-options.command';

@Global()
@Module({
  imports: [CqrsModule],
  controllers: [CatalogController, AdminAusbildungOptionsController],
  providers: [
    CatalogService,
    CatalogRepository,
    AusbildungOptionRepository,
    AusbildungOptionUsageRepository,
    AuditLogRepository,
    ChangeAusbildungOptionsHandler,
  ],
  exports: [CatalogService],
})
export class CatalogModule {}
