import { Injectable } from '@nestjs/common';
import { DEFAULT_EMAIL_TEMPLATES, type EmailTemplate } from '@praxisnah/contracts';
import { reminderMail, type OutgoingMail } from '@praxisnah/read-models';
import { EmailTemplateRepository } from './email-template.repository';
import { EventRegistrationRepository } from './event-registration.repository';

/**
 * The reminder the day before an event (German calendar day), to everyone registered. Each registration is claimed
 * (reminded_at) in the statement that selects it, so a job that runs twice, or in two worker processes at once, never
 * sends one twice; a claimed mail that fails is not sent again (once at most beats twice).
 */
@Injectable()
export class EventReminders {
  constructor(
    private readonly registrations: EventRegistrationRepository,
    private readonly templates: EmailTemplateRepository,
  ) {}

  async sendDue(send: (mail: OutgoingMail) => Promise<boolean>, publicOrigin: string): Promise<number> {
    const due = await this.registrations.claimTomorrowsReminders();
    const templates = new Map<string | null, Promise<EmailTemplate>>();
    for (const reminder of due) {
      if (!templates.has(reminder.companyId)) templates.set(reminder.companyId, this.reminderTemplate(reminder.companyId));
      // Built from PUBLIC_ORIGIN only, like every mailed link.
      const eventUrl = new URL(`/events/${encodeURIComponent(reminder.event.id)}`, publicOrigin).toString();
      const context = { ...reminder, to: reminder.email, eventUrl, cancelUrl: null };
      await send(await reminderMail(context, await templates.get(reminder.companyId)!));
    }
    return due.length;
  }

  /** The organiser's wording of the reminder, or the default. */
  private async reminderTemplate(companyId: string | null): Promise<EmailTemplate> {
    if (!companyId) return DEFAULT_EMAIL_TEMPLATES.reminder;
    return (await this.templates.findReminder(companyId)) ?? DEFAULT_EMAIL_TEMPLATES.reminder;
  }
}
