import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import {
  cancelRegistrationSchema,
  registerForEventSchema,
  type CancelRegistrationInput,
  type CancelRegistrationResult,
  type RegisterForEventInput,
  type RegistrationResult,
} from '@praxisnah/contracts';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { CancelRegistrationCommand, INVALID_CANCEL_LINK } from './commands/cancel-registration.command';
import { RegisterForEventCommand } from './commands/register-for-event.command';
import { EVENT_NOT_FOUND } from './event.repository';

/** Visitors' side of events: no account, so each call is throttled per address. The token travels in the body, never in a logged URL. */
@Controller('api')
@UseGuards(ThrottlerGuard)
@Throttle({ default: { limit: 30, ttl: 60_000 } })
export class RegistrationsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('events/:id/registrations')
  register(
    @Param('id', new UuidParamPipe(EVENT_NOT_FOUND)) eventId: string,
    @Body(new ZodValidationPipe(registerForEventSchema)) body: RegisterForEventInput,
  ): Promise<RegistrationResult> {
    return this.commands.execute(new RegisterForEventCommand(eventId, body));
  }

  @Post('event-registrations/:id/cancel')
  @HttpCode(200)
  cancel(
    @Param('id', new UuidParamPipe(INVALID_CANCEL_LINK)) registrationId: string,
    @Body(new ZodValidationPipe(cancelRegistrationSchema)) body: CancelRegistrationInput,
  ): Promise<CancelRegistrationResult> {
    return this.commands.execute(new CancelRegistrationCommand(registrationId, body.token));
  }
}
