/**
 * What a visitor or a company trips over (issue 20): scrollToResults, the sign-up behind "Registrieren", paging
 * beyond the first 100 results with the page in the URL, an editor preview that acts for real, the "Mehr" menu of an
 * expired listing and under a toast, and removing an uploaded logo.
 */
import type { Page } from 'playwright-core';
import { trackErrors } from './support/browser';
import { useStackWithBrowser } from './support/journey';

jest.setTimeout(90_000);

// The expiry job would turn the listing whose end date passed into `abgelaufen` within a minute: this file looks at
// the time before that, so here it runs only once an hour.
const platform = useStackWithBrowser({ env: { LISTING_EXPIRY_MS: '3600000' } });
let companyToken: string;

beforeAll(async () => {
  const response = await fetch(`${platform.stack.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'firma@demo.example', password: 'demo-passwort' }),
  });
  companyToken = ((await response.json()) as { token: string }).token;
});

async function openPage(width: number, { signedIn = false } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await platform.newContext({ viewport: { width, height: width < 768 ? 800 : 900 } });
  if (signedIn) await context.addInitScript((token) => window.localStorage.setItem('praxisnah_token', token), companyToken);
  const page = await context.newPage();
  return { page, errors: trackErrors(page) };
}

test.each([390, 1280])('scrollToResults=true brings the results into view at %i px', async (width) => {
  const { page } = await openPage(width);
  await page.goto('/search?scrollToResults=true');
  await page.getByTestId('results-count').waitFor();
  // The results heading ends up at the top of the window, below the sticky header, and stays there.
  await page.waitForFunction(
    () => {
      const results = document.getElementById('results')?.getBoundingClientRect().top ?? Infinity;
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      return window.scrollY > 150 && results >= -2 && results <= header + 24;
    },
    null,
    { timeout: 5000 },
  );
  await page.waitForURL((url) => !url.searchParams.has('scrollToResults'));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
});

test('"Registrieren" in the header and /register open the sign-up, not the login', async () => {
  const { page } = await openPage(1280);
  await page.goto('/search');
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.locator('.user-menu__panel').getByRole('link', { name: 'Registrieren' }).click();
  await page.getByRole('heading', { level: 1, name: 'Unternehmen registrieren' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/register');
  expect(await page.getByLabel('Firmenname').count()).toBe(1);
  await page.goto('/register');
  await page.getByRole('heading', { level: 1, name: 'Unternehmen registrieren' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Unternehmens-Login' }).count()).toBe(0);
});

test('paging: 100 cards a page, further pages reachable, the page kept in the URL and reset by a new search', async () => {
  const { page, errors } = await openPage(1280);
  const firstRequest = page.waitForRequest((request) => request.url().includes('/api/internships/search'));
  await page.goto('/search');
  expect(new URL((await firstRequest).url()).searchParams.get('page')).toBe('1');
  await page.getByTestId('results-count').waitFor();
  const total = Number(await page.getByTestId('results-count').textContent());
  expect(total).toBeGreaterThan(100);
  await page.locator('.listing-card').nth(99).waitFor({ state: 'attached' });
  expect(await page.locator('.results .listing-card').count()).toBe(100);
  const firstOnPage1 = await page.locator('.listing-card h3').first().textContent();

  const pager = page.getByRole('navigation', { name: 'Seiten der Suchergebnisse' });
  await pager.getByText(`Treffer 1–100 von ${total}`).waitFor();
  const secondRequest = page.waitForRequest((request) => new URL(request.url()).searchParams.get('page') === '2');
  await pager.getByRole('button', { name: 'Weiter' }).click();
  await secondRequest;
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await pager.getByText(`Treffer 101–${Math.min(200, total)} von ${total}`).waitFor();
  expect(await page.locator('.listing-card h3').first().textContent()).not.toBe(firstOnPage1);

  await page.reload();
  await page
    .getByRole('navigation', { name: 'Seiten der Suchergebnisse' })
    .getByText(/^Treffer 101–/)
    .waitFor();
  await pager.getByRole('button', { name: 'Zurück' }).waitFor();

  await page.getByLabel('Sortierung', { exact: true }).selectOption('newest');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'newest' && !url.searchParams.has('page'));
  await pager.getByText(`Treffer 1–100 von ${total}`).waitFor();
  expect(errors).toEqual([]);
});

test('the Ausbildung search pages too', async () => {
  const { page } = await openPage(390);
  await page.goto('/ausbildung-search?page=2');
  await page
    .getByRole('navigation', { name: 'Seiten der Suchergebnisse' })
    .getByText(/^Treffer 101–/)
    .waitFor();
});

test('the editor preview leads nowhere: no details page, no favourite, no share', async () => {
  const { page } = await openPage(1280, { signedIn: true });
  await page.goto('/create-internship');
  await page.getByRole('textbox', { name: 'Titel' }).fill('Praktikum in der Vorschau (m/w/d)');
  const preview = page.locator('.listing-preview');
  await preview.getByText('Praktikum in der Vorschau (m/w/d)').waitFor();
  expect(await preview.locator('a[href]').count()).toBe(0);
  // Even a click the browser lets through (a script's, an old browser without inert) does nothing.
  await preview.locator('button, .btn').evaluateAll((elements) => elements.forEach((element) => (element as HTMLElement).click()));
  expect(new URL(page.url()).pathname).toBe('/create-internship');
  expect(await preview.getByRole('button', { name: /zu den Favoriten hinzufügen/ }).getAttribute('aria-pressed')).toBe('false');
  expect(await preview.getByRole('button', { name: /Teilen/ }).isDisabled()).toBe(true);
});

test('"Mehr" on a phone: above the toast of the last action, and no search link for a listing visitors cannot find', async () => {
  // Still "Aktiv", but its end date has passed: visitors no longer find it.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const title = 'Praktikum mit Enddatum gestern (m/w/d)';
  const created = await fetch(`${platform.stack.baseUrl}/api/internships`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${companyToken}` },
    body: JSON.stringify({
      title,
      description: 'Ein Praktikum, dessen Enddatum schon vorbei ist. Du lernst die Werkstatt kennen.',
      sector: 'bau_handwerk',
      type: 'schuelerpraktikum',
      duration: '2_wochen',
      status: 'aktiv',
      validFrom: '2026-01-05',
      validTo: yesterday,
    }),
  });
  expect(created.status).toBe(201);

  const { page } = await openPage(390, { signedIn: true });
  await page.goto('/dashboard');
  const rows = page.getByTestId('own-listing');
  await rows.first().waitFor();

  const expired = rows.filter({ has: page.getByRole('heading', { name: title }) });
  await expired.getByText('Enddatum überschritten – nicht in der Suche').waitFor();
  await expired.getByRole('button', { name: /^Mehr/ }).click();
  await expired.getByRole('menuitem', { name: 'Duplizieren' }).waitFor();
  expect(await expired.getByRole('menuitem', { name: 'In der Suche ansehen' }).count()).toBe(0);
  await page.keyboard.press('Escape');
  const current = rows
    .filter({ has: page.getByRole('button', { name: /^Pausieren/ }), hasNot: page.getByText('Enddatum überschritten') })
    .first();
  await current.getByRole('button', { name: /^Mehr/ }).click();
  await current.getByRole('menuitem', { name: 'In der Suche ansehen' }).waitFor();
  await page.keyboard.press('Escape');

  const active = rows.filter({ has: page.getByRole('button', { name: /^Pausieren/ }) });
  await active
    .first()
    .getByRole('button', { name: /^Pausieren/ })
    .click();
  await page.locator('.toast').first().waitFor();
  const last = rows.last();
  await last.scrollIntoViewIfNeeded();
  await last.getByRole('button', { name: /^Mehr/ }).click();
  const items = last.locator('[role=menu] button');
  await items.first().waitFor();
  await page.locator('.toast').first().waitFor();
  const covered = await items.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top && element.contains(top) ? [] : [element.textContent ?? ''];
    }),
  );
  expect(covered).toEqual([]);
});

