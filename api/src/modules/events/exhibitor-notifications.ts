import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ExhibitorApplicationView } from '@praxisnah/contracts';
import { MailService } from '../mail/mail.service';
import { exhibitorAppliedMail, exhibitorDecidedMail } from './exhibitor-mails';
import { RegistrationLinks } from './registration-links';

/** Mails about exhibitor applications: the organiser hears of each application, the company of each decision. */
@Injectable()
export class ExhibitorNotifications {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: RegistrationLinks,
    private readonly mail: MailService,
  ) {}

  /**
   * To the accounts of the organising company; an event without one (a regional event) goes to the managers of its
   * region, who run it.
   */
  async applied(eventId: string, application: ExhibitorApplicationView): Promise<void> {
    const rows = await this.dataSource.query<{ email: string; title: string; eventDate: string }[]>(
      `SELECT u.email, e.title, to_char(e.event_date, 'YYYY-MM-DD') AS "eventDate"
       FROM events e LEFT JOIN companies c ON c.id = e.company_id
       JOIN users u ON (e.company_id IS NOT NULL AND u.company_id = e.company_id)
         OR (e.company_id IS NULL AND u.role = 'regional_manager' AND u.region_id = COALESCE(e.region_id, c.region_id))
       WHERE e.id = $1`,
      [eventId],
    );
    for (const row of rows) {
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
    const [event] = await this.dataSource.query<{ title: string; eventDate: string }[]>(
      `SELECT title, to_char(event_date, 'YYYY-MM-DD') AS "eventDate" FROM events WHERE id = $1`,
      [eventId],
    );
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
