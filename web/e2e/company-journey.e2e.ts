/**
 * The company journey on a fresh database, as a small German company would walk it: prices → package →
 * /quick-register → the verification mail in a dev mailbox → verify → login → first steps → an Ausbildung place
 * published and found in the search → edited → paused → duplicated (a draft) → deleted after a confirmation.
 * And the boundary between companies: another company's listing is not found, and the company area needs a login.
 */
import { ausbildungStartValues, formatYearMonth, type OwnListing } from '@praxisnah/contracts';
import type { Locator, Page } from 'playwright-core';
import { uniqueWord, waitFor } from '../../infra/testing/http';
import { seriousAxeViolations, trackErrors } from './support/browser';
import { COMPANY_PASSWORD, uniqueEmail, verifiedCompanyByApi as verifiedCompanyByApiIn, verifyLink } from './support/companies';
import { signIn, submitLogin, useStackWithBrowser } from './support/journey';

jest.setTimeout(240_000);

const PASSWORD = COMPANY_PASSWORD;
const SEARCH_DEADLINE_MS = 45_000;

const platform = useStackWithBrowser({ demoData: false, mailbox: true });
const { mailTo } = platform;

async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await platform.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  return { page, errors: trackErrors(page) };
}

/** How often the journey looks again at what is still catching up (a look at the search is a whole page load). */
const LOOK_AGAIN_MS = 750;

/** Opens the Ausbildung search for the word and tells whether a card with exactly this title shows. */
async function searchShows(page: Page, word: string, title: string): Promise<boolean> {
  await page.goto(`/ausbildung-search?q=${encodeURIComponent(word)}`);
  await page.locator('.listing-card, .empty-state').first().waitFor({ timeout: 15_000 });
  return (await page.locator('.listing-card').getByRole('heading', { name: title, exact: true }).count()) > 0;
}

const ownRow = (page: Page, title: string): Locator =>
  page.getByTestId('own-listing').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect({ screen, violations }).toEqual({ screen, violations: [] });
}

const DASHBOARD = /\/dashboard$/;

const verifiedCompanyByApi = (companyName: string) => verifiedCompanyByApiIn(platform.stack.baseUrl, platform.mailbox, companyName);

