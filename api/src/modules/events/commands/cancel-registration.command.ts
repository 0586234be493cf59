import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { CancelRegistrationResult } from '@praxisnah/contracts';
import { MailService } from '../../mail/mail.service';
import { EmailTemplateRepository } from '../email-template.repository';
import { RegistrationLinks } from '../registration-links';
import { movedUpMail, registrationCancelledMail } from '@praxisnah/read-models';
import { RegistrationRepository, type RegistrationRow } from '../registration.repository';
import { hashToken } from './register-for-event.command';

export class CancelRegistrationCommand {
  constructor(
    readonly registrationId: string,
    readonly token: string,
  ) {}
}

/** The same answer for an unknown registration and a wrong token, so a guessed link learns nothing. */
export const INVALID_CANCEL_LINK = 'Dieser Abmeldelink ist ungültig. Bitte nutze den Link aus deiner Bestätigungs-E-Mail.';

function tokenMatches(row: RegistrationRow, token: string): boolean {
  return timingSafeEqual(Buffer.from(row.cancelTokenHash, 'hex'), Buffer.from(hashToken(token), 'hex'));
}

/**
 * Cancels with the token from the mail; a second click changes nothing and says so. A registered place that becomes
 * free goes to the waiting list in order, in the same transaction, and each person moved up gets a mail.
 */
@CommandHandler(CancelRegistrationCommand)
export class CancelRegistrationHandler implements ICommandHandler<CancelRegistrationCommand, CancelRegistrationResult> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registrations: RegistrationRepository,
    private readonly links: RegistrationLinks,
    private readonly mail: MailService,
    private readonly templates: EmailTemplateRepository,
  ) {}

  async execute({ registrationId, token }: CancelRegistrationCommand): Promise<CancelRegistrationResult> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const eventId = await this.registrations.eventIdOf(manager, registrationId);
      if (!eventId) throw new NotFoundException({ message: INVALID_CANCEL_LINK });
      // The event row is locked first, as every registration does, so the two never wait on each other in a cycle.
      const event = await this.registrations.lockEvent(manager, eventId);
      const row = await this.registrations.lockRegistration(manager, registrationId);
      if (!row || !tokenMatches(row, token)) throw new NotFoundException({ message: INVALID_CANCEL_LINK });
      if (row.status === 'cancelled') return { event, row, alreadyCancelled: true, promoted: [] };
      await this.registrations.markCancelled(manager, row.id);
      if (row.status === 'waiting') return { event, row, alreadyCancelled: false, promoted: [] };
      const remaining = Math.max(0, event.registrationCount - row.seats);
      const promoted = await this.registrations.promoteWaiting(manager, event, remaining);
      const count = remaining + promoted.reduce((sum, next) => sum + next.seats, 0);
      await this.registrations.saveRegistrationCount(manager, event, count);
      return { event, row, alreadyCancelled: false, promoted };
    });

    const { event, row } = outcome;
    if (!outcome.alreadyCancelled) {
      const eventUrl = this.links.event(event.id);
      const cancelled = this.templates.resolve(event.companyId, 'cancelled');
      const cancelledContext = { to: row.email, name: row.name, seats: row.seats, event, eventUrl };
      this.mail.dispatch(cancelled.then((template) => registrationCancelledMail(cancelledContext, template)));
      const movedUp = this.templates.resolve(event.companyId, 'moved_up');
      for (const next of outcome.promoted) {
        const context = {
          to: next.email,
          name: next.name,
          seats: next.seats,
          event,
          eventUrl,
          cancelUrl: null,
          checkinCode: next.checkinCode,
        };
        this.mail.dispatch(movedUp.then((template) => movedUpMail(context, template)));
      }
    }
    return {
      eventTitle: event.title,
      eventDate: event.eventDate,
      alreadyCancelled: outcome.alreadyCancelled,
      message: outcome.alreadyCancelled
        ? 'Diese Anmeldung war schon storniert. Du musst nichts weiter tun.'
        : 'Deine Anmeldung ist storniert. Danke, dass du abgesagt hast – so kann jemand von der Warteliste nachrücken.',
    };
  }
}
