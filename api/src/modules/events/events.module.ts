import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CancelRegistrationHandler } from './commands/cancel-registration.command';
import { DeleteEventHandler } from './commands/delete-event.command';
import { RegisterForEventHandler } from './commands/register-for-event.command';
import { SaveEventHandler } from './commands/save-event.command';
import { EventRepository } from './event.repository';
import { EventsController } from './events.controller';
import { RegistrationLinks } from './registration-links';
import { RegistrationRepository } from './registration.repository';
import { RegistrationsController } from './registrations.controller';

@Module({
  imports: [CqrsModule],
  controllers: [EventsController, RegistrationsController],
  providers: [
    EventRepository,
    RegistrationRepository,
    RegistrationLinks,
    SaveEventHandler,
    DeleteEventHandler,
    RegisterForEventHandler,
    CancelRegistrationHandler,
  ],
  exports: [EventRepository],
})
export class EventsModule {}
