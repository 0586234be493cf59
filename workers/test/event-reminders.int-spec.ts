import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import type { OutgoingMail } from '@praxisnah/read-models';
import { createTestDatabase, type TestDatabase } from '../../infra/testing/test-database';
import { EmailTemplateRepository } from '../src/maintenance/email-template.repository';
import { EventRegistrationRepository } from '../src/maintenance/event-registration.repository';
import { EventReminders } from '../src/maintenance/event-reminders';

/** The day-before reminder against the real PostgreSQL: once per registration however often, and at once, the job runs. */
describe('EventReminders', () => {
  let database: TestDatabase;
  let pool: Pool;
  let reminders: EventReminders;
  const sent: OutgoingMail[] = [];
  const send = (mail: OutgoingMail) => {
    sent.push(mail);
    return Promise.resolve(true);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 4 });
    reminders = new EventReminders(new EventRegistrationRepository(pool), new EmailTemplateRepository(pool));
  });

  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  async function event(daysAhead: number, companyId: string | null = null): Promise<string> {
    const id = randomUUID();
    await pool.query(
      `INSERT INTO events (id, company_id, title, event_date, start_time, location, city, registration_required, max_participants)
       VALUES ($1, $2, 'Messe Morgen', (now() AT TIME ZONE 'Europe/Berlin')::date + $3::int, '09:00', 'Halle', 'Köln', true, 10)`,
      [id, companyId, daysAhead],
    );
    return id;
  }

  async function registration(eventId: string, email: string, status = 'registered'): Promise<void> {
    await pool.query(
      `INSERT INTO event_registrations (id, event_id, kind, name, email, seats, status, cancel_token_hash, checkin_code, privacy_accepted_at)
       VALUES ($1, $2, 'person', 'Mara', $3, 1, $4, repeat('a', 64), $5, now())`,
      [randomUUID(), eventId, email, status, randomUUID().slice(0, 20)],
    );
  }

  it('reminds everyone registered for tomorrow exactly once, even when two runs overlap', async () => {
    const tomorrow = await event(1);
    const later = await event(2);
    await registration(tomorrow, 'eins@test.example');
    await registration(tomorrow, 'zwei@test.example');
    await registration(tomorrow, 'wartet@test.example', 'waiting');
    await registration(tomorrow, 'abgesagt@test.example', 'cancelled');
    await registration(later, 'spaeter@test.example');

    const counts = await Promise.all([
      reminders.sendDue(send, 'https://praxisnah.test'),
      reminders.sendDue(send, 'https://praxisnah.test'),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await reminders.sendDue(send, 'https://praxisnah.test')).toBe(0);
    expect(sent.map((mail) => mail.to).sort()).toEqual(['eins@test.example', 'zwei@test.example']);
    expect(sent[0]!.subject).toBe('Erinnerung: morgen ist Messe Morgen');
    expect(sent[0]!.text).toContain(`https://praxisnah.test/events/${tomorrow}`);
    expect(sent[0]!.attachments?.map((file) => file.filename)).toEqual(['einlass-qr-code.png', 'veranstaltung.ics']);
  });

  it("uses the organiser's wording of the reminder", async () => {
    const companyId = randomUUID();
    await pool.query(`INSERT INTO companies (id, name, slug) VALUES ($1, 'Messebetrieb GmbH', $2)`, [
      companyId,
      `messebetrieb-${companyId}`,
    ]);
    await pool.query(
      `INSERT INTO event_email_templates (company_id, key, subject, body) VALUES ($1, 'reminder', 'Bis morgen, {{name}}!', 'Wir sehen uns bei {{veranstaltung}}.')`,
      [companyId],
    );
    await registration(await event(1, companyId), 'eigen@test.example');
    sent.length = 0;
    expect(await reminders.sendDue(send, 'https://praxisnah.test')).toBe(1);
    expect(sent[0]!.subject).toBe('Bis morgen, Mara!');
    expect(sent[0]!.text).toContain('Wir sehen uns bei Messe Morgen.');
  });
});
