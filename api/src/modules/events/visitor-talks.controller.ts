import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { bookTalkSchema, talkVisitorSchema, type BookTalkInput, type TalkVisitorInput, type VisitorTalks } from '@praxisnah/contracts';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { BookTalkCommand } from './commands/book-talk.command';
import { CancelTalkCommand } from './commands/cancel-talk.command';
import { INVALID_TALK_LINK, TalkRepository } from './talk.repository';

/** The visitor's side: no account, the token from the mail in the body, throttled per address like registrations. */
@Controller('api/events/:id/talks')
@UseGuards(ThrottlerGuard)
@Throttle({ default: { limit: 30, ttl: 60_000 } })
export class VisitorTalksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly talks: TalkRepository,
  ) {}

  /** A POST, so the token stays out of URLs and logs. */
  @Post('overview')
  @HttpCode(200)
  async overview(
    @Param('id', new UuidParamPipe(INVALID_TALK_LINK)) id: string,
    @Body(new ZodValidationPipe(talkVisitorSchema)) body: TalkVisitorInput,
  ): Promise<VisitorTalks> {
    return this.talks.visitorView(id, await this.talks.visitor(id, body.token));
  }

  @Post('bookings')
  book(
    @Param('id', new UuidParamPipe(INVALID_TALK_LINK)) id: string,
    @Body(new ZodValidationPipe(bookTalkSchema)) body: BookTalkInput,
  ): Promise<VisitorTalks & { message: string }> {
    return this.commands.execute(new BookTalkCommand(id, body.token, body.slotId));
  }

  @Post('bookings/:bookingId/cancel')
  @HttpCode(200)
  cancel(
    @Param('id', new UuidParamPipe(INVALID_TALK_LINK)) id: string,
    @Param('bookingId', new UuidParamPipe('Dieser Gesprächstermin wurde nicht gefunden.')) bookingId: string,
    @Body(new ZodValidationPipe(talkVisitorSchema)) body: TalkVisitorInput,
  ): Promise<VisitorTalks & { message: string }> {
    return this.commands.execute(new CancelTalkCommand(id, body.token, bookingId));
  }
}
