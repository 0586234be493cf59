import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { RegisterForEventInput, RegistrationResult } from '@praxisnah/contracts';
import { MailService } from '../../mail/mail.service';
import { EmailTemplateRepository } from '../email-template.repository';
import { EVENT_NOT_FOUND } from '../event.repository';
import { RegistrationLinks } from '../registration-links';
import { registrationConfirmedMail, waitingListMail } from '@praxisnah/read-models';
import { fits, RegistrationRepository } from '../registration.repository';

export class RegisterForEventCommand {
  constructor(
    readonly eventId: string,
    readonly input: RegisterForEventInput,
  ) {}
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Registers a person or a school class under the event's row lock: registered while places are free, otherwise on
 * the waiting list. The mail goes out after the commit.
 */
@CommandHandler(RegisterForEventCommand)
export class RegisterForEventHandler implements ICommandHandler<RegisterForEventCommand, RegistrationResult> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registrations: RegistrationRepository,
    private readonly links: RegistrationLinks,
    private readonly mail: MailService,
    private readonly templates: EmailTemplateRepository,
  ) {}

  async execute({ eventId, input }: RegisterForEventCommand): Promise<RegistrationResult> {
    const cancelToken = randomBytes(32).toString('base64url');
    const seats = input.kind === 'class' ? input.pupilCount : 1;
    const { event, row, position } = await this.dataSource.transaction(async (manager) => {
      const event = await this.registrations.lockEvent(manager, eventId);
      // A hidden or paused event is offline: as for visitors, it does not exist (its registrants can still cancel).
      if (!event.isPublic) throw new NotFoundException({ message: EVENT_NOT_FOUND });
      if (!event.registrationRequired) {
        throw new ConflictException({ message: 'Für diese Veranstaltung ist keine Anmeldung nötig – komm einfach vorbei.' });
      }
      if (event.isPast) throw new ConflictException({ message: 'Anmeldung beendet: Diese Veranstaltung hat schon stattgefunden.' });
      const status = fits(event.maxParticipants, event.registrationCount, seats) ? 'registered' : 'waiting';
      const row = await this.registrations.insert(manager, {
        eventId,
        kind: input.kind,
        name: input.name,
        email: input.email,
        school: input.school ?? null,
        classLevel: input.classLevel ?? null,
        interests: input.kind === 'person' ? input.interests : [],
        seats,
        status,
        cancelTokenHash: hashToken(cancelToken),
      });
      if (!row) return this.registrations.refuseDuplicate(manager, eventId, input.email);
      if (status === 'registered') await this.registrations.saveRegistrationCount(manager, event, event.registrationCount + seats);
      return { event, row, position: row.waitingPosition };
    });

    const context = {
      to: row.email,
      name: row.name,
      seats,
      event,
      eventUrl: this.links.event(event.id),
      cancelUrl: this.links.cancel(row.id, cancelToken),
      talksUrl: this.links.talks(event.id, cancelToken),
      checkinCode: row.checkinCode,
    };
    if (position === null) {
      this.mail.dispatch(
        this.templates.resolve(event.companyId, 'confirmed').then((template) => registrationConfirmedMail(context, template)),
      );
      return {
        registrationId: row.id,
        status: 'registered',
        waitingPosition: null,
        message: `Du bist angemeldet! Wir haben dir eine Bestätigung mit deinem QR-Code für den Einlass an ${row.email} geschickt.`,
      };
    }
    this.mail.dispatch(this.templates.resolve(event.companyId, 'waiting').then((template) => waitingListMail(context, template, position)));
    return {
      registrationId: row.id,
      status: 'waiting',
      waitingPosition: position,
      message: `Die Veranstaltung ist ausgebucht. Du stehst auf Platz ${position} der Warteliste und rückst automatisch nach, sobald jemand absagt – wir schreiben dir dann.`,
    };
  }
}
