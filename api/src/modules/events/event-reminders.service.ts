import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { EmailTemplateRepository } from './email-template.repository';
import type { CalendarEventSource } from './event-calendar';
import { RegistrationLinks } from './registration-links';
import { reminderMail } from './registration-mails';

const EVERY_MS = 10 * 60_000;
/** After start-up, so a restarted API catches up at once instead of after the first interval. */
const FIRST_RUN_MS = 2000;

interface DueReminder {
  name: string;
  email: string;
  seats: number;
  checkinCode: string;
  companyId: string | null;
  event: CalendarEventSource;
}

/**
 * The reminder the day before an event, to everyone registered. It runs in the API because the mail transport and
 * the organisers' templates live here. Each registration is claimed (reminded_at) in the same statement that
 * selects it, so several API processes never send one twice; a claimed mail that fails is not retried.
 */
@Injectable()
export class EventRemindersService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventRemindersService.name);
  private timers: NodeJS.Timeout[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly templates: EmailTemplateRepository,
    private readonly links: RegistrationLinks,
    private readonly mail: MailService,
  ) {}

  onApplicationBootstrap(): void {
    const run = () => void this.sendDue().catch((error: Error) => this.logger.error({ reason: error.message }, 'Reminders failed'));
    this.timers = [setTimeout(run, FIRST_RUN_MS), setInterval(run, EVERY_MS)];
  }

  onModuleDestroy(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
  }

  async sendDue(): Promise<number> {
    const due = await this.dataSource.query<DueReminder[]>(
      // A WITH … SELECT, because TypeORM answers a bare UPDATE … RETURNING with [rows, count].
      `WITH claimed AS (
         UPDATE event_registrations r SET reminded_at = now() FROM events e
         WHERE r.event_id = e.id AND r.status = 'registered' AND r.reminded_at IS NULL
           AND e.event_date = (now() AT TIME ZONE 'Europe/Berlin')::date + 1
         RETURNING r.name, r.email, r.seats, r.checkin_code AS "checkinCode", e.company_id AS "companyId",
           json_build_object('id', e.id, 'title', e.title, 'eventDate', to_char(e.event_date, 'YYYY-MM-DD'),
             'startTime', to_char(e.start_time, 'HH24:MI'), 'endTime', to_char(e.end_time, 'HH24:MI'),
             'location', e.location, 'address', e.address, 'zip', e.zip, 'city', e.city) AS event
       )
       SELECT * FROM claimed`,
    );
    for (const reminder of due) {
      const context = { ...reminder, to: reminder.email, eventUrl: this.links.event(reminder.event.id), cancelUrl: null };
      this.mail.dispatch(this.templates.resolve(reminder.companyId, 'reminder').then((template) => reminderMail(context, template)));
    }
    if (due.length) this.logger.log({ reminders: due.length }, 'Sent event reminders');
    return due.length;
  }
}