test('a company signs up, publishes an Ausbildung place, finds it in the search, edits, pauses, duplicates and deletes it', async () => {
  const { page, errors } = await openPage();
  const email = uniqueEmail('journey');
  const word = uniqueWord('brezel');

  // Prices → package → sign-up form with the package chosen.
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Paket Starter wählen' }).click();
  await page.waitForURL(/\/quick-register\?package=starter$/);
  await page.getByRole('heading', { name: 'Unternehmen registrieren' }).waitFor();
  expect(await page.getByRole('radio', { name: 'Starter' }).isChecked()).toBe(true);
  const terms = page.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ });
  const termsLabel = page.locator('label', { has: page.getByRole('link', { name: /AGB/ }) });
  expect(await termsLabel.getByRole('link', { name: /^AGB/ }).getAttribute('href')).toBe('/agb');
  expect(await termsLabel.getByRole('link', { name: /^Datenschutzerklärung/ }).getAttribute('href')).toBe('/datenschutz');

  // Validation with the shared schema: messages before anything is sent.
  await page.getByRole('button', { name: 'Jetzt registrieren' }).click();
  await page.getByText('Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.').waitFor();
  await page.getByText('Bitte wählen Sie eine Branche.').waitFor();
  const password = page.locator('input[autocomplete="new-password"]');
  await password.fill('kurz');
  await page.getByText('Passwortstärke: schwach').waitFor();
  await password.fill(PASSWORD);
  await page.getByText('Passwortstärke: stark').waitFor();
  expect(await page.locator('.password-rules__rule--met').count()).toBe(4);

  await page.getByRole('textbox', { name: 'Firmenname' }).fill('Bäckerei Morgenrot GmbH');
  await page.getByRole('combobox', { name: 'Branche' }).selectOption('bau_handwerk');
  await page.getByRole('textbox', { name: 'Ihr Name' }).fill('Anna Morgenrot');
  await page.getByRole('textbox', { name: 'Geschäftliche E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Venloer Straße 12');
  await page.getByRole('textbox', { name: 'PLZ' }).fill('50823');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Köln');
  await terms.check();
  await expectNoSeriousViolations(page, 'quick-register');
  await page.getByRole('button', { name: 'Jetzt registrieren' }).click();

  // Check the inbox.
  await page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }).waitFor();
  await page.getByText(email).waitFor();
  expect(await page.getByRole('link', { name: /Keine E-Mail erhalten/ }).getAttribute('href')).toBe('/email-setup-info');
  const mail = await mailTo(email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
  expect(mail.text).toContain('Bäckerei Morgenrot GmbH');

  // The link verifies on load; then to the login.
  await page.goto(verifyLink(mail.text));
  await page.getByRole('heading', { name: 'E-Mail-Adresse bestätigt' }).waitFor();
  await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByRole('heading', { name: 'Unternehmens-Login' }).waitFor();
  expect(await page.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe('/forgot-password');
  expect(await page.getByRole('link', { name: 'Jetzt registrieren & Paket wählen' }).getAttribute('href')).toBe('/pricing');
  await submitLogin(page, email, PASSWORD, DASHBOARD);

  // A new company sees its first steps.
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Profil vervollständigen' }).waitFor();
  await page.getByRole('heading', { name: 'Erstes Angebot anlegen' }).waitFor();
  await page.getByRole('heading', { name: 'Veröffentlichen' }).waitFor();
  await expectNoSeriousViolations(page, 'dashboard (new company)');

  // An Ausbildung place: address from the company, live preview, suggestions that change nothing by themselves.
  await page.getByRole('link', { name: 'Ausbildungsplatz anlegen' }).click();
  await page.waitForURL(/\/create-internship\?art=ausbildung$/);
  expect(await page.getByRole('radio', { name: 'Ausbildungsplatz' }).isChecked()).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Straße und Hausnummer' }).inputValue()).resolves.toBe('Venloer Straße 12');
  await expect(page.getByRole('textbox', { name: 'PLZ' }).inputValue()).resolves.toBe('50823');
  await expect(page.getByRole('combobox', { name: 'Status' }).inputValue()).resolves.toBe('entwurf');

  const title = `Ausbildung Bäcker ${word} (m/w/d)`;
  const description =
    'Du lernst bei uns das Bäckerhandwerk von Grund auf: Teige ansetzen, Brötchen formen und den Ofen bedienen. ' +
    'Wir bieten ein herzliches Team und frische Brezeln.';
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.getByRole('textbox', { name: 'Beschreibung' }).fill(description);
  await page.getByRole('combobox', { name: 'Ausbildungsbeginn' }).selectOption(ausbildungStartValues(new Date())[0] ?? '');
  await page.getByRole('spinbutton', { name: 'Dauer in Monaten' }).fill('36');
  await page.getByRole('textbox', { name: 'Vergütung im 1. Jahr (€ pro Monat)' }).fill('950');
  const preview = page.locator('.listing-preview');
  await preview.getByRole('heading', { name: title }).waitFor();
  await preview.getByText('950 € / Monat').waitFor();

  await page.getByRole('button', { name: 'Beschreibung verbessern' }).click();
  const suggestions = page.getByRole('region', { name: 'Vorschläge für Ihren Text' });
  await suggestions.getByText(/Lesbarkeit: \d+ von 100/).waitFor();
  await suggestions.getByRole('heading', { name: 'Fehlende Angaben' }).waitFor();
  await suggestions.getByRole('button', { name: 'Beschreibung übernehmen' }).waitFor();
  await expect(page.getByRole('textbox', { name: 'Beschreibung' }).inputValue()).resolves.toBe(description);
  await expect(page.getByRole('textbox', { name: 'Titel' }).inputValue()).resolves.toBe(title);
  await suggestions.getByRole('button', { name: 'Vorschläge schließen' }).click();
  await expectNoSeriousViolations(page, 'create-internship');

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await page.waitForURL(/\/dashboard\?tab=ausbildung$/);
  const row = ownRow(page, title);
  await row.getByText('Aktiv', { exact: true }).waitFor();
  await row.getByText('Aufrufe', { exact: true }).waitFor();
  await row.getByText('Favoriten', { exact: true }).waitFor();

  // Live in the search within seconds.
  const { ms: foundAfter } = await waitFor(
    () => searchShows(page, word, title),
    SEARCH_DEADLINE_MS,
    LOOK_AGAIN_MS,
    `"${title}" in /ausbildung-search`,
  );
  const card = page.locator('.listing-card', { has: page.getByRole('heading', { name: title }) });
  await card.getByText(formatYearMonth(ausbildungStartValues(new Date())[0] ?? '')).waitFor();
  await card.getByText('950 € / Monat').waitFor();
  expect(foundAfter).toBeLessThan(SEARCH_DEADLINE_MS);

  // Edit the title: the search follows.
  await page.goto('/dashboard?tab=ausbildung');
  await ownRow(page, title)
    .getByRole('link', { name: `Bearbeiten: ${title}` })
    .click();
  await page.waitForURL(/\/edit-internship\/[0-9a-f-]+$/);
  const editedTitle = `Ausbildung Konditor ${word} (m/w/d)`;
  await page.getByRole('textbox', { name: 'Titel' }).fill(editedTitle);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await page.waitForURL(/\/dashboard\?tab=ausbildung$/);
  await ownRow(page, editedTitle).waitFor();
  await waitFor(
    async () => (await searchShows(page, word, editedTitle)) && !(await searchShows(page, word, title)),
    SEARCH_DEADLINE_MS,
    LOOK_AGAIN_MS,
    'the new title in the search',
  );

  // Pause: gone from the search.
  await page.goto('/dashboard?tab=ausbildung');
  await ownRow(page, editedTitle)
    .getByRole('button', { name: `Pausieren: ${editedTitle}` })
    .click();
  await ownRow(page, editedTitle).getByText('Pausiert', { exact: true }).waitFor();
  await waitFor(
    async () => !(await searchShows(page, word, editedTitle)),
    SEARCH_DEADLINE_MS,
    LOOK_AGAIN_MS,
    'the paused listing gone from the search',
  );

  // Duplicate: the copy is a draft.
  await page.goto('/dashboard?tab=ausbildung');
  await ownRow(page, editedTitle)
    .getByRole('button', { name: `Mehr Aktionen: ${editedTitle}` })
    .click();
  await page.getByRole('menuitem', { name: 'Duplizieren' }).click();
  const copyTitle = `${editedTitle} (Kopie)`;
  const copy = ownRow(page, copyTitle);
  await copy.getByText('Entwurf', { exact: true }).waitFor();
  expect(await page.getByTestId('own-listing').count()).toBe(2);

  // The search box filters within the company's own listings.
  await page.getByRole('searchbox', { name: 'In Ihren Angeboten suchen' }).fill('kopie');
  await waitFor(
    async () => (await page.getByTestId('own-listing').count()) === 1,
    5_000,
    LOOK_AGAIN_MS,
    'the dashboard search narrowing to the copy',
  );
  await page.getByRole('searchbox', { name: 'In Ihren Angeboten suchen' }).fill('');

  // Delete the copy, with a confirmation: cancel first, then for real.
  await copy.getByRole('button', { name: `Mehr Aktionen: ${copyTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Angebot löschen?' });
  await dialog.waitFor();
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Abbrechen');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await copy.count()).toBe(1);
  await copy.getByRole('button', { name: `Mehr Aktionen: ${copyTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await copy.waitFor({ state: 'detached' });
  await ownRow(page, editedTitle).waitFor();
  expect(await page.getByTestId('own-listing').count()).toBe(1);
  await page.reload();
  await ownRow(page, editedTitle).waitFor();
  expect(await ownRow(page, copyTitle).count()).toBe(0);

  expect(errors).toEqual([]);
});

test('the company area needs a login, and another company’s listing is not found', async () => {
  const owner = await verifiedCompanyByApi('Autohaus Sonnenschein');
  const other = await verifiedCompanyByApi('Blumen Gärtner KG');
  const created = await fetch(`${platform.stack.baseUrl}/api/internships`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({
      title: 'Schülerpraktikum in der Werkstatt',
      description: 'Eine Woche in unserer Kfz-Werkstatt: Reifen wechseln, Ölstand prüfen und Diagnosen begleiten.',
      isAusbildung: false,
      sector: 'handel_vertrieb',
      skills: [],
      status: 'aktiv',
    }),
  });
  expect(created.status).toBe(201);
  const listing = (await created.json()) as OwnListing;

  const { page, errors } = await openPage();
  await page.goto(`/edit-internship/${listing.id}`);
  await page.waitForURL(/\/login$/);
  await submitLogin(page, other.email, PASSWORD, DASHBOARD);

  await page.goto(`/edit-internship/${listing.id}`);
  await page.getByRole('heading', { name: 'Angebot nicht gefunden' }).waitFor();
  await page.getByText('Dieses Angebot gibt es nicht (mehr) oder es gehört zu einem anderen Unternehmen.').waitFor();
  expect(await page.getByRole('textbox', { name: 'Titel' }).count()).toBe(0);

  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Erstes Angebot anlegen' }).waitFor();
  expect(await page.getByText('Schülerpraktikum in der Werkstatt').count()).toBe(0);
  expect(errors).toEqual([]);
});

/** A 1×1 PNG, small enough for any upload limit. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a company completes its profile (pin, logo, website), changes its password and manages an event', async () => {
  const company = await verifiedCompanyByApi('Gärtnerei Sonnenblume');
  const { page, errors } = await openPage();
  await signIn(page, company.email, PASSWORD, DASHBOARD);

  // Profile: the postcode is geocoded and the pin follows; the pin moves with the arrow keys as well.
  await page.goto('/company-profile');
  await page.getByRole('tab', { name: 'Unternehmensprofil', selected: true }).waitFor();
  await page.getByRole('textbox', { name: 'Beschreibung' }).fill('Seit 1952 ziehen wir Blumen und Gemüse in Berlin-Mitte.');
  await page.getByRole('textbox', { name: 'Website' }).fill('www.sonnenblume.example');
  await page.getByRole('textbox', { name: 'PLZ' }).fill('10115');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Berlin');
  await page.getByText(/Ort gefunden: 10115/).waitFor({ timeout: 10_000 });
  const coordinates = page.locator('.address-map__coordinates');
  await coordinates.getByText(/Breitengrad 52,/).waitFor();
  const pin = page.getByTestId('pin-map').locator('.leaflet-marker-icon');
  await pin.waitFor();
  const before = await coordinates.textContent();
  await pin.focus();
  await page.keyboard.press('ArrowUp');
  await waitFor(async () => (await coordinates.textContent()) !== before, 5_000, LOOK_AGAIN_MS, 'the pin moved by keyboard');

  // Images: a wrong format is refused in German before anything is sent; a PNG is uploaded and shown.
  const logoInput = page.locator('.image-upload--logo input[type="file"]');
  await logoInput.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await page.getByText('Dieses Dateiformat wird nicht unterstützt. Erlaubt sind PNG, JPEG und WebP.').waitFor();
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByText('Logo gespeichert.').waitFor();
  expect(await page.getByRole('img', { name: 'Aktuelles Logo' }).getAttribute('src')).toMatch(/^\/objects\//);

  await page.getByRole('button', { name: 'Profil speichern' }).click();
  await page.getByRole('link', { name: /Öffentliches Profil ansehen/ }).click();
  await page.waitForURL(/\/unternehmen\/gaertnerei-sonnenblume$/);
  // The public profile is read from the search index (and cached for 30 s), so it follows within a minute; the saved data at once.
  await page.getByRole('heading', { name: 'Gärtnerei Sonnenblume', level: 1 }).waitFor();
  const saved = (await (
    await fetch(`${platform.stack.baseUrl}/api/company`, { headers: { authorization: `Bearer ${company.token}` } })
  ).json()) as {
    website: string;
    zip: string;
    latitude: number;
  };
  expect(saved).toMatchObject({ website: 'https://www.sonnenblume.example', zip: '10115' });
  expect(saved.latitude).toBeGreaterThan(52);

  // Password change in the account tab.
  await page.goto('/company-settings?tab=konto');
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('input[autocomplete="new-password"]').fill('Neues-Passwort-2027');
  await page.getByRole('button', { name: 'Passwort ändern', exact: true }).click();
  await page.getByText('Ihr Passwort wurde geändert. Alle anderen Sitzungen wurden abgemeldet.').first().waitFor();

  // An event with highlights and sectors: in the dashboard, then deleted after a confirmation.
  await page.goto('/create-event');
  await page.getByRole('textbox', { name: 'Titel' }).fill('Tag der offenen Gärtnerei');
  await page.getByLabel('Datum').fill('2030-05-18');
  await page.getByLabel('Beginn').fill('10:00');
  await page.getByLabel('Ende').fill('16:00');
  await page.getByRole('textbox', { name: 'Veranstaltungsort' }).fill('Gewächshaus 2');
  await page.getByRole('textbox', { name: 'Stadt' }).fill('Berlin');
  await page.getByRole('checkbox', { name: 'Mitmachaktionen' }).check();
  await page.getByRole('checkbox', { name: 'Energie & Umwelt' }).check();
  await page.getByRole('button', { name: 'Event veröffentlichen' }).click();
  await page.waitForURL(/\/dashboard\?tab=events$/);
  const eventRow = page.getByTestId('own-event').filter({ has: page.getByRole('heading', { name: 'Tag der offenen Gärtnerei' }) });
  await eventRow.getByText('Kommend', { exact: true }).waitFor();
  // The API token of the setup was signed out by the password change; the browser's session lives on.
  const browserToken = await page.evaluate(() => localStorage.getItem('praxisnah_token'));
  const refused = await fetch(`${platform.stack.baseUrl}/api/company/events`, { headers: { authorization: `Bearer ${company.token}` } });
  expect(refused.status).toBe(401);
  const events = (await (
    await fetch(`${platform.stack.baseUrl}/api/company/events`, { headers: { authorization: `Bearer ${browserToken}` } })
  ).json()) as Array<{ highlightKeys: string[]; sectorKeys: string[] }>;
  expect(events).toEqual([expect.objectContaining({ highlightKeys: ['mitmachaktionen'], sectorKeys: ['energie_umwelt'] })]);

  await eventRow.getByRole('button', { name: 'Löschen: Tag der offenen Gärtnerei' }).click();
  await page.getByRole('alertdialog', { name: 'Event löschen?' }).getByRole('button', { name: 'Endgültig löschen' }).click();
  await eventRow.waitFor({ state: 'detached' });
  await page.getByText('Noch keine Events').waitFor();
  expect(errors).toEqual([]);
});

test('password recovery: the same answer for any address, a mailed link, a new password that works', async () => {
  const company = await verifiedCompanyByApi('Schreinerei Holzwurm');
  const { page, errors } = await openPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await page.waitForURL(/\/forgot-password$/);
  // The login form keeps showing (with its own e-mail field) until the lazily loaded page has rendered.
  await page.getByRole('heading', { name: 'Passwort vergessen?' }).waitFor();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(uniqueEmail('unbekannt'));
  await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
  const neutral = await page.getByRole('status').filter({ hasText: 'Falls zu dieser E-Mail-Adresse ein Konto besteht' }).textContent();

  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(company.email);
  await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
  const answer = await page.getByRole('status').filter({ hasText: 'Falls zu dieser E-Mail-Adresse ein Konto besteht' }).textContent();
  expect(answer).toBe(neutral);

  const mail = await mailTo(company.email, 'Zurücksetzen');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await page.getByRole('heading', { name: 'Neues Passwort vergeben' }).waitFor();
  await page.locator('input[autocomplete="new-password"]').fill('Hobelbank-2031');
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await page.getByText('Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.').waitFor();
  await page.getByRole('link', { name: 'Zum Login' }).click();
  await submitLogin(page, company.email, 'Hobelbank-2031', DASHBOARD);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

  // A used link says so, in German, and offers a new one.
  await page.goto(link!);
  await page.locator('input[autocomplete="new-password"]').fill('Hobelbank-2032');
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await page.getByText(/Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde bereits verwendet/).waitFor();
  expect(errors).toEqual([]);
});
