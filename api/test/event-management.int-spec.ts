import type {
  CheckInResult,
  EventManagement,
  EventParticipantsRow,
  EmailTemplateView,
  EventView,
  ExhibitorApplicationView,
  PremiumOrder,
  PublicExhibitor,
} from '@praxisnah/contracts';
import { startDevMailbox, type DevMailbox } from '../../infra/mailbox/dev-mailbox';
import { freePort } from '../../infra/scripts/lib/services';
import { waitFor } from '../../infra/testing/http';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { loginToken, request, sql } from './support/account-helpers';

/** The organiser's screens against the real stack: who may see them, check-in, CSV export and the participant mail. */
jest.setTimeout(120_000);

describe('event management', () => {
  let stack: TestStack;
  let mailbox: DevMailbox;
  let base: string;
  let tokens: { owner: string; other: string; admin: string; region: string };
  let eventId: string;
  /** An event of the Hamburg company: outside the NRW regional manager's region. */
  let hamburgEventId: string;
  const emails = ['eins', 'zwei', 'drei', 'vier'].map((name) => `${name}@schule.example`);

  beforeAll(async () => {
    mailbox = await startDevMailbox({ smtpPort: await freePort(), httpPort: await freePort() });
    stack = await startTestStack({ web: false, env: { SMTP_URL: mailbox.smtpUrl, PUBLIC_ORIGIN: 'https://praxisnah.test' } });
    base = stack.baseUrl;
    tokens = {
      owner: await loginToken(base, 'firma@demo.example', 'demo-passwort'),
      other: await loginToken(base, 'firma2@demo.example', 'demo-passwort'),
      admin: await loginToken(base, 'admin@demo.example', 'admin-passwort'),
      region: await loginToken(base, 'region@demo.example', 'demo-passwort'),
    };
    const created = await request<EventView>(base, 'POST', '/api/events', {
      token: tokens.owner,
      body: {
        title: 'Berufeabend Verwaltung',
        eventDate: '2030-05-04',
        location: 'Aula',
        city: 'Köln',
        registrationRequired: true,
        maxParticipants: 3,
      },
    });
    expect(created.status).toBe(201);
    eventId = created.body.id;
    const hamburg = await request<EventView>(base, 'POST', '/api/events', {
      token: tokens.other,
      body: { title: 'Logistiktag Hafen', eventDate: '2030-05-05', location: 'Halle 4', zip: '20457', city: 'Hamburg' },
    });
    expect(hamburg.status).toBe(201);
    hamburgEventId = hamburg.body.id;
    for (const [index, email] of emails.entries()) {
      const answer = await request(base, 'POST', `/api/events/${eventId}/registrations`, {
        body: { name: `Person ${index + 1}; "Test"`, email, classLevel: '9', interests: ['it_kommunikation'], privacyAccepted: true },
      });
      expect(answer.status).toBe(201);
    }
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.stop();
  }, 60_000);

  const endpoints = (id = eventId) => [
    { method: 'GET', path: `/api/events/${id}/management` },
    { method: 'GET', path: `/api/events/${id}/management/registrations.csv` },
    { method: 'GET', path: `/api/events/${id}/management/exhibitors` },
    { method: 'GET', path: `/api/events/${id}/management/talks` },
    { method: 'POST', path: `/api/events/${id}/management/check-ins`, body: { code: 'ABCDEFGHJK' } },
    {
      method: 'POST',
      path: `/api/events/${id}/management/messages`,
      body: { subject: 'Fremd', message: 'Eine fremde Nachricht an alle.' },
    },
  ];

  it('refuses another company (403), a manager of another region (403) and visitors (401) on every organiser endpoint', async () => {
    for (const endpoint of endpoints()) {
      const asOther = await request(base, endpoint.method, endpoint.path, { token: tokens.other, body: endpoint.body });
      expect([endpoint.path, asOther.status]).toEqual([endpoint.path, 403]);
      expect(asOther.text).not.toContain('schule.example');
      expect((await request(base, endpoint.method, endpoint.path, { body: endpoint.body })).status).toBe(401);
    }
    for (const endpoint of endpoints(hamburgEventId)) {
      const asRegion = await request<{ message: string }>(base, endpoint.method, endpoint.path, {
        token: tokens.region,
        body: endpoint.body,
      });
      expect([endpoint.path, asRegion.status]).toEqual([endpoint.path, 403]);
      expect(asRegion.body.message).toContain('nicht in Ihrer Region');
    }
    const [counted] = await sql<{ checked: number }>(
      stack.databaseUrl,
      'SELECT count(*)::int AS checked FROM event_registrations WHERE event_id = $1 AND checked_in_at IS NOT NULL',
      [eventId],
    );
    expect(counted!.checked).toBe(0);
    expect(mailbox.mails().filter((mail) => mail.subject.includes('Fremd'))).toHaveLength(0);
  });

  it("shows the owner, an admin and the manager of the event's region the registrations and the waiting list in order", async () => {
    for (const token of [tokens.owner, tokens.admin, tokens.region]) {
      const overview = await request<EventManagement>(base, 'GET', `/api/events/${eventId}/management`, { token });
      expect(overview.status).toBe(200);
      expect(overview.body.registrations.map((row) => [row.email, row.status, row.waitingPosition])).toEqual([
        [emails[0], 'registered', null],
        [emails[1], 'registered', null],
        [emails[2], 'registered', null],
        [emails[3], 'waiting', 1],
      ]);
    }
  });

  it('checks in by the QR code once and by a tap; the waiting list cannot be checked in', async () => {
    const [{ code } = { code: '' }] = await sql<{ code: string }>(
      stack.databaseUrl,
      'SELECT checkin_code AS code FROM event_registrations WHERE email = $1',
      [emails[0]],
    );
    const path = `/api/events/${eventId}/management/check-ins`;
    const first = await request<CheckInResult>(base, 'POST', path, { token: tokens.owner, body: { code: code.toLowerCase() } });
    expect(first.status).toBe(200);
    expect(first.body.alreadyCheckedIn).toBe(false);
    expect(first.body.message).toContain('ist eingecheckt');
    const again = await request<CheckInResult>(base, 'POST', path, { token: tokens.owner, body: { code } });
    expect(again.body.alreadyCheckedIn).toBe(true);
    expect(again.body.registration.checkedInAt).toBe(first.body.registration.checkedInAt);

    const overview = await request<EventManagement>(base, 'GET', `/api/events/${eventId}/management`, { token: tokens.owner });
    const waiting = overview.body.registrations.find((row) => row.status === 'waiting')!;
    expect((await request(base, 'POST', path, { token: tokens.owner, body: { registrationId: waiting.id } })).status).toBe(404);
    const second = overview.body.registrations[1]!;
    expect(
      (await request<CheckInResult>(base, 'POST', path, { token: tokens.owner, body: { registrationId: second.id } })).body.registration
        .checkedInAt,
    ).not.toBeNull();
  });

  it('exports a CSV that German Excel opens: BOM, semicolons, quoted cells', async () => {
    const csv = await fetch(`${base}/api/events/${eventId}/management/registrations.csv`, {
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Status;Wartelisten-Platz;Art;Name;E-Mail;Schule;Klassenstufe;Personen;Interessen;Angemeldet am;Eingecheckt am');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`Angemeldet;;Einzelperson;"Person 1; ""Test""";${emails[0]};;Klasse 9;1;`);
    expect(lines[4]).toMatch(/^Warteliste;1;/);
  });

  it('mails a message to everyone registered, not to the waiting list', async () => {
    const sent = await request<{ sent: number }>(base, 'POST', `/api/events/${eventId}/management/messages`, {
      token: tokens.owner,
      body: { subject: 'Raumänderung', message: 'Wir treffen uns in Halle 2 statt in der Aula.' },
    });
    expect(sent.status).toBe(202);
    expect(sent.body.sent).toBe(3);
    for (const email of emails.slice(0, 3)) {
      const mail = await mailbox.waitForMail((m) => m.envelopeTo.includes(email) && m.subject.startsWith('Raumänderung'), 15_000);
      expect(mail.text).toContain('Halle 2 statt in der Aula');
    }
    expect(mailbox.mails().some((m) => m.envelopeTo.includes(emails[3]!) && m.subject.startsWith('Raumänderung'))).toBe(false);
  });

  it('a company applies to exhibit; only the organiser decides; accepted exhibitors and the count reach the event page', async () => {
    const application = {
      standWishes: 'Stand mit Strom, 3 × 3 m',
      contactName: 'Jana Roth',
      contactEmail: 'jana@zweite.example',
      message: 'Wir bringen Azubis mit.',
    };
    const applied = await request<ExhibitorApplicationView>(base, 'POST', `/api/events/${eventId}/exhibitor-applications`, {
      token: tokens.other,
      body: application,
    });
    expect(applied.status).toBe(201);
    expect(applied.body.status).toBe('pending');
    expect(
      (await request(base, 'POST', `/api/events/${eventId}/exhibitor-applications`, { token: tokens.other, body: application })).status,
    ).toBe(409);
    expect(
      (await request(base, 'POST', `/api/events/${eventId}/exhibitor-applications`, { token: tokens.owner, body: application })).status,
    ).toBe(409);

    const toOrganiser = await mailbox.waitForMail(
      (m) => m.envelopeTo.includes('firma@demo.example') && m.subject === `Neue Aussteller-Bewerbung: ${applied.body.company.name}`,
      15_000,
    );
    expect(toOrganiser.text).toContain('Stand mit Strom, 3 × 3 m');
    expect(toOrganiser.text).toContain(`https://praxisnah.test/event-management/${eventId}`);

    const decide = (token: string, status: string, message = '') =>
      request<ExhibitorApplicationView>(base, 'POST', `/api/events/${eventId}/management/exhibitors/${applied.body.id}`, {
        token,
        body: { status, message },
      });
    const decisionMails = () => mailbox.mails().filter((m) => m.envelopeTo.includes('jana@zweite.example'));
    expect((await decide(tokens.other, 'accepted')).status).toBe(403);
    expect((await request(base, 'GET', `/api/events/${eventId}/management/exhibitors`, { token: tokens.other })).status).toBe(403);
    const listed = await request<ExhibitorApplicationView[]>(base, 'GET', `/api/events/${eventId}/management/exhibitors`, {
      token: tokens.owner,
    });
    expect(listed.body.map((row) => [row.company.name, row.status, row.standWishes])).toEqual([
      [applied.body.company.name, 'pending', application.standWishes],
    ]);

    // The event page is read from the search index: wait until the event has arrived there before taking its count.
    const { value: before } = await waitFor(async () => {
      const page = await request<EventView>(base, 'GET', `/api/events/${eventId}`);
      return page.status === 200 ? page.body.exhibitorCount : undefined;
    }, 30_000);
    expect(before).toBe(0);
    expect((await decide(tokens.owner, 'accepted', 'Ihr Stand ist Nummer 12 am Eingang.')).body.status).toBe('accepted');
    const accepted = await mailbox.waitForMail(
      (m) => m.envelopeTo.includes('jana@zweite.example') && m.subject.startsWith('Zusage'),
      15_000,
    );
    expect(accepted.text).toContain('Nachricht des Veranstalters: Ihr Stand ist Nummer 12 am Eingang.');
    expect((await decide(tokens.owner, 'accepted')).status).toBe(200);
    await waitFor(async () => (await request<EventView>(base, 'GET', `/api/events/${eventId}`)).body.exhibitorCount === before + 1, 30_000);
    const shown = await request<PublicExhibitor[]>(base, 'GET', `/api/events/${eventId}/exhibitors`);
    expect(shown.body.map((exhibitor) => exhibitor.company.slug)).toEqual([applied.body.company.slug]);
    const offers = await request<{ listings: unknown[] }>(base, 'GET', `/api/companies/by-slug/${applied.body.company.slug}`);
    expect(shown.body[0]!.listings.length).toBe(Math.min(6, offers.body.listings.length));

    expect((await decide(tokens.owner, 'declined', 'Leider ist die Halle zu klein.')).body.status).toBe('declined');
    const declined = await mailbox.waitForMail(
      (m) => m.envelopeTo.includes('jana@zweite.example') && m.subject.startsWith('Absage'),
      15_000,
    );
    expect(declined.text).toContain('Nachricht des Veranstalters: Leider ist die Halle zu klein.');
    // The second, unchanged acceptance mailed nobody.
    expect(
      decisionMails()
        .map((m) => m.subject.split(':')[0])
        .sort(),
    ).toEqual(['Absage', 'Zusage']);
    await waitFor(async () => (await request<EventView>(base, 'GET', `/api/events/${eventId}`)).body.exhibitorCount === before, 30_000);
    expect((await request<PublicExhibitor[]>(base, 'GET', `/api/events/${eventId}/exhibitors`)).body).toEqual([]);
  });

  it('/event-participants: the organiser sees each own event with its counts, another company does not see it', async () => {
    const rows = await request<EventParticipantsRow[]>(base, 'GET', '/api/company/event-participants', { token: tokens.owner });
    const row = rows.body.find((candidate) => candidate.id === eventId);
    expect(row).toMatchObject({ registrationCount: 3, maxParticipants: 3, waiting: 1, classes: 0, checkedIn: 2, exhibitorsAccepted: 0 });
    const other = await request<EventParticipantsRow[]>(base, 'GET', '/api/company/event-participants', { token: tokens.other });
    expect(other.body.some((candidate) => candidate.id === eventId)).toBe(false);
  });

  it('/event-premium-service: orders are stored for the own event only, once per open service', async () => {
    const order = (token: string, service: string) =>
      request<PremiumOrder & { message: string }>(base, 'POST', '/api/company/premium-orders', { token, body: { eventId, service } });
    const placed = await order(tokens.owner, 'highlight');
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ eventId, service: 'highlight', priceCents: 4900, status: 'open' });
    expect((await order(tokens.owner, 'highlight')).status).toBe(409);
    expect((await order(tokens.other, 'newsletter')).status).toBe(404);
    expect((await order(tokens.owner, 'gold')).status).toBe(400);
    const mine = await request<PremiumOrder[]>(base, 'GET', '/api/company/premium-orders', { token: tokens.owner });
    expect(mine.body.map((row) => row.service)).toEqual(['highlight']);
    expect((await request<PremiumOrder[]>(base, 'GET', '/api/company/premium-orders', { token: tokens.other })).body).toEqual([]);
  });

  it('/email-templates: the organiser rewords the waiting-list mail; placeholders are filled, unknown ones refused', async () => {
    const path = '/api/company/email-templates/waiting';
    const bad = await request<{ message: string }>(base, 'PATCH', path, {
      token: tokens.owner,
      body: { subject: 'Hallo {{vorname}}', body: 'Ein Text, lang genug.' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Unbekannter Platzhalter');
    const saved = await request<EmailTemplateView[]>(base, 'PATCH', path, {
      token: tokens.owner,
      body: { subject: 'Bald frei? {{veranstaltung}}', body: 'Hallo {{name}}, du bist auf Platz {{wartelistenplatz}}.' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.find((template) => template.key === 'waiting')?.isCustom).toBe(true);
    const others = await request<EmailTemplateView[]>(base, 'GET', '/api/company/email-templates', { token: tokens.other });
    expect(others.body.every((template) => !template.isCustom)).toBe(true);

    const registered = await request(base, 'POST', `/api/events/${eventId}/registrations`, {
      body: { name: 'Fünf Beispiel', email: 'fuenf@schule.example', privacyAccepted: true },
    });
    expect(registered.status).toBe(201);
    const mail = await mailbox.waitForMail((m) => m.envelopeTo.includes('fuenf@schule.example'), 15_000);
    expect(mail.subject).toBe('Bald frei? Berufeabend Verwaltung');
    expect(mail.text).toContain('Hallo Fünf Beispiel, du bist auf Platz 2.');
    expect(mail.text).toContain('/cancel-registration/');

    const reset = await request<EmailTemplateView[]>(base, 'DELETE', path, { token: tokens.owner });
    expect(reset.body.find((template) => template.key === 'waiting')).toMatchObject({
      isCustom: false,
      subject: 'Warteliste: {{veranstaltung}}',
    });
  });
});
