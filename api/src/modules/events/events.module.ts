import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing/billing.module';
import { CancelRegistrationHandler } from './commands/cancel-registration.command';
import { CheckInRegistrationHandler } from './commands/check-in-registration.command';
import { DeleteEventHandler } from './commands/delete-event.command';
import { MessageParticipantsHandler } from './commands/message-participants.command';
import { RegisterForEventHandler } from './commands/register-for-event.command';
import { SaveEventHandler } from './commands/save-event.command';
import { EmailTemplateRepository } from './email-template.repository';
import { EmailTemplatesController } from './email-templates.controller';
import { EventManagementController } from './event-management.controller';
import { EventRemindersService } from './event-reminders.service';
import { EventRepository } from './event.repository';
import { ExhibitorRepository } from './exhibitor.repository';
import { ExhibitorsController } from './exhibitors.controller';
import { EventsController } from './events.controller';
import { OrganiserAccess } from './organiser-access';
import { PremiumOrderRepository } from './premium-order.repository';
import { PremiumOrdersController } from './premium-orders.controller';
import { RegistrationLinks } from './registration-links';
import { RegistrationRepository } from './registration.repository';
import { RegistrationsController } from './registrations.controller';

@Module({
  imports: [CqrsModule, BillingModule],
  controllers: [
    EventsController,
    RegistrationsController,
    EventManagementController,
    ExhibitorsController,
    PremiumOrdersController,
    EmailTemplatesController,
  ],
  providers: [
    EventRepository,
    RegistrationRepository,
    ExhibitorRepository,
    PremiumOrderRepository,
    EmailTemplateRepository,
    EventRemindersService,
    RegistrationLinks,
    OrganiserAccess,
    SaveEventHandler,
    DeleteEventHandler,
    RegisterForEventHandler,
    CancelRegistrationHandler,
    CheckInRegistrationHandler,
    MessageParticipantsHandler,
  ],
  exports: [EventRepository, ExhibitorRepository],
})
export class EventsModule {}
