/**
 * Packages and payment, both sides. A Starter company at its limit is refused a second listing with an upgrade
 * link → books Standard with a promo code an admin created → the invoice mail arrives with PDF and XML → the second
 * listing goes live. The admin imports a bank statement and the invoice shows as paid, for the admin and the company.
 * And the edges: a visitor is sent from /checkout to the login and back; a company cannot open /admin-codes.
 */
import { randomBytes } from 'node:crypto';
import type { OwnListing } from '@praxisnah/contracts';
import type { Page } from 'playwright-core';
import { paths } from '../src/app/paths';
import { trackErrors } from './support/browser';
import { verifiedCompanyByApi } from './support/companies';
import { signIn, submitLogin, useStackWithBrowser } from './support/journey';

jest.setTimeout(240_000);

const ADMIN = { email: 'admin@demo.example', password: 'admin-passwort' };
const DEMO_COMPANY = { email: 'firma@demo.example', password: 'demo-passwort' };

const platform = useStackWithBrowser({ mailbox: true });

/**
 * A fresh page with its browser errors collected: signed out, or with a token the API gave out (as a login stores it),
 * for a company made by API calls whose password the test does not know.
 */
async function openPage(token?: string): Promise<{ page: Page; errors: string[] }> {
  const context = await platform.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  if (token) await context.addInitScript((value) => window.localStorage.setItem('praxisnah_token', value), token);
  const page = await context.newPage();
  return { page, errors: trackErrors(page) };
}

/** A fresh page signed in through the login form. */
async function signedInPage(account: { email: string; password: string }): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage();
  await signIn(opened.page, account.email, account.password);
  return opened;
}

async function tokenOf({ email, password }: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${platform.stack.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function createListing(token: string, title: string, status: 'aktiv' | 'entwurf'): Promise<OwnListing> {
  const response = await fetch(`${platform.stack.baseUrl}/api/internships`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title,
      description: 'Eine Woche in unserer Werkstatt: Werkzeuge kennenlernen, mit anpacken und Fragen stellen, so viele du willst.',
      isAusbildung: false,
      sector: 'handel_vertrieb',
      skills: [],
      status,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as OwnListing;
}

async function downloadText(page: Page, buttonName: string | RegExp): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName }).first().click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('latin1') };
}

