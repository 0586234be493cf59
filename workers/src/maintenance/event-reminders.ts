import type { Pool } from 'pg';
import { DEFAULT_EMAIL_TEMPLATES, type EmailTemplate } from '@praxisnah/contracts';
import { reminderMail, type CalendarEventSource, type OutgoingMail } from '@praxisnah/read-models';

interface DueReminder {
  name: string;
  email: string;
  seats: number;
  checkinCode: string;
  companyId: string | null;
  event: CalendarEventSource;
}

/**
 * The reminder the day before an event (German calendar day), to everyone registered. Each registration is claimed
 * (reminded_at) in the statement that selects it, so a job that runs twice, or in two worker processes at once, never
 * sends one twice; a claimed mail that fails is not sent again (once at most beats twice).
 */
export async function sendDueReminders(pool: Pool, send: (mail: OutgoingMail) => Promise<boolean>, publicOrigin: string): Promise<number> {
  const { rows: due } = await pool.query<DueReminder>(
    `UPDATE event_registrations r SET reminded_at = now() FROM events e
     WHERE r.event_id = e.id AND r.status = 'registered' AND r.reminded_at IS NULL
       AND e.event_date = (now() AT TIME ZONE 'Europe/Berlin')::date + 1
     RETURNING r.name, r.email, r.seats, r.checkin_code AS "checkinCode", e.company_id AS "companyId",
       json_build_object('id', e.id, 'title', e.title, 'eventDate', to_char(e.event_date, 'YYYY-MM-DD'),
         'startTime', to_char(e.start_time, 'HH24:MI'), 'endTime', to_char(e.end_time, 'HH24:MI'),
         'location', e.location, 'address', e.address, 'zip', e.zip, 'city', e.city) AS event`,
  );
  const templates = new Map<string | null, Promise<EmailTemplate>>();
  for (const reminder of due) {
    if (!templates.has(reminder.companyId)) templates.set(reminder.companyId, reminderTemplate(pool, reminder.companyId));
    // Built from PUBLIC_ORIGIN only, like every mailed link.
    const eventUrl = new URL(`/events/${encodeURIComponent(reminder.event.id)}`, publicOrigin).toString();
    const context = { ...reminder, to: reminder.email, eventUrl, cancelUrl: null };
    await send(await reminderMail(context, await templates.get(reminder.companyId)!));
  }
  return due.length;
}

/** The organiser's wording of the reminder, or the default. */
async function reminderTemplate(pool: Pool, companyId: string | null): Promise<EmailTemplate> {
  if (!companyId) return DEFAULT_EMAIL_TEMPLATES.reminder;
  const { rows } = await pool.query<EmailTemplate>(
    `SELECT subject, body FROM event_email_templates WHERE company_id = $1 AND key = 'reminder'`,
    [companyId],
  );
  return rows[0] ?? DEFAULT_EMAIL_TEMPLATES.reminder;
}
