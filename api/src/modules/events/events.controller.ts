import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createEventSchema,
  updateEventSchema,
  type CreateEventInput,
  type EventParticipantsRow,
  type EventView,
  type UpdateEventInput,
} from '@praxisnah/contracts';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { CurrentCompanyId } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { DeleteEventCommand } from './commands/delete-event.command';
import { SaveEventCommand } from './commands/save-event.command';
import { EVENT_NOT_FOUND, EventRepository } from './event.repository';
import { RegistrationRepository } from './registration.repository';

const eventId = new UuidParamPipe(EVENT_NOT_FOUND);

@Controller('api')
@UseGuards(SessionGuard)
export class EventsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly events: EventRepository,
    private readonly registrations: RegistrationRepository,
  ) {}

  @Post('events')
  async create(
    @CurrentCompanyId() companyId: string,
    @Body(new ZodValidationPipe(createEventSchema)) body: CreateEventInput,
  ): Promise<EventView> {
    const id = await this.commands.execute<SaveEventCommand, string>(new SaveEventCommand(companyId, body));
    return this.events.findOwnedView(companyId, id);
  }

  @Patch('events/:id')
  async update(
    @CurrentCompanyId() companyId: string,
    @Param('id', eventId) id: string,
    @Body(new ZodValidationPipe(updateEventSchema)) body: UpdateEventInput,
  ): Promise<EventView> {
    await this.commands.execute(new SaveEventCommand(companyId, body, id));
    return this.events.findOwnedView(companyId, id);
  }

  @Delete('events/:id')
  @HttpCode(204)
  async remove(@CurrentCompanyId() companyId: string, @Param('id', eventId) id: string): Promise<void> {
    await this.commands.execute(new DeleteEventCommand(companyId, id));
  }

  @Get('company/events')
  list(@CurrentCompanyId() companyId: string): Promise<EventView[]> {
    return this.events.listOwned(companyId);
  }

  @Get('company/event-participants')
  participants(@CurrentCompanyId() companyId: string): Promise<EventParticipantsRow[]> {
    return this.registrations.participantsOverview(companyId);
  }
}
