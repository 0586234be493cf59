import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CheckInInput, CheckInResult } from '@praxisnah/contracts';
import { RegistrationRepository } from '../registration.repository';

export class CheckInRegistrationCommand {
  constructor(
    readonly eventId: string,
    readonly input: CheckInInput,
  ) {}
}

const BERLIN_TIME = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });
const timeOf = (iso: string) => BERLIN_TIME.format(new Date(iso));

/** Checks a registered person in at the door; a second scan says when the first one was. The organiser is checked before. */
@CommandHandler(CheckInRegistrationCommand)
export class CheckInRegistrationHandler implements ICommandHandler<CheckInRegistrationCommand, CheckInResult> {
  constructor(private readonly registrations: RegistrationRepository) {}

  async execute({ eventId, input }: CheckInRegistrationCommand): Promise<CheckInResult> {
    const result = await this.registrations.checkIn(eventId, input);
    if (!result) {
      throw new NotFoundException({
        message: 'Keine gültige Anmeldung für diese Veranstaltung gefunden. Steht die Person vielleicht noch auf der Warteliste?',
      });
    }
    const { registration, alreadyCheckedIn } = result;
    return {
      ...result,
      message: alreadyCheckedIn
        ? `${registration.name} ist schon seit ${timeOf(registration.checkedInAt!)} Uhr eingecheckt.`
        : `${registration.name} ist eingecheckt${registration.seats > 1 ? ` (${registration.seats} Personen)` : ''}.`,
    };
  }
}