test('a company removes its uploaded logo', async () => {
  const { page } = await openPage(390, { signedIn: true });
  await page.goto('/company-profile');
  const logo = page.locator('.image-upload--logo');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await logo.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await logo.getByText('Logo gespeichert.').waitFor();
  await logo.getByRole('button', { name: 'Logo entfernen' }).click();
  await logo.getByText('Logo entfernt.').waitFor();
  await logo.getByText('Noch kein Logo').waitFor();
  expect(await logo.getByRole('button', { name: 'Logo entfernen' }).count()).toBe(0);
  await page.reload();
  await page.locator('.image-upload--logo').getByText('Noch kein Logo').waitFor();
});

test('the hero picture is shipped: no 404 on the pages that show it', async () => {
  const { page } = await openPage(390);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  // The WebP, which every browser the product supports takes from image-set(); the PNG stays as the fallback.
  const hero = page.waitForResponse((response) => response.url().endsWith('/objects/images/search-hero.webp'));
  await page.goto('/');
  expect((await hero).headers()['content-type']).toBe('image/webp');
  for (const path of ['/search', '/home', '/ausbildung-search']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(failed).toEqual([]);
});

test('sector badges and map markers draw shipped icons, no emoji', async () => {
  const { page } = await openPage(1280);
  const emoji = /\p{Extended_Pictographic}/u;
  await page.goto('/search');
  const badge = page.locator('.results .sector-badge').first();
  await badge.waitFor();
  expect(await badge.locator('svg.sector-icon').count()).toBe(1);
  expect(await badge.textContent()).not.toMatch(emoji);

  await page.goto('/home');
  await page.getByRole('heading', { name: 'Unternehmen in Deutschland' }).scrollIntoViewIfNeeded();
  const marker = page.locator('.company-marker').first();
  await marker.waitFor({ timeout: 15_000 });
  expect(await marker.locator('svg.sector-icon').count()).toBe(1);
  expect(await page.locator('.company-marker').allTextContents()).toEqual(expect.not.arrayContaining([expect.stringMatching(emoji)]));
});
