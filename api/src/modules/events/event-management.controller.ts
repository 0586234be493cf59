import { Body, Controller, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  checkInSchema,
  findSector,
  participantMessageSchema,
  type CheckInInput,
  type CheckInResult,
  type EventManagement,
  type ParticipantMessageInput,
} from '@praxisnah/contracts';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { CheckInRegistrationCommand } from './commands/check-in-registration.command';
import { MessageParticipantsCommand } from './commands/message-participants.command';
import { EVENT_NOT_FOUND } from './event.repository';
import { OrganiserAccess } from './organiser-access';
import { RegistrationRepository } from './registration.repository';
import { registrationsCsv } from './registrations-csv';

const eventId = new UuidParamPipe(EVENT_NOT_FOUND);

/** The organiser's side of an event: the owning company and admins; every route checks that first. */
@Controller('api/events/:id/management')
@UseGuards(SessionGuard)
export class EventManagementController {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: OrganiserAccess,
    private readonly registrations: RegistrationRepository,
  ) {}

  @Get()
  async overview(@CurrentUser() user: AuthenticatedUser, @Param('id', eventId) id: string): Promise<EventManagement> {
    await this.access.assert(user, id);
    return this.registrations.management(id);
  }

  @Get('registrations.csv')
  async csv(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', eventId) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    await this.access.assert(user, id);
    const { registrations } = await this.registrations.management(id);
    // Set only now: a refusal above must still be sent as a JSON error.
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="anmeldungen.csv"');
    return registrationsCsv(registrations, (key) => findSector(key).label);
  }

  @Post('check-ins')
  @HttpCode(200)
  async checkIn(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', eventId) id: string,
    @Body(new ZodValidationPipe(checkInSchema)) body: CheckInInput,
  ): Promise<CheckInResult> {
    await this.access.assert(user, id);
    return this.commands.execute(new CheckInRegistrationCommand(id, body));
  }

  @Post('messages')
  @HttpCode(202)
  async message(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', eventId) id: string,
    @Body(new ZodValidationPipe(participantMessageSchema)) body: ParticipantMessageInput,
  ): Promise<{ sent: number; message: string }> {
    await this.access.assert(user, id);
    return this.commands.execute(new MessageParticipantsCommand(id, body));
  }
}