test('a Starter company books Standard with a promo code, gets the invoice by mail, publishes its second listing; the bank import marks it paid', async () => {
  const code = `MESSE${randomBytes(3).toString('hex').toUpperCase()}`;

  // The admin creates a 20 % code for Standard under the admin navigation.
  const admin = await signedInPage(ADMIN);
  await admin.page.goto(paths.adminRegions.to());
  await admin.page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Codes & Rechnungen' }).click();
  await admin.page.waitForURL((url) => url.pathname === paths.adminCodes.path);
  await admin.page.getByRole('button', { name: 'Neuer Aktionscode' }).click();
  await admin.page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await admin.page.getByRole('textbox', { name: 'Rabatt in Prozent' }).fill('20');
  await admin.page.getByRole('checkbox', { name: 'Standard' }).check();
  await admin.page.getByRole('button', { name: 'Code anlegen' }).click();
  await admin.page.getByRole('region', { name: 'Aktionscodes' }).getByText(code, { exact: true }).waitFor();

  // A Starter company has one active listing; publishing a second is refused with the way to a bigger package.
  const company = await verifiedCompanyByApi(platform.stack.baseUrl, platform.mailbox, 'Tischlerei Eichenlaub GmbH');
  await createListing(company.token, 'Schnupperpraktikum Werkstatt', 'aktiv');
  const second = await createListing(company.token, 'Praktikum in der Montage', 'entwurf');
  const { page, errors } = await openPage(company.token);
  await page.goto(paths.editInternship.to(second.id));
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Das Angebot wurde nicht gespeichert.' });
  await refusal.waitFor();
  // The sentence alone, no bare address: the way on is a link.
  expect(await refusal.textContent()).toContain('Ihr Paket „Starter“ erlaubt höchstens 1 aktives Angebot.');
  expect(await refusal.textContent()).not.toContain('/pricing');
  await refusal.getByRole('link', { name: 'Paket upgraden' }).click();

  // The checkout: Standard chosen, address from the profile, the quote with the code as the API computes it.
  await page.waitForURL((url) => url.pathname === paths.checkout.path && url.searchParams.get('package') === 'standard');
  expect(await page.getByRole('radio', { name: /^Standard/ }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: 'Rechnung (Überweisung)' }).isChecked()).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Firmenname' }).inputValue()).resolves.toBe('Tischlerei Eichenlaub GmbH');
  await expect(page.getByRole('textbox', { name: 'E-Mail für Rechnungen' }).inputValue()).resolves.toBe(company.email);
  await page.getByTestId('quote-gross').filter({ hasText: '58,31 €' }).waitFor();
  await page.getByRole('textbox', { name: 'USt-IdNr.' }).fill('123456789');
  await page.getByRole('textbox', { name: 'Aktionscode (optional)' }).fill(code.toLowerCase());
  await page.getByTestId('quote-gross').filter({ hasText: '46,65 €' }).waitFor();
  // Intl writes a no-break space before the euro sign.
  expect((await page.getByTestId('quote-net').textContent())?.replace(/\s/g, ' ')).toBe('39,20 €');
  expect((await page.getByTestId('quote-vat').textContent())?.replace(/\s/g, ' ')).toBe('7,45 €');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.getByText('Die USt-IdNr. besteht aus DE und neun Ziffern, z. B. DE123456789.').waitFor();
  await page.getByRole('textbox', { name: 'USt-IdNr.' }).fill('DE 123 456 789');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  // The confirmation: order and invoice number, the mail, PDF and XML to download.
  await page.waitForURL((url) => url.pathname === paths.paymentSuccess.path);
  await page.getByText('Die Rechnung kommt per E-Mail').waitFor();
  const invoiceNumber = (await page.getByTestId('invoice-number').textContent()) ?? '';
  expect(invoiceNumber).toMatch(/^RE-\d{4}-\d{6}$/);
  expect(await page.getByTestId('order-number').textContent()).not.toBe('');
  const pdf = await downloadText(page, `Rechnung ${invoiceNumber} als PDF`);
  expect(pdf.name).toBe(`${invoiceNumber}.pdf`);
  expect(pdf.text.startsWith('%PDF')).toBe(true);
  const xml = await downloadText(page, `Rechnung ${invoiceNumber} als XML (E-Rechnung)`);
  expect(xml.name).toBe(`${invoiceNumber}.xml`);
  expect(xml.text).toContain(invoiceNumber);

  // The invoice mail in the local mailbox, with both files.
  const mail = await platform.mailbox.waitForMail(
    (candidate) => candidate.envelopeTo.includes(company.email) && candidate.attachments.length > 0,
    30_000,
  );
  expect(`${mail.subject}\n${mail.text}`).toContain(invoiceNumber);
  const files = mail.attachments.map((attachment) => attachment.filename).sort();
  expect(files.some((name) => name.endsWith('.pdf'))).toBe(true);
  expect(files.some((name) => name.endsWith('.xml'))).toBe(true);
  expect(
    Buffer.from(mail.attachments.find((attachment) => attachment.filename.endsWith('.pdf'))?.base64 ?? '', 'base64')
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');

  // Now the second listing goes live.
  await page.goto(paths.editInternship.to(second.id));
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await page.waitForURL((url) => url.pathname === paths.dashboard.path);
  // The editor saved the draft as active: the dashboard confirms it (an edit, so not "veröffentlicht").
  await page.getByText('Ihr Angebot ist in wenigen Sekunden in der Suche zu finden.').waitFor();

  // Settings: Standard with its usage, the invoice still open.
  await page.goto(paths.companySettings.to('rechnungen'));
  await page.getByRole('heading', { name: /Ihr Paket: Standard/ }).waitFor();
  await page.getByText('2 von 10 aktiven Anzeigen').waitFor();
  const companyRow = page.getByRole('row').filter({ hasText: invoiceNumber });
  await companyRow.getByText('Offen').waitFor();

  // The admin imports the bank statement naming the invoice with its amount: matched, and paid.
  await admin.page.goto(paths.adminCodes.to('rechnungen'));
  const statement = [
    'Buchungstag;Auftraggeber;Verwendungszweck;Betrag',
    `26.11.2026;Tischlerei Eichenlaub GmbH;Rechnung ${invoiceNumber};46,65`,
    '',
  ].join('\r\n');
  await admin.page
    .getByLabel('Datei')
    .setInputFiles({ name: 'kontoauszug.csv', mimeType: 'text/csv', buffer: Buffer.from(statement, 'utf8') });
  await admin.page.getByRole('button', { name: 'Kontoauszug importieren' }).click();
  await admin.page.getByText('1 Gutschrift gelesen: 1 zugeordnet').waitFor();
  await admin.page.getByRole('listitem').filter({ hasText: invoiceNumber }).waitFor();
  await admin.page.getByRole('combobox', { name: 'Status' }).selectOption('paid');
  await admin.page.getByRole('row').filter({ hasText: invoiceNumber }).getByText('Bezahlt', { exact: true }).waitFor();

  await page.reload();
  await page.getByRole('row').filter({ hasText: invoiceNumber }).getByText('Bezahlt').waitFor();
  expect([...errors, ...admin.errors]).toEqual([]);
});

test('a visitor is sent from /checkout to the login and comes back to the checkout', async () => {
  const { page, errors } = await openPage();
  await page.goto(paths.pricing.to());
  const choose = page.getByRole('link', { name: 'Paket Standard wählen' });
  expect(await choose.getAttribute('href')).toBe(paths.quickRegister.to('standard'));
  await page.getByText('49,00 €').first().waitFor();

  await page.goto(paths.checkout.to('premium', 'yearly'));
  await page.waitForURL((url) => url.pathname === paths.login.path);
  await submitLogin(page, DEMO_COMPANY.email, DEMO_COMPANY.password, (url) => url.pathname === paths.checkout.path);
  await page.getByRole('heading', { name: 'Paket bestellen', level: 1 }).waitFor();
  expect(await page.getByRole('radio', { name: /^Premium/ }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: 'jährlich' }).isChecked()).toBe(true);
  expect(errors).toEqual([]);
});

test('a company cannot open /admin-codes', async () => {
  const { page } = await signedInPage(DEMO_COMPANY);
  await page.goto(paths.adminCodes.to());
  await page.getByRole('heading', { name: 'Dafür fehlt Ihnen die Berechtigung' }).waitFor();
  expect(await page.getByRole('button', { name: 'Neuer Aktionscode' }).count()).toBe(0);
  const response = await fetch(`${platform.stack.baseUrl}/api/admin/promo-codes`, {
    headers: { authorization: `Bearer ${await tokenOf(DEMO_COMPANY)}` },
  });
  expect(response.status).toBe(403);
});
