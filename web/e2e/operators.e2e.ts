/**
 * The operators' journeys on the demo data, on a 360 px phone: a regional manager's day (sign in, verify a new company,
 * hide a rule-breaking listing – the company gets the mail and the listing leaves the search – and show it again), and
 * an admin approving a regional-manager application, after which the new manager sets a password and signs in.
 */
import { randomBytes } from 'node:crypto';
import type { MessageEntry } from '@praxisnah/contracts';
import type { Page } from 'playwright-core';
import { call, login, waitFor } from '../../infra/testing/http';
import { trackErrors } from './support/browser';
import { signIn, useStackWithBrowser } from './support/journey';

jest.setTimeout(240_000);

const PHONE = { width: 360, height: 780 };
const SEARCH_DEADLINE_MS = 45_000;

const platform = useStackWithBrowser({ mailbox: true });

async function openPhone(): Promise<{ page: Page; errors: string[] }> {
  const context = await platform.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  return { page, errors: trackErrors(page) };
}

const hex = () => randomBytes(4).toString('hex');
/** Letters only, so the search matches it as one whole word. */
const word = (prefix: string) => prefix + Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
const { mailTo } = platform;

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${platform.stack.baseUrl}${path}`, {
    method,
    headers: {
      // Only with a body: the API refuses a JSON content type without one (a DELETE).
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function searchFinds(word: string): Promise<boolean> {
  const result = await api<{ total: number }>('GET', `/api/internships/search?q=${encodeURIComponent(word)}`);
  return result.body.total > 0;
}

/** No sideways scrolling on a 360 px screen. */
async function expectFitsPhone(page: Page, screen: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ screen, width }).toEqual({ screen, width: PHONE.width });
}

/** A new company in Köln (NRW) with one live internship whose title carries a unique word. */
async function newCompanyWithListing(name: string, titleWord: string): Promise<{ email: string }> {
  const email = `betrieb-${hex()}@firma.example`;
  const password = 'Werkbank-2031!';
  const registered = await api('POST', '/api/auth/register', {
    companyName: name,
    contactName: 'Jonas Beispiel',
    email,
    password,
    street: 'Venloer Straße 12',
    zip: '50823',
    city: 'Köln',
    sector: 'handel_vertrieb',
    package: 'starter',
    acceptTerms: true,
  });
  expect(registered.status).toBe(201);
  const token = /verify-email\?token=([\w-]+)/.exec((await mailTo(email, 'bestätigen')).text)?.[1];
  expect((await api('POST', '/api/auth/verify-email', { token })).status).toBe(200);
  const session = await api<{ token: string }>('POST', '/api/auth/login', { email, password });
  const created = await api(
    'POST',
    '/api/internships',
    {
      title: `Praktikum ${titleWord} im Verkauf (m/w/d)`,
      description: 'Bewerbende zahlen vorab eine Bearbeitungsgebühr von 50 Euro. Du lernst den Verkauf kennen.',
      sector: 'handel_vertrieb',
      type: 'schuelerpraktikum',
      duration: '2_wochen',
      status: 'aktiv',
    },
    session.body.token,
  );
  expect(created.status).toBe(201);
  return { email };
}

test("a regional manager's day: verify a new company, hide a rule-breaking listing (mail, search), show it again", async () => {
  const unique = word('kasse');
  const companyName = `Kaufhaus ${hex()} GmbH`;
  const company = await newCompanyWithListing(companyName, unique);
  await waitFor(() => searchFinds(unique), SEARCH_DEADLINE_MS, 500, 'the new listing is searchable');

  const { page, errors } = await openPhone();
  await signIn(page, 'region@demo.example', 'demo-passwort', /\/regional-manager$/);
  await page.getByRole('heading', { name: 'Meine Region', level: 1 }).waitFor();
  await page.getByText('Nordrhein-Westfalen').first().waitFor();
  await expectFitsPhone(page, '/regional-manager');

  // Verify the new company.
  await page.getByRole('searchbox', { name: 'Suche' }).fill(companyName);
  const companyRow = page.locator('.operator-row', { has: page.getByRole('heading', { name: companyName }) });
  await companyRow.getByText('Nicht verifiziert').waitFor();
  await companyRow.getByRole('button', { name: 'Verifizieren' }).click();
  await companyRow.getByText('Verifiziert', { exact: true }).waitFor();

  // Hide its listing with a reason.
  await page.getByRole('tab', { name: 'Angebote' }).click();
  await page.getByRole('searchbox', { name: 'Suche' }).fill(unique);
  // The search answers 300 ms after typing: the row is acted on once the list holds only it.
  await page.waitForFunction((word) => {
    const rows = [...document.querySelectorAll('.operator-row')];
    return rows.length === 1 && rows[0]!.textContent!.includes(word);
  }, unique);
  const listingRow = page.locator('.operator-row', { hasText: unique });
  await listingRow.getByRole('button', { name: 'Ausblenden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Bewerbende dürfen nicht zur Kasse gebeten werden: bitte die Gebühr streichen.');
  await dialog.getByRole('button', { name: 'Ausblenden' }).click();
  // The dialog closes once the server took the action; when it stays, its message says why.
  await dialog.waitFor({ state: 'hidden' }).catch(async (error: unknown) => {
    throw new Error(`The hide dialog stayed open: "${await dialog.innerText().catch(() => '')}" (${String(error)})`);
  });
  await listingRow.getByText('Ausgeblendet', { exact: true }).waitFor();
  await expectFitsPhone(page, '/regional-manager?tab=listings');

  const mail = await mailTo(company.email, 'ausgeblendet');
  expect(mail.text).toContain('Bewerbende dürfen nicht zur Kasse gebeten werden');
  expect(mail.text).toContain(unique);
  await waitFor(async () => !(await searchFinds(unique)), SEARCH_DEADLINE_MS, 500, 'the hidden listing leaves the search');

  // Show it again: back in the search.
  await listingRow.getByRole('button', { name: 'Wieder einblenden' }).click();
  await listingRow.getByText('Sichtbar', { exact: true }).waitFor();
  await waitFor(() => searchFinds(unique), SEARCH_DEADLINE_MS, 500, 'the listing is searchable again');
  await mailTo(company.email, 'wieder sichtbar');

  // Everything is in the protocol.
  await page.getByRole('tab', { name: 'Protokoll' }).click();
  await page.getByText('Angebot ausgeblendet').first().waitFor();
  await page.getByText(`Unternehmen verifiziert: ${companyName}`).waitFor();
  expect(errors).toEqual([]);
});

test('an admin approves a regional-manager application and the new manager signs in', async () => {
  const name = `Jana Neumann ${hex()}`;
  const email = `jana-${hex()}@region.example`;
  const { page, errors } = await openPhone();

  await page.goto('/apply/regional-manager');
  await page.getByRole('textbox', { name: 'Vor- und Nachname' }).fill(name);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Bremen' });
  await page
    .getByRole('textbox', { name: /Ihre Erfahrung/ })
    .fill('Ich koordiniere seit Jahren die Berufsorientierung an zwei Bremer Schulen.');
  await page.getByRole('button', { name: 'Bewerbung senden' }).click();
  await page.getByText('Ihre Bewerbung ist eingegangen').waitFor();
  await expectFitsPhone(page, '/apply/regional-manager');
  await page.evaluate(() => window.localStorage.clear());

  await signIn(page, 'admin@demo.example', 'admin-passwort', /\/admin-dashboard$/);
  await page.goto('/admin-regions?tab=bewerbungen');
  const row = page.locator('.operator-row', { has: page.getByRole('heading', { name }) });
  await row.getByRole('textbox', { name: `Nachricht an ${name}` }).fill('Herzlich willkommen im Team, wir freuen uns auf Bremen!');
  await row.getByRole('button', { name: 'Annehmen' }).click();
  await row.getByText('angenommen').waitFor();
  await expectFitsPhone(page, '/admin-regions?tab=bewerbungen');

  const mail = await mailTo(email, 'Willkommen');
  expect(mail.text).toContain('Herzlich willkommen im Team');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link!);
  await page.locator('input[autocomplete="new-password"]').fill('Weserufer-2031');
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await page.getByText('Ihr Passwort wurde geändert.').waitFor();

  await signIn(page, email, 'Weserufer-2031', /\/regional-manager$/);
  await page.getByRole('heading', { name: 'Meine Region', level: 1 }).waitFor();
  await page.getByText('Bremen', { exact: true }).waitFor();
  expect(errors).toEqual([]);
});

test("an admin rewords the home page's heading and an operator screen's: both show after a reload, reset brings the default", async () => {
  const heading = `Praktika in deiner Stadt ${hex()}`;
  const admin = await openPhone();
  const visitor = await openPhone();
  await visitor.page.goto('/home');
  await visitor.page.getByRole('heading', { name: 'Dein Praktikum. Deine Ausbildung. Ganz in deiner Nähe.', level: 1 }).waitFor();

  await signIn(admin.page, 'admin@demo.example', 'admin-passwort', /\/admin-dashboard$/);
  await admin.page.goto('/admin-message-translations');
  await admin.page.getByRole('searchbox', { name: 'Suche nach Schlüssel oder Text' }).fill('home.title');
  const row = admin.page.locator('.message-row[data-key="home.title"]');
  await row.getByText('Standard: Dein Praktikum. Deine Ausbildung. Ganz in deiner Nähe.').waitFor();
  await row.getByRole('textbox', { name: 'Text auf der Website' }).fill(heading);
  await row.getByRole('button', { name: 'Speichern' }).click();
  await row.getByText('Gespeichert.', { exact: false }).waitFor();
  await row.getByText('Geändert', { exact: true }).waitFor();
  await expectFitsPhone(admin.page, '/admin-message-translations');

  await visitor.page.reload();
  await visitor.page.getByRole('heading', { name: heading, level: 1 }).waitFor();

  await row.getByRole('button', { name: 'Standard wiederherstellen' }).click();
  await row.getByText('Der Standardtext gilt wieder.').waitFor();
  await visitor.page.reload();
  await visitor.page.getByRole('heading', { name: 'Dein Praktikum. Deine Ausbildung. Ganz in deiner Nähe.', level: 1 }).waitFor();

  // An operator screen's text too: the area filter narrows the long catalogue, and the override shows on its screen.
  const deskTitle = `Moderationstisch ${hex()}`;
  await admin.page.getByRole('searchbox', { name: 'Suche nach Schlüssel oder Text' }).fill('adminTitle');
  await admin.page.getByRole('combobox', { name: 'Bereich' }).selectOption('operators');
  const deskRow = admin.page.locator('.message-row[data-key="operators.desk.adminTitle"]');
  await deskRow.getByText('Standard: Moderation').waitFor();
  expect(await admin.page.locator('.message-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key')))).toEqual([
    'operators.desk.adminTitle',
  ]);
  await deskRow.getByRole('textbox', { name: 'Text auf der Website' }).fill(deskTitle);
  await deskRow.getByRole('button', { name: 'Speichern' }).click();
  await deskRow.getByText('Gespeichert.', { exact: false }).waitFor();

  // The change and the reset are in the operators' protocol, under the reworded heading.
  await admin.page.goto('/regional-manager?tab=protokoll');
  await admin.page.getByRole('heading', { name: deskTitle, level: 1 }).waitFor();
  await admin.page.getByText('Text geändert').first().waitFor();
  await admin.page.getByText('Text auf Standard zurückgesetzt').first().waitFor();
  expect([...admin.errors, ...visitor.errors]).toEqual([]);
});

test('an admin corrects one clause of the Impressum: visitors see it in place of the default, the other clauses stay', async () => {
  const key = 'legal.impressum.disputes.text';
  const defaultClause = 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren';
  const clause = `An Verfahren vor einer Verbraucherschlichtungsstelle nehmen wir nicht teil (${hex()}).`;
  const session = await api<{ token: string }>('POST', '/api/auth/login', { email: 'admin@demo.example', password: 'admin-passwort' });
  const token = session.body.token;
  // The legal texts load with their page, yet the admin screen lists them like every other text.
  const entries = await api<MessageEntry[]>('GET', '/api/admin/messages', undefined, token);
  expect(entries.body.find((entry) => entry.key === key)?.defaultText).toContain(defaultClause);

  expect((await api('PUT', `/api/admin/messages/${key}`, { text: clause }, token)).status).toBe(204);
  const visitor = await openPhone();
  await visitor.page.goto('/impressum');
  await visitor.page.getByText(clause).waitFor();
  await visitor.page.getByRole('heading', { name: 'Verbraucherstreitbeilegung', level: 2 }).waitFor();
  await visitor.page.getByText('Geschäftsführerin: Julia Berger').waitFor();
  expect(await visitor.page.getByText(defaultClause).count()).toBe(0);

  expect((await api('DELETE', `/api/admin/messages/${key}`, undefined, token)).status).toBe(204);
  await visitor.page.reload();
  await visitor.page.getByText(defaultClause).waitFor();
  expect(visitor.errors).toEqual([]);
});

test("an admin's wording of the events page's heading shows there after a reload, and the default comes back on reset", async () => {
  const heading = `Messen und Infotage ${hex()}`;
  const { baseUrl } = platform.stack;
  const adminToken = await login(baseUrl, 'admin@demo.example', 'admin-passwort');
  const visitor = await openPhone();
  await visitor.page.goto('/events');
  await visitor.page.getByRole('heading', { name: 'Ausbildungsmessen & Events', level: 1 }).waitFor();

  const saved = await call(baseUrl, 'PUT', '/api/admin/messages/events.list.title', { token: adminToken, body: { text: heading } });
  expect(saved.status).toBe(204);
  await visitor.page.reload();
  await visitor.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await visitor.page.waitForFunction((text) => document.title.startsWith(text), heading);

  expect((await call(baseUrl, 'DELETE', '/api/admin/messages/events.list.title', { token: adminToken })).status).toBe(204);
  await visitor.page.reload();
  await visitor.page.getByRole('heading', { name: 'Ausbildungsmessen & Events', level: 1 }).waitFor();
  expect(visitor.errors).toEqual([]);
});
