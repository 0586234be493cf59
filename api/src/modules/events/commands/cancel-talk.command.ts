import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { VisitorTalks } from '@praxisnah/contracts';
import { MailService } from '../../mail/mail.service';
import { RegistrationLinks } from '../registration-links';
import { talkCancelledExhibitorMail, talkCancelledVisitorMail } from '../talk-mails';
import { TalkRepository } from '../talk.repository';

export class CancelTalkCommand {
  constructor(
    readonly eventId: string,
    readonly token: string,
    readonly bookingId: string,
  ) {}
}

/** The visitor cancels an own talk; a second click (or another visitor's booking id) changes nothing. */
@CommandHandler(CancelTalkCommand)
export class CancelTalkHandler implements ICommandHandler<CancelTalkCommand, VisitorTalks & { message: string }> {
  constructor(
    private readonly talks: TalkRepository,
    private readonly links: RegistrationLinks,
    private readonly mail: MailService,
  ) {}

  async execute({ eventId, token, bookingId }: CancelTalkCommand): Promise<VisitorTalks & { message: string }> {
    const visitor = await this.talks.visitor(eventId, token);
    const talk = await this.talks.cancel(visitor, bookingId);
    if (talk) {
      this.mail.dispatch(talkCancelledVisitorMail(talk, this.links.talks(eventId, token)));
      this.mail.dispatch(talkCancelledExhibitorMail(talk, this.links.exhibitorApplication(eventId)));
    }
    return {
      ...(await this.talks.visitorView(eventId, visitor)),
      message: talk ? `Abgesagt: dein Gespräch um ${talk.startTime} Uhr bei ${talk.companyName}.` : 'Dieser Termin war schon abgesagt.',
    };
  }
}
