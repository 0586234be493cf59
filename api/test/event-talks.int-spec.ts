import { randomBytes, randomUUID } from 'node:crypto';
import type {
  ExhibitorApplicationView,
  ExhibitorTalkSlot,
  ManagedTalkBooking,
  RegistrationResult,
  VisitorTalks,
} from '@praxisnah/contracts';
import { startDevMailbox, type DevMailbox } from '../../infra/mailbox/dev-mailbox';
import { freePort } from '../../infra/scripts/lib/services';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { loginToken, request, sql } from './support/account-helpers';

/** Talks with exhibitors against the real stack: the unique indexes under concurrent bookings, who may do what, the mails. */
jest.setTimeout(120_000);

describe('talks with exhibitors', () => {
  let stack: TestStack;
  let mailbox: DevMailbox;
  let base: string;
  let tokens: { werkstatt: string; zweite: string; admin: string; region: string };
  let eventId: string;
  let otherEventId: string;
  const contact = { werkstatt: 'messe@werkstatt.example', zweite: 'messe@zweite.example' };

  async function createEvent(): Promise<string> {
    const id = randomUUID();
    await sql(
      stack.databaseUrl,
      `INSERT INTO events (id, title, event_date, start_time, end_time, location, city, registration_required, max_participants)
       VALUES ($1, 'Gesprächsmesse Testhausen', current_date + 20, '09:00', '15:00', 'Stadthalle', 'Köln', true, 100)`,
      [id],
    );
    return id;
  }

  /** Applies as exhibitor and has the organiser (here an admin: the event belongs to no company) accept. */
  async function admit(token: string, contactEmail: string, accept = true): Promise<void> {
    const applied = await request<ExhibitorApplicationView>(base, 'POST', `/api/events/${eventId}/exhibitor-applications`, {
      token,
      body: { contactName: 'Messeteam', contactEmail, standWishes: '', message: '' },
    });
    expect(applied.status).toBe(201);
    if (!accept) return;
    const decided = await request(base, 'POST', `/api/events/${eventId}/management/exhibitors/${applied.body.id}`, {
      token: tokens.admin,
      body: { status: 'accepted' },
    });
    expect(decided.status).toBe(200);
  }

  /** Registers a visitor and returns the token from the talk link in the confirmation mail. */
  async function visitor(label: string, event = eventId): Promise<{ email: string; token: string }> {
    const email = `${label}-${randomBytes(3).toString('hex')}@schule.example`;
    const answer = await request<RegistrationResult>(base, 'POST', `/api/events/${event}/registrations`, {
      body: { name: `Besuch ${label}`, email, privacyAccepted: true },
    });
    expect(answer.status).toBe(201);
    const mail = await mailbox.waitForMail((m) => m.envelopeTo.includes(email), 15_000);
    const link = mail.text.match(/https?:\/\/\S+\/event-registration\/[^/\s]+\/gespraeche\?token=\S+/)?.[0];
    if (!link) throw new Error('No talk link in the confirmation mail');
    const url = new URL(link);
    expect(url.pathname).toBe(`/event-registration/${event}/gespraeche`);
    return { email, token: url.searchParams.get('token')! };
  }

  const slotsPath = () => `/api/events/${eventId}/talk-slots`;
  const mySlots = async (token: string) => (await request<ExhibitorTalkSlot[]>(base, 'GET', `${slotsPath()}/mine`, { token })).body;
  const overview = (token: string, event = eventId) =>
    request<VisitorTalks & { message: string }>(base, 'POST', `/api/events/${event}/talks/overview`, { body: { token } });
  const book = (token: string, slotId: string) =>
    request<VisitorTalks & { message: string }>(base, 'POST', `/api/events/${eventId}/talks/bookings`, { body: { token, slotId } });
  const bookingCount = async (slotId: string) =>
    (await sql<{ n: number }>(stack.databaseUrl, 'SELECT count(*)::int AS n FROM event_talk_bookings WHERE slot_id = $1', [slotId]))[0]!.n;

  beforeAll(async () => {
    mailbox = await startDevMailbox({ smtpPort: await freePort(), httpPort: await freePort() });
    stack = await startTestStack({ web: false, env: { SMTP_URL: mailbox.smtpUrl, PUBLIC_ORIGIN: 'https://praxisnah.test' } });
    base = stack.baseUrl;
    tokens = {
      werkstatt: await loginToken(base, 'firma@demo.example', 'demo-passwort'),
      zweite: await loginToken(base, 'firma2@demo.example', 'demo-passwort'),
      admin: await loginToken(base, 'admin@demo.example', 'admin-passwort'),
      region: await loginToken(base, 'region@demo.example', 'demo-passwort'),
    };
    eventId = await createEvent();
    otherEventId = await createEvent();
    await admit(tokens.werkstatt, contact.werkstatt);
    await admit(tokens.zweite, contact.zweite, false);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.stop();
  }, 60_000);

  it('an admitted exhibitor opens a series of 10-minute slots within the opening hours and deletes a free one', async () => {
    const created = await request<{ created: number; slots: ExhibitorTalkSlot[] }>(base, 'POST', slotsPath(), {
      token: tokens.werkstatt,
      body: { from: '10:00', to: '11:00' },
    });
    expect(created.status).toBe(201);
    expect(created.body.created).toBe(6);
    expect(created.body.slots.map((slot) => `${slot.startTime}-${slot.endTime}`)).toEqual([
      '10:00-10:10',
      '10:10-10:20',
      '10:20-10:30',
      '10:30-10:40',
      '10:40-10:50',
      '10:50-11:00',
    ]);
    const again = await request<{ created: number }>(base, 'POST', slotsPath(), {
      token: tokens.werkstatt,
      body: { from: '10:30', to: '11:10' },
    });
    expect(again.body.created).toBe(1);
    const early = await request<{ message: string }>(base, 'POST', slotsPath(), {
      token: tokens.werkstatt,
      body: { from: '08:00', to: '09:30' },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('09:00–15:00');
    const crooked = await request<{ message: string }>(base, 'POST', slotsPath(), {
      token: tokens.werkstatt,
      body: { from: '10:05', to: '11:00' },
    });
    expect(crooked.status).toBe(400);
    expect(crooked.body.message).toContain('volle zehn Minuten');

    const last = (await mySlots(tokens.werkstatt)).find((slot) => slot.startTime === '11:00')!;
    expect((await request(base, 'DELETE', `${slotsPath()}/${last.id}`, { token: tokens.werkstatt })).status).toBe(200);
    expect((await mySlots(tokens.werkstatt)).map((slot) => slot.startTime)).not.toContain('11:00');
  });

  it('another company cannot create, list or delete slots for an exhibitor it is not', async () => {
    const target = (await mySlots(tokens.werkstatt))[0]!;
    // Zweite Demo applied but is not admitted; Demo Werkstatt's slots are not its own either way.
    const create = await request<{ message: string }>(base, 'POST', slotsPath(), {
      token: tokens.zweite,
      body: { from: '12:00', to: '13:00' },
    });
    expect(create.status).toBe(403);
    expect(create.body.message).toContain('nicht als Aussteller zugelassen');
    expect((await request(base, 'GET', `${slotsPath()}/mine`, { token: tokens.zweite })).status).toBe(403);
    expect((await request(base, 'DELETE', `${slotsPath()}/${target.id}`, { token: tokens.zweite })).status).toBe(403);
    // Admins and regional managers have no company: no exhibitor of their own either.
    for (const token of [tokens.admin, tokens.region]) {
      expect((await request(base, 'POST', slotsPath(), { token, body: { from: '12:00', to: '13:00' } })).status).toBe(403);
      expect((await request(base, 'DELETE', `${slotsPath()}/${target.id}`, { token })).status).toBe(403);
    }

    const [application] = await sql<{ id: string }>(
      stack.databaseUrl,
      `SELECT x.id FROM event_exhibitors x JOIN users u ON u.company_id = x.company_id WHERE x.event_id = $1 AND u.email = 'firma2@demo.example'`,
      [eventId],
    );
    await request(base, 'POST', `/api/events/${eventId}/management/exhibitors/${application!.id}`, {
      token: tokens.admin,
      body: { status: 'accepted' },
    });
    // Admitted now, it still cannot touch the other exhibitor's slot, and sees only its own.
    expect((await request(base, 'DELETE', `${slotsPath()}/${target.id}`, { token: tokens.zweite })).status).toBe(404);
    expect((await mySlots(tokens.werkstatt)).map((slot) => slot.id)).toContain(target.id);
    expect(await mySlots(tokens.zweite)).toEqual([]);
    expect((await request(base, 'POST', slotsPath(), { token: tokens.zweite, body: { from: '12:00', to: '12:30' } })).status).toBe(201);
    expect((await request(base, 'POST', slotsPath(), { body: { from: '12:00', to: '12:30' } })).status).toBe(401);
  });

  it('a wrong token, or one of another event, reveals nothing', async () => {
    const visit = await visitor('fremd', otherEventId);
    const slot = (await mySlots(tokens.werkstatt))[0]!;
    const attempts = [
      await overview(randomBytes(32).toString('base64url')),
      await overview(visit.token),
      await book(randomBytes(32).toString('base64url'), slot.id),
      await book(visit.token, slot.id),
      await request(base, 'POST', `/api/events/${eventId}/talks/bookings/${randomUUID()}/cancel`, { body: { token: visit.token } }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.text).toContain('Dieser Link ist ungültig');
      expect(attempt.text).not.toMatch(/Demo Werkstatt|Besuch|10:00/);
    }
    expect(await bookingCount(slot.id)).toBe(0);
  });

  it('20 visitors booking one slot at once give exactly one booking', async () => {
    const slot = (await mySlots(tokens.werkstatt)).find((candidate) => candidate.startTime === '10:10')!;
    const visitors = await Promise.all(Array.from({ length: 20 }, (_, index) => visitor(`ansturm${index}`)));
    const answers = await Promise.all(visitors.map((visit) => book(visit.token, slot.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.message.includes('gerade vergeben'))).toBe(true);
    expect(await bookingCount(slot.id)).toBe(1);
    const winner = visitors[answers.findIndex((answer) => answer.status === 201)]!;
    expect((await mySlots(tokens.werkstatt)).find((candidate) => candidate.id === slot.id)?.booking?.name).toMatch(/^Besuch ansturm/);
    const seen = await overview(visitors.find((visit) => visit !== winner)!.token);
    expect(seen.body.exhibitors.flatMap((exhibitor) => exhibitor.freeSlots).map((free) => free.id)).not.toContain(slot.id);
  });

  it('one talk per exhibitor per visitor; both sides get a mail, the visitor with a calendar entry; cancelling frees the slot', async () => {
    const visit = await visitor('lena');
    const seen = await overview(visit.token);
    expect(seen.status).toBe(200);
    expect(seen.body.visitorName).toBe('Besuch lena');
    const werkstatt = seen.body.exhibitors.find((exhibitor) => exhibitor.company.name === 'Demo Werkstatt GmbH')!;
    const zweite = seen.body.exhibitors.find((exhibitor) => exhibitor.company.name === 'Zweite Demo GmbH')!;
    const [first, second] = werkstatt.freeSlots;

    const booked = await book(visit.token, first!.id);
    expect(booked.status).toBe(201);
    expect(booked.body.bookings.map((booking) => [booking.company.name, booking.startTime])).toEqual([
      ['Demo Werkstatt GmbH', first!.startTime],
    ]);
    const twice = await book(visit.token, second!.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('schon einen Gesprächstermin');
    expect(await bookingCount(second!.id)).toBe(0);
    expect((await book(visit.token, zweite.freeSlots[0]!.id)).status).toBe(201);

    const visitorMail = await mailbox.waitForMail(
      (m) => m.envelopeTo.includes(visit.email) && m.subject.startsWith('Gesprächstermin bei Demo Werkstatt'),
      15_000,
    );
    expect(visitorMail.text).toContain(`${first!.startTime}–${first!.endTime} Uhr`);
    const ics = Buffer.from(visitorMail.attachments.find((file) => file.filename === 'gespraech.ics')!.base64, 'base64').toString('utf8');
    expect(ics).toContain('SUMMARY:Gespräch mit Demo Werkstatt GmbH');
    expect(ics).toContain(`T${first!.startTime.replace(':', '')}00`);
    const exhibitorMail = await mailbox.waitForMail(
      (m) => m.envelopeTo.includes(contact.werkstatt) && m.subject.startsWith(`Neuer Gesprächstermin: ${first!.startTime}`),
      15_000,
    );
    expect(exhibitorMail.text).toContain('Besuch lena');

    // A booked slot stays: the exhibitor cannot delete it.
    expect((await request(base, 'DELETE', `${slotsPath()}/${first!.id}`, { token: tokens.werkstatt })).status).toBe(409);

    // The organiser sees the bookings; an exhibitor that is not the organiser does not.
    const managed = await request<ManagedTalkBooking[]>(base, 'GET', `/api/events/${eventId}/management/talks`, { token: tokens.admin });
    expect(
      managed.body
        .filter((row) => row.visitor.email === visit.email)
        .map((row) => row.company.name)
        .sort(),
    ).toEqual(['Demo Werkstatt GmbH', 'Zweite Demo GmbH']);
    expect((await request(base, 'GET', `/api/events/${eventId}/management/talks`, { token: tokens.werkstatt })).status).toBe(403);

    const bookingId = booked.body.bookings[0]!.id;
    const cancelPath = `/api/events/${eventId}/talks/bookings/${bookingId}/cancel`;
    const cancelled = await request<VisitorTalks & { message: string }>(base, 'POST', cancelPath, { body: { token: visit.token } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.bookings.map((booking) => booking.company.name)).toEqual(['Zweite Demo GmbH']);
    expect(await bookingCount(first!.id)).toBe(0);
    await mailbox.waitForMail((m) => m.envelopeTo.includes(contact.werkstatt) && m.subject.startsWith('Gesprächstermin abgesagt'), 15_000);
    await mailbox.waitForMail((m) => m.envelopeTo.includes(visit.email) && m.subject.startsWith('Gesprächstermin abgesagt'), 15_000);
    // Now a different time with the same exhibitor is allowed.
    expect((await book(visit.token, second!.id)).status).toBe(201);
  });

  it('cancelling the registration frees its talks', async () => {
    const visit = await visitor('absage');
    const slot = (await overview(visit.token)).body.exhibitors[0]!.freeSlots[0]!;
    expect((await book(visit.token, slot.id)).status).toBe(201);
    const [registration] = await sql<{ id: string }>(stack.databaseUrl, 'SELECT id FROM event_registrations WHERE email = $1', [
      visit.email,
    ]);
    expect(
      (await request(base, 'POST', `/api/event-registrations/${registration!.id}/cancel`, { body: { token: visit.token } })).status,
    ).toBe(200);
    expect(await bookingCount(slot.id)).toBe(0);
    expect((await overview(visit.token)).status).toBe(404);
  });
});
