/**
 * Talks with exhibitors, on phones: an admitted exhibitor opens 10-minute slots → a pupil registers → opens the talk
 * link from the confirmation mail → books a slot → the confirmation (with a calendar entry) and the exhibitor's mail
 * arrive → the organiser sees the booking on the event's management page, and the exhibitor on its own page.
 */
import type { EventView, ExhibitorApplicationView } from '@praxisnah/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startDevMailbox, type DevMailbox, type Mail } from '../../infra/mailbox/dev-mailbox';
import { freePort } from '../../infra/scripts/lib/services';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { launchBrowser, newContext, trackErrors } from './support/browser';

jest.setTimeout(240_000);

const PHONE = { width: 360, height: 740 };
const PUBLIC_ORIGIN = 'https://praxisnah.test';
let mailbox: DevMailbox;
let stack: TestStack;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mailbox = await startDevMailbox({ smtpPort: await freePort(), httpPort: await freePort() });
  stack = await startTestStack({ env: { SMTP_URL: mailbox.smtpUrl, PUBLIC_ORIGIN: PUBLIC_ORIGIN } });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await stack?.stop();
  await mailbox?.stop();
}, 60_000);

async function phonePage(): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, stack.baseUrl, { viewport: PHONE, isMobile: true, hasTouch: true });
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: trackErrors(page) };
}

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${stack.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

const mailTo = (address: string, subject: string) =>
  mailbox.waitForMail((mail) => mail.envelopeTo.includes(address) && mail.subject.includes(subject), 20_000);

/** The talk link's path and token, to open on the test server; the link itself must point at PUBLIC_ORIGIN. */
function talkPathOf(mail: Mail): string {
  const link = /https?:\/\/\S+\/gespraeche\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No talk link in "${mail.subject}"`);
  const url = new URL(link);
  expect(url.origin).toBe(PUBLIC_ORIGIN);
  return `${url.pathname}${url.search}`;
}

async function fitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.locator('input[type="password"]').fill('demo-passwort');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
}

test('exhibitor opens slots → pupil books one from the mail link → both mails → organiser and exhibitor see it', async () => {
  const organiserLogin = await api<{ token: string }>('POST', '/api/auth/login', {
    email: 'firma@demo.example',
    password: 'demo-passwort',
  });
  const exhibitorLogin = await api<{ token: string }>('POST', '/api/auth/login', {
    email: 'firma2@demo.example',
    password: 'demo-passwort',
  });
  const event = await api<EventView>(
    'POST',
    '/api/events',
    {
      title: 'Azubi-Speed-Dating Köln',
      eventDate: '2030-04-11',
      startTime: '09:00',
      endTime: '14:00',
      location: 'Forum',
      city: 'Köln',
      registrationRequired: true,
      maxParticipants: 50,
    },
    organiserLogin.body.token,
  );
  expect(event.status).toBe(201);
  const eventId = event.body.id;
  const applied = await api<ExhibitorApplicationView>(
    'POST',
    `/api/events/${eventId}/exhibitor-applications`,
    { contactName: 'Jana Roth', contactEmail: 'jana@zweite.example', standWishes: '', message: '' },
    exhibitorLogin.body.token,
  );
  expect(applied.status).toBe(201);
  const accepted = await api(
    'POST',
    `/api/events/${eventId}/management/exhibitors/${applied.body.id}`,
    { status: 'accepted', message: 'Willkommen!' },
    organiserLogin.body.token,
  );
  expect(accepted.status).toBe(200);
  for (const deadline = Date.now() + 30_000; (await fetch(`${stack.baseUrl}/api/events/${eventId}`)).status !== 200;) {
    if (Date.now() > deadline) throw new Error('The event did not reach the events index');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // The exhibitor, on a phone, opens three 10-minute slots on its application page.
  const exhibitor = await phonePage();
  await signIn(exhibitor.page, 'firma2@demo.example');
  await exhibitor.page.goto(`/exhibitor-application/${eventId}`);
  await exhibitor.page.getByRole('heading', { name: /Gesprächstermine/ }).waitFor();
  await exhibitor.page.getByLabel('Von', { exact: true }).fill('10:00');
  await exhibitor.page.getByLabel('Bis', { exact: true }).fill('10:30');
  await exhibitor.page.getByRole('button', { name: 'Termine anlegen' }).click();
  await exhibitor.page.getByText('3 Termine angelegt.').waitFor();
  await exhibitor.page.getByText('10:20–10:30 Uhr').waitFor();
  await fitsPhone(exhibitor.page);

  // The pupil registers on a phone; the confirmation mail carries the link to the talks.
  const visitor = await phonePage();
  await visitor.page.goto(`/event-registration/${eventId}`);
  await visitor.page.getByRole('textbox', { name: 'Dein Name' }).fill('Lena Schulz');
  await visitor.page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('lena.schulz@schule.example');
  await visitor.page.getByRole('checkbox', { name: /einverstanden/ }).check();
  await visitor.page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await visitor.page.getByText(/Du bist angemeldet!/).waitFor();
  const confirmation = await mailTo('lena.schulz@schule.example', 'Anmeldung bestätigt');

  await visitor.page.goto(talkPathOf(confirmation));
  await visitor.page.getByText('Hallo Lena Schulz!').waitFor();
  await fitsPhone(visitor.page);
  await visitor.page.getByRole('button', { name: '10:10 Uhr bei Zweite Demo GmbH buchen' }).click();
  await visitor.page.getByText('Gebucht: 10:10–10:20 Uhr bei Zweite Demo GmbH.', { exact: false }).waitFor();
  // One talk per exhibitor: its other times are gone from the page.
  await visitor.page.getByText('Hier hast du schon einen Termin.', { exact: false }).waitFor();
  expect(await visitor.page.getByRole('button', { name: /bei Zweite Demo GmbH buchen/ }).count()).toBe(0);
  await fitsPhone(visitor.page);

  const booked = await mailTo('lena.schulz@schule.example', 'Gesprächstermin bei Zweite Demo GmbH');
  expect(booked.text).toContain('10:10–10:20 Uhr');
  expect(booked.attachments.map((file) => file.filename)).toContain('gespraech.ics');
  expect((await mailTo('jana@zweite.example', 'Neuer Gesprächstermin: 10:10')).text).toContain('Lena Schulz');

  // The organiser sees the booking on the management page, on a phone.
  const organiser = await phonePage();
  await signIn(organiser.page, 'firma@demo.example');
  await organiser.page.goto(`/event-management/${eventId}`);
  const talks = organiser.page.getByRole('region', { name: /Gespräche mit Ausstellern/ });
  await talks.getByText('10:10–10:20 Uhr · Zweite Demo GmbH').waitFor();
  await talks.getByText(/Lena Schulz/).waitFor();
  await fitsPhone(organiser.page);

  // And the exhibitor sees who comes at 10:10.
  await exhibitor.page.reload();
  await exhibitor.page.getByText('Lena Schulz').waitFor();

  expect([...visitor.errors, ...organiser.errors, ...exhibitor.errors]).toEqual([]);
});
