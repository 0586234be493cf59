import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParticipantMessageInput } from '@praxisnah/contracts';
import { compose } from '@praxisnah/read-models';
import { MailService } from '../../mail/mail.service';
import { RegistrationLinks } from '../registration-links';
import { RegistrationRepository } from '../registration.repository';

export class MessageParticipantsCommand {
  constructor(
    readonly eventId: string,
    readonly input: ParticipantMessageInput,
  ) {}
}

/** The organiser's message to everyone registered (not the waiting list); returns how many mails went out. */
@CommandHandler(MessageParticipantsCommand)
export class MessageParticipantsHandler implements ICommandHandler<MessageParticipantsCommand, { sent: number; message: string }> {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly links: RegistrationLinks,
    private readonly mail: MailService,
  ) {}

  async execute({ eventId, input }: MessageParticipantsCommand): Promise<{ sent: number; message: string }> {
    const { event, registrations } = await this.registrations.management(eventId);
    const recipients = registrations.filter((registration) => registration.status === 'registered');
    for (const recipient of recipients) {
      this.mail.dispatch(
        compose(recipient.email, `${input.subject} – ${event.title}`, [
          `eine Nachricht des Veranstalters von „${event.title}“:`,
          input.message,
          `Zur Veranstaltung: ${this.links.event(event.id)}`,
        ]),
      );
    }
    return {
      sent: recipients.length,
      message: recipients.length === 1 ? 'Die Nachricht geht an 1 Anmeldung.' : `Die Nachricht geht an ${recipients.length} Anmeldungen.`,
    };
  }
}
