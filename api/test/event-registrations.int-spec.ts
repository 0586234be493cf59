import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { QUEUES, type RegistrationResult } from '@praxisnah/contracts';
import type { Mail } from '../../infra/mailbox/dev-mailbox';
import { waitFor } from '../../infra/testing/http';
import { request, sql, useStackWithMailbox } from './support/account-helpers';

/** Registration, waiting list and cancellation against the real stack: PostgreSQL row locks, outbox, mails. */
jest.setTimeout(120_000);

describe('event registrations', () => {
  const platform = useStackWithMailbox({ demoData: false, web: false, env: { PUBLIC_ORIGIN: 'https://praxisnah.test' } });
  const { mailTo } = platform;

  async function createEvent(fields: {
    maxParticipants: number | null;
    daysAhead?: number;
    registrationRequired?: boolean;
  }): Promise<string> {
    const id = randomUUID();
    await sql(
      platform.stack.databaseUrl,
      `INSERT INTO events (id, title, event_date, start_time, end_time, location, city, registration_required, max_participants)
       VALUES ($1, 'Ausbildungsmesse Testhausen', (now() AT TIME ZONE 'Europe/Berlin')::date + $2::int, '09:00', '15:00', 'Stadthalle', 'Köln', $3, $4)`,
      [id, fields.daysAhead ?? 30, fields.registrationRequired ?? true, fields.maxParticipants],
    );
    return id;
  }

  const person = (email: string, name = 'Lena Beispiel') => ({ name, email, privacyAccepted: true });
  const register = (eventId: string, body: unknown, headers?: { ip?: string }) =>
    request<RegistrationResult & { message: string }>(platform.base, 'POST', `/api/events/${eventId}/registrations`, { body, ...headers });
  const cancelLink = (mail: Mail) => {
    const link = mail.text.match(/https?:\/\/\S+\/cancel-registration\/\S+/)?.[0];
    if (!link) throw new Error(`No cancel link in "${mail.subject}"`);
    const url = new URL(link);
    return { url, id: url.pathname.split('/').pop()!, token: url.searchParams.get('token')! };
  };
  const cancel = (id: string, token: string) =>
    request<{ message: string; alreadyCancelled: boolean }>(platform.base, 'POST', `/api/event-registrations/${id}/cancel`, {
      body: { token },
    });
  const statuses = (eventId: string) =>
    sql<{ email: string; status: string }>(
      platform.stack.databaseUrl,
      'SELECT email, status FROM event_registrations WHERE event_id = $1 ORDER BY seq',
      [eventId],
    );

  it('50 simultaneous sign-ups for 10 places: exactly 10 registered, 40 waiting in order, count in the index', async () => {
    const eventId = await createEvent({ maxParticipants: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => register(eventId, person(`schueler${index}@test.example`, `Schüler ${index}`))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    expect(answers.filter((answer) => answer.body.status === 'registered')).toHaveLength(10);
    const waiting = answers.filter((answer) => answer.body.status === 'waiting');
    expect(waiting.map((answer) => answer.body.waitingPosition).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );

    const [event] = await sql<{ registration_count: number }>(
      platform.stack.databaseUrl,
      'SELECT registration_count FROM events WHERE id = $1',
      [eventId],
    );
    expect(event!.registration_count).toBe(10);
    const rows = await statuses(eventId);
    expect(rows.filter((row) => row.status === 'registered')).toHaveLength(10);
    expect(rows.filter((row) => row.status === 'waiting')).toHaveLength(40);
    // The free places reach the events index through the outbox and the projector.
    await waitFor(async () => {
      const shown = await request<{ registrationCount: number }>(platform.base, 'GET', `/api/events/${eventId}`);
      return shown.status === 200 && shown.body.registrationCount === 10;
    }, 30_000);
  });

  it('mails the confirmation with a cancel link from PUBLIC_ORIGIN, a calendar file and the QR code', async () => {
    const eventId = await createEvent({ maxParticipants: 5 });
    const response = await request(platform.base, 'POST', `/api/events/${eventId}/registrations`, {
      body: person('Mia.Muster@Test.example', 'Mia Muster'),
    });
    expect(response.status).toBe(201);
    const mail = await mailTo('mia.muster@test.example', 'Anmeldung bestätigt');
    const link = cancelLink(mail);
    expect(link.url.origin).toBe('https://praxisnah.test');
    expect(mail.html).toContain('cid:einlass-qr@praxisnah');
    const files = mail.attachments.map((file) => `${file.filename} ${file.contentType}`);
    expect(files).toEqual(expect.arrayContaining(['einlass-qr-code.png image/png', 'veranstaltung.ics text/calendar']));
    const ics = Buffer.from(mail.attachments.find((file) => file.filename.endsWith('.ics'))!.base64, 'base64').toString('utf8');
    expect(ics).toContain('SUMMARY:Ausbildungsmesse Testhausen');
    const [row] = await sql<{ checkin_code: string }>(
      platform.stack.databaseUrl,
      'SELECT checkin_code FROM event_registrations WHERE id = $1',
      [link.id],
    );
    expect(mail.text).toContain(row!.checkin_code);
  });

  it('takes no sign-up for an event a moderator hid or its package paused, but its registrants can still cancel', async () => {
    const eventId = await createEvent({ maxParticipants: 5 });
    expect((await register(eventId, person('vorher@test.example'))).status).toBe(201);
    const registered = cancelLink(await mailTo('vorher@test.example', 'Anmeldung bestätigt'));
    for (const [offline, online] of [
      ['hidden_at', 'paused_by_package_at'],
      ['paused_by_package_at', 'hidden_at'],
    ] as const) {
      await sql(platform.stack.databaseUrl, `UPDATE events SET ${offline} = now(), ${online} = NULL WHERE id = $1`, [eventId]);
      const refused = await register(eventId, person(`danach-${offline.slice(0, 6)}@test.example`));
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 404,
        message: 'Diese Veranstaltung wurde nicht gefunden.',
      });
    }
    expect((await cancel(registered.id, registered.token)).status).toBe(200);
    expect(await statuses(eventId)).toEqual([{ email: 'vorher@test.example', status: 'cancelled' }]);
  });

  it('refuses the same e-mail twice, kindly, in any spelling', async () => {
    const eventId = await createEvent({ maxParticipants: 5 });
    expect((await register(eventId, person('doppelt@test.example'))).status).toBe(201);
    const again = await register(eventId, person(' Doppelt@TEST.example '));
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('schon angemeldet');
    expect(await statuses(eventId)).toHaveLength(1);
  });

  it('counts a school class with all its pupils against the places', async () => {
    const eventId = await createEvent({ maxParticipants: 5 });
    const teacher = (email: string, pupilCount: number) => ({
      kind: 'class',
      name: 'Frau Keller',
      email,
      school: 'Realschule Nord',
      classLevel: '9',
      pupilCount,
      privacyAccepted: true,
    });
    expect((await register(eventId, teacher('keller@schule.example', 4))).body.status).toBe('registered');
    const tooBig = await register(eventId, teacher('braun@schule.example', 2));
    expect([tooBig.body.status, tooBig.body.waitingPosition]).toEqual(['waiting', 1]);
    expect((await register(eventId, teacher('x@schule.example', 61))).status).toBe(400);
    const [event] = await sql<{ registration_count: number }>(
      platform.stack.databaseUrl,
      'SELECT registration_count FROM events WHERE id = $1',
      [eventId],
    );
    expect(event!.registration_count).toBe(4);
    expect((await mailTo('keller@schule.example', 'Anmeldung bestätigt')).text).toContain('für 4 Personen');
  });

  it('says so when no registration is needed or the event is over, and validates in German', async () => {
    const open = await createEvent({ maxParticipants: null, registrationRequired: false });
    expect((await register(open, person('offen@test.example'))).body.message).toContain('keine Anmeldung nötig');
    const past = await createEvent({ maxParticipants: 10, daysAhead: -1 });
    const late = await register(past, person('spaet@test.example'));
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('Anmeldung beendet');
    const badEmail = await register(past, { ...person('x@test.example'), email: 'kein-mail' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('gültige E-Mail-Adresse');
    const noConsent = await register(past, { ...person('x@test.example'), privacyAccepted: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.message).toContain('Datenschutzerklärung');
    expect((await register(randomUUID(), person('niemand@test.example'))).status).toBe(404);
  });

  it('cancellation moves the waiting list up in order, with a mail; a second click changes nothing; a wrong token reveals nothing', async () => {
    const eventId = await createEvent({ maxParticipants: 2 });
    const emails = ['a', 'b', 'c', 'd', 'e'].map((letter) => `${letter}-${eventId.slice(0, 8)}@test.example`);
    for (const email of emails) expect((await register(eventId, person(email))).status).toBe(201);
    expect((await statuses(eventId)).map((row) => row.status)).toEqual(['registered', 'registered', 'waiting', 'waiting', 'waiting']);

    const first = cancelLink(await mailTo(emails[0]!, 'Anmeldung bestätigt'));
    const wrong = await cancel(first.id, 'x'.repeat(43));
    const unknown = await cancel(randomUUID(), first.token);
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.text).not.toContain('Ausbildungsmesse');

    const done = await cancel(first.id, first.token);
    expect(done.status).toBe(200);
    expect(done.body.alreadyCancelled).toBe(false);
    expect((await cancel(first.id, first.token)).body.alreadyCancelled).toBe(true);
    expect((await statuses(eventId)).map((row) => row.status)).toEqual(['cancelled', 'registered', 'registered', 'waiting', 'waiting']);
    const movedUp = await mailTo(emails[2]!, 'nachgerückt');
    expect(movedUp.attachments.some((file) => file.contentType === 'image/png')).toBe(true);

    // A person on the waiting list who gives up frees no place; the next registered cancellation promotes d, not e.
    const gaveUp = cancelLink(await mailTo(emails[4]!, 'Warteliste'));
    expect((await cancel(gaveUp.id, gaveUp.token)).status).toBe(200);
    const second = cancelLink(await mailTo(emails[1]!, 'Anmeldung bestätigt'));
    expect((await cancel(second.id, second.token)).status).toBe(200);
    expect((await statuses(eventId)).map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'registered', 'registered', 'cancelled']);
    await mailTo(emails[3]!, 'nachgerückt');
    const [event] = await sql<{ registration_count: number }>(
      platform.stack.databaseUrl,
      'SELECT registration_count FROM events WHERE id = $1',
      [eventId],
    );
    expect(event!.registration_count).toBe(2);
  });

  it('the workers send the reminder the day before once, even when the job runs twice at once, with the QR code', async () => {
    const eventId = await createEvent({ maxParticipants: 10, daysAhead: 1 });
    const later = await createEvent({ maxParticipants: 10, daysAhead: 2 });
    expect((await register(eventId, person('morgen@test.example', 'Mara Morgen'))).status).toBe(201);
    expect((await register(later, person('uebermorgen@test.example'))).status).toBe(201);
    // The workers' schedule runs it every ten minutes; here it is enqueued twice by hand, as a duplicated run would be.
    const maintenance = new Queue(QUEUES.maintenance, {
      connection: { url: platform.stack.env.REDIS_URL },
      prefix: platform.stack.env.QUEUE_PREFIX,
    });
    try {
      const jobs = await Promise.all(
        ['a', 'b'].map((run) => maintenance.add('send-event-reminders', {}, { jobId: `reminders-${run}-${randomUUID()}` })),
      );
      await waitFor(async () => (await Promise.all(jobs.map((job) => job.isCompleted()))).every(Boolean), 30_000);
    } finally {
      await maintenance.close();
    }
    const subject = 'Erinnerung: morgen ist Ausbildungsmesse Testhausen';
    const mail = await mailTo('morgen@test.example', subject);
    expect(mail.text).toContain('Du bist für Mara Morgen zu „Ausbildungsmesse Testhausen“ angemeldet.');
    expect(mail.attachments.some((file) => file.contentType === 'image/png')).toBe(true);
    const rows = await sql<{ email: string; reminded: boolean }>(
      platform.stack.databaseUrl,
      'SELECT email, reminded_at IS NOT NULL AS reminded FROM event_registrations WHERE event_id = ANY($1::uuid[]) ORDER BY email',
      [[eventId, later]],
    );
    expect(rows).toEqual([
      { email: 'morgen@test.example', reminded: true },
      { email: 'uebermorgen@test.example', reminded: false },
    ]);
    expect(platform.mailbox.mails().filter((m) => m.envelopeTo.includes('morgen@test.example') && m.subject === subject)).toHaveLength(1);
    expect(
      platform.mailbox.mails().some((m) => m.envelopeTo.includes('uebermorgen@test.example') && m.subject.startsWith('Erinnerung')),
    ).toBe(false);
  });
});
