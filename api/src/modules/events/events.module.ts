import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeleteEventHandler } from './commands/delete-event.command';
import { SaveEventHandler } from './commands/save-event.command';
import { EventRepository } from './event.repository';
import { EventsController } from './events.controller';

@Module({
  imports: [CqrsModule],
  controllers: [EventsController],
  providers: [EventRepository, SaveEventHandler, DeleteEventHandler],
  exports: [EventRepository],
})
export class EventsModule {}
