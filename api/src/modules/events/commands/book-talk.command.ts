import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { VisitorTalks } from '@praxisnah/contracts';
import { MailService } from '../../mail/mail.service';
import { RegistrationLinks } from '../registration-links';
import { talkBookedExhibitorMail, talkBookedVisitorMail } from '../talk-mails';
import { TalkRepository } from '../talk.repository';

export class BookTalkCommand {
  constructor(
    readonly eventId: string,
    readonly token: string,
    readonly slotId: string,
  ) {}
}

/** A visitor books a talk slot with the token from their mail; both sides get a mail after the booking stands. */
@CommandHandler(BookTalkCommand)
export class BookTalkHandler implements ICommandHandler<BookTalkCommand, VisitorTalks & { message: string }> {
  constructor(
    private readonly talks: TalkRepository,
    private readonly links: RegistrationLinks,
    private readonly mail: MailService,
  ) {}

  async execute({ eventId, token, slotId }: BookTalkCommand): Promise<VisitorTalks & { message: string }> {
    const visitor = await this.talks.visitor(eventId, token);
    const bookingId = await this.talks.book(eventId, visitor, slotId);
    const talk = (await this.talks.details(bookingId))!;
    this.mail.dispatch(talkBookedVisitorMail(talk, this.links.talks(eventId, token), this.links.event(eventId)));
    this.mail.dispatch(talkBookedExhibitorMail(talk, this.links.exhibitorApplication(eventId)));
    return {
      ...(await this.talks.visitorView(eventId, visitor)),
      message: `Gebucht: ${talk.startTime}–${talk.endTime} Uhr bei ${talk.companyName}. Wir haben dir eine Bestätigung an ${visitor.email} geschickt.`,
    };
  }
}
