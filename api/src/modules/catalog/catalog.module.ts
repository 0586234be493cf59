import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditLog } from '../operators/audit-log';
import { AdminAusbildungOptionsController } from './admin-ausbildung-options.controller';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { ChangeAusbildungOptionsHandler } from './commands/change-ausbildung-options.command';

@Global()
@Module({
  imports: [CqrsModule],
  controllers: [CatalogController, AdminAusbildungOptionsController],
  providers: [CatalogService, AuditLog, ChangeAusbildungOptionsHandler],
  exports: [CatalogService],
})
export class CatalogModule {}
