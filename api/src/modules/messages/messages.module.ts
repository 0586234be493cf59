import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditLogRepository } from '../operators/audit-log.repository';
import { AdminMessagesController } from './admin-messages.controller';
import { SaveMessageOverrideHandler } from './commands/save-message-override.command';
import { MessageOverridesRepository } from './message-overrides.repository';
import { MessagesController } from './messages.controller';

/** The web client's texts: defaults in contracts, admins' overrides in PostgreSQL. */
@Module({
  imports: [CqrsModule],
  controllers: [MessagesController, AdminMessagesController],
  providers: [AuditLogRepository, MessageOverridesRepository, SaveMessageOverrideHandler],
})
export class MessagesModule {}
