import { Injectable } from '@nestjs/common';
import type { ExhibitorApplicationView } from '@praxisnah/contracts';
import { MailService } from '../mail/mail.service';
import { EventRepository } from './event.repository';
import { exhibitorAppliedMail, exhibitorDecidedMail } from './exhibitor-mails';
import { RegistrationLinks } from './registration-links';

/** Mails about exhibitor applications: the organiser hears of each application, the company of each decision. */
@Injectable()
export class ExhibitorNotifications {
  constructor(
    private readonly events: EventRepository,
    private readonly links: RegistrationLinks,
    private readonly mail: MailService,
  ) {}

  /**
   * To the accounts of the organising company; an event without one (a regional event) goes to the managers of its
   * region, who run it.
   */
  async applied(eventId: string, application: ExhibitorApplicationView): Promise<void> {
    for (const row of await this.events.organiserRecipients(eventId)) {
      const context = {
        to: row.email,
        companyName: application.company.name,
        eventTitle: row.title,
        eventDate: row.eventDate,
        url: this.links.management(eventId),
      };
      this.mail.dispatch(exhibitorAppliedMail(context, application.contactName, application.standWishes, application.message));
    }
  }

  /** To the contact address the company gave in its application. */
  async decided(eventId: string, application: ExhibitorApplicationView, message: string): Promise<void> {
    if (application.status === 'pending') return;
    const event = await this.events.findHeading(eventId);
    if (!event) return;
    const context = {
      to: application.contactEmail,
      companyName: application.company.name,
      eventTitle: event.title,
      eventDate: event.eventDate,
      url: this.links.exhibitorApplication(eventId),
    };
    this.mail.dispatch(exhibitorDecidedMail(context, application.status, message));
  }
}
