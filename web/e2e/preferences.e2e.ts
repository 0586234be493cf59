/**
 * Journeys around the visitor's own choices and the screens' accessibility: consent (reject, accept with location,
 * custom selection), favourites across a reload, sharing with the clipboard, the company login form, and an
 * axe-core scan of the main screens.
 */
import type { ListingSearchResult } from '@praxisnah/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { CONSENT_KEY, seriousAxeViolations, trackErrors, type ContextOptions } from './support/browser';
import { useStackWithBrowser } from './support/journey';
import { getJson } from './support/stack';

jest.setTimeout(60_000);

const platform = useStackWithBrowser();

async function open(options: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await platform.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  return { context, page: await context.newPage() };
}

/** Resolves after React's scheduler (a MessageChannel task, which the installed clock does not hold back) has run. */
const reactRendered = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

const storedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null, CONSENT_KEY);

test('consent: appears after 1.5 s without a stored choice; "Ablehnen" stores both off and it stays away', async () => {
  const { page, context } = await open({ consent: null });
  // When the dialog opens, by the page's own clock.
  await context.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('dialog.consent-dialog[open]')) return;
      (window as Window & { consentOpenedAt?: number }).consentOpenedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  });
  await page.goto('/search');
  const dialog = page.getByRole('dialog', { name: 'Praktika in deiner Nähe!' });
  await dialog.waitFor({ timeout: 5000 });
  expect(await page.evaluate(() => (window as Window & { consentOpenedAt?: number }).consentOpenedAt)).toBeGreaterThanOrEqual(1500);
  await dialog.getByText('Keine Weitergabe an Dritte.').waitFor();
  await dialog.getByRole('button', { name: 'Ablehnen', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  const consent = await storedConsent(page);
  expect(consent).toMatchObject({ analytics: false, location: false, essential: true, version: '1.0' });
  expect(typeof consent?.timestamp).toBe('string');

  // From here the page's timers run on the test's clock: the delay is run through, not waited out.
  await page.clock.install();
  await page.reload();
  await page.getByTestId('results-count').waitFor();
  await page.clock.runFor(2200);
  await reactRendered(page);
  expect(await dialog.isVisible()).toBe(false);
});

test('consent: an outdated version counts as none; the close button rejects', async () => {
  const { page, context } = await open({ consent: null });
  await context.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(
        key,
        JSON.stringify({ analytics: true, location: true, essential: true, timestamp: new Date().toISOString(), version: '0.9' }),
      );
      sessionStorage.setItem('seeded', '1');
    }
  }, CONSENT_KEY);
  await page.goto('/companies');
  const dialog = page.getByRole('dialog', { name: 'Praktika in deiner Nähe!' });
  await dialog.waitFor({ timeout: 4000 });
  await dialog.getByRole('button', { name: 'Schließen und ablehnen' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await storedConsent(page)).toMatchObject({ analytics: false, location: false, version: '1.0' });
});

test('consent: "Auswahl" saves the chosen toggles', async () => {
  const { page } = await open({ consent: null });
  await page.goto('/home');
  const dialog = page.getByRole('dialog', { name: 'Praktika in deiner Nähe!' });
  await dialog.waitFor({ timeout: 4000 });
  await dialog.getByRole('button', { name: 'Einstellungen anpassen' }).click();
  await dialog.getByRole('checkbox', { name: /Statistik/ }).uncheck();
  await dialog.getByRole('checkbox', { name: /Standort/ }).uncheck();
  expect(await dialog.getByRole('checkbox', { name: /Notwendig/ }).isDisabled()).toBe(true);
  await dialog.getByRole('button', { name: 'Auswahl' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await storedConsent(page)).toMatchObject({ analytics: false, location: false, essential: true });
});

test('consent: "Alles akzeptieren" with location stores the position for the session, reloads and searches nearby', async () => {
  const { page } = await open({
    consent: null,
    permissions: ['geolocation'],
    geolocation: { latitude: 50.9375, longitude: 6.9603 },
  });
  await page.goto('/search');
  const dialog = page.getByRole('dialog', { name: 'Praktika in deiner Nähe!' });
  await dialog.waitFor({ timeout: 4000 });
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Alles akzeptieren' }).click();
  await reloaded;
  expect(await storedConsent(page)).toMatchObject({ analytics: true, location: true, essential: true, version: '1.0' });
  const sessionValues = await page.evaluate(() => ({ lat: sessionStorage.getItem('userLat'), lon: sessionStorage.getItem('userLon') }));
  expect(Number(sessionValues.lat)).toBeCloseTo(50.9375, 3);
  expect(Number(sessionValues.lon)).toBeCloseTo(6.9603, 3);

  // The search page uses the stored position (product.md section 4: detected automatically on load) and says so.
  const request = page.waitForRequest((req) => req.url().includes('/api/internships/search') && req.url().includes('lat='));
  await page.goto('/search');
  await page.waitForURL((url) => /\(25 km Umkreis\)$/.test(url.searchParams.get('location') ?? ''), { timeout: 10_000 });
  const query = new URL((await request).url()).searchParams;
  expect(Number(query.get('lat'))).toBeCloseTo(50.9375, 3);
  expect(query.get('radius')).toBe('25');
  await page.getByText('Standort verwendet').waitFor();

  // Removing the location is remembered for this page: the next visit does not detect it again.
  await page.getByRole('button', { name: 'Ort entfernen' }).click();
  await page.waitForURL((url) => !url.searchParams.has('location'));
  await page.goto('/search');
  await page.getByTestId('results-count').waitFor();
  // A detection would reverse-geocode through the API or, from the session's position, rewrite the URL at once.
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).searchParams.has('location')).toBe(false);
});

test('"Mein Standort" without location consent explains instead of asking the browser', async () => {
  const { page } = await open({ consent: { analytics: false, location: false } });
  await page.goto('/search');
  await page.getByRole('button', { name: 'Mein Standort' }).click();
  await page.getByText('Standort nicht verfügbar').waitFor();
});

test('favourites survive a reload in the praxisnah_favorites cookie (365 days, path /, SameSite=Lax)', async () => {
  const { page, context } = await open();
  await page.goto('/search');
  const card = page.locator('.listing-card').first();
  const title = (await card.locator('h3').textContent())!.trim();
  const heart = card.getByRole('button', { name: `„${title}“ zu den Favoriten hinzufügen` });
  await heart.click();
  await card.getByRole('button', { name: `„${title}“ aus den Favoriten entfernen` }).waitFor();

  const cookie = (await context.cookies()).find((item) => item.name === 'praxisnah_favorites');
  expect(cookie).toBeDefined();
  expect(cookie!.path).toBe('/');
  expect(cookie!.sameSite).toBe('Lax');
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);
  const stored = JSON.parse(decodeURIComponent(cookie!.value)) as Record<string, string[]>;
  expect(stored.internship).toHaveLength(1);

  await page.reload();
  const again = page.locator('.listing-card', { has: page.getByRole('heading', { name: title }) }).first();
  await again.getByRole('button', { name: `„${title}“ aus den Favoriten entfernen` }).waitFor();
  expect(await again.getByRole('button', { name: /aus den Favoriten entfernen/ }).getAttribute('aria-pressed')).toBe('true');

  await again.getByRole('button', { name: /aus den Favoriten entfernen/ }).click();
  const after = (await context.cookies()).find((item) => item.name === 'praxisnah_favorites');
  expect((JSON.parse(decodeURIComponent(after!.value)) as Record<string, string[]>).internship).toEqual([]);
});

test('share copies a short link, reads "Kopiert" for 3 seconds and says when it was already copied', async () => {
  const { page, context } = await open();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.stack.baseUrl });
  await page.addInitScript(() => {
    // Headless Chromium may offer a share sheet; the copy path is the one under test.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/search');
  const card = page.locator('.listing-card').first();
  const shortLink = page.waitForResponse((response) => response.url().includes('/api/tinyurl/create'));
  await card.getByRole('button', { name: /^Teilen:/ }).click();
  const { shortUrl } = (await (await shortLink).json()) as { shortUrl: string };
  await page.getByText('Link kopiert!').waitFor();
  await card.getByRole('button', { name: /^Kopiert:/ }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
  await card.getByRole('button', { name: /^Kopiert:/ }).click();
  await page.getByText('Link bereits kopiert').waitFor();
  await card.getByRole('button', { name: /^Teilen:/ }).waitFor({ timeout: 4500 });
});

test('share falls back to the long URL when no short link can be made', async () => {
  const { page, context } = await open();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.stack.baseUrl });
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.route('**/api/tinyurl/create', (route) => route.fulfill({ status: 500, body: '{"message":"nein"}' }));
  await page.goto('/search');
  const card = page.locator('.listing-card').first();
  await card.getByRole('button', { name: /^Teilen:/ }).click();
  await page.getByText('Link kopiert!').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${platform.stack.baseUrl}/internship/`));
});

test('login: validation on submit, re-validation on change, friendly error toast', async () => {
  const { page } = await open();
  await page.goto('/company-auth');
  await page.getByRole('heading', { level: 1, name: 'Unternehmens-Login' }).waitFor();
  await page.goto('/login');
  await page.waitForFunction(() => document.title === 'Unternehmens-Login | Praxisnah');
  expect(await page.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe('/forgot-password');
  expect(await page.getByRole('link', { name: 'Jetzt registrieren & Paket wählen' }).getAttribute('href')).toBe('/pricing');
  await page.getByText(/SSL-verschlüsselte/).waitFor();

  await page.getByLabel('E-Mail-Adresse').fill('keine-mail');
  expect(await page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein').count()).toBe(0);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein').waitFor();
  await page.getByText('Passwort ist erforderlich').waitFor();
  await page.getByLabel('E-Mail-Adresse').fill('kontakt@beispiel.de');
  await page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein').waitFor({ state: 'detached' });
  await page.getByLabel('Passwort').fill('x');
  await page.getByText('Passwort ist erforderlich').waitFor({ state: 'detached' });

  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await gate;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const busy = page.getByRole('button', { name: 'Wird angemeldet...' });
  await busy.waitFor();
  expect(await busy.isDisabled()).toBe(true);
  release();
  await page.getByText('Kleiner Hinweis zur Anmeldung').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('login: other server messages map to the other three toasts', async () => {
  const { page } = await open();
  const cases = [
    ['Please verify your email first', 'Fast geschafft!'],
    ['Konto vorübergehend gesperrt', 'Kurze Pause nötig'],
    ['Server müde', 'Hinweis zur Anmeldung'],
  ] as const;
  await page.goto('/login');
  for (const [message, title] of cases) {
    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message }) }),
    );
    await page.getByLabel('E-Mail-Adresse').fill('kontakt@beispiel.de');
    await page.getByLabel('Passwort').fill('geheim');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText(title, { exact: true }).waitFor();
  }
});

test('login success stores the token, greets the company and shows the signed-in menu; logout goes to /', async () => {
  const { page } = await open();
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        token: 'test-token',
        user: { id: 'u1', email: 'lena.schulz@beispiel.de', role: 'company' },
        company: { id: 'c1', name: 'Beispiel GmbH', slug: 'beispiel-gmbh' },
      }),
    }),
  );
  await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill('lena.schulz@beispiel.de');
  await page.getByLabel('Passwort').fill('geheim');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByText('Anmeldung erfolgreich').waitFor();
  await page.getByText('Willkommen zurück, Beispiel GmbH!').waitFor();
  await page.waitForURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('praxisnah_token'))).toBe('test-token');
  await page.getByRole('button', { name: 'lena.schulz' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).waitFor();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('praxisnah_token'))).toBeNull();
  await page.getByRole('button', { name: 'Menü' }).waitFor();
});

test('a stored token that the server rejects signs the visitor out', async () => {
  const { page, context } = await open();
  await context.addInitScript(() => localStorage.setItem('praxisnah_token', 'abgelaufen'));
  await page.goto('/search');
  await page.getByRole('button', { name: 'Menü' }).waitFor();
  await page.waitForFunction(() => localStorage.getItem('praxisnah_token') === null);
});

// Eight full axe scans take about a minute on two busy cores: more room than the file's other tests.
test('axe-core finds no serious or critical violations on the main screens', async () => {
  const { page } = await open();
  const errors = trackErrors(page);
  const search = await getJson<ListingSearchResult>(platform.stack.baseUrl, '/api/internships/search?pageSize=1');
  const screens = ['/home', '/search', '/ausbildung-search', '/companies', `/internship/${search.items[0]!.id}`, '/login', '/events'];
  const report: Record<string, unknown> = {};
  for (const path of screens) {
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const violations = await seriousAxeViolations(page);
    if (violations.length) report[path] = violations;
  }
  // The consent dialog itself is scanned too.
  const fresh = await open({ consent: null });
  await fresh.page.goto('/search');
  await fresh.page.getByRole('dialog', { name: 'Praktika in deiner Nähe!' }).waitFor({ timeout: 4000 });
  await fresh.page.getByRole('button', { name: 'Einstellungen anpassen' }).click();
  const dialogViolations = await seriousAxeViolations(fresh.page);
  if (dialogViolations.length) report['consent dialog'] = dialogViolations;
  expect(report).toEqual({});
  expect(errors).toEqual([]);
}, 180_000);

test('keyboard: skip link, main navigation and a result card are reachable with Tab', async () => {
  const { page } = await open();
  await page.goto('/search');
  await page.getByTestId('results-count').waitFor();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zum Inhalt springen');
  await page.keyboard.press('Enter');
  let reachedCard = false;
  for (let i = 0; i < 60 && !reachedCard; i += 1) {
    await page.keyboard.press('Tab');
    reachedCard = await page.evaluate(() => Boolean(document.activeElement?.closest('.listing-card')));
  }
  expect(reachedCard).toBe(true);
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow);
  expect(outline).not.toBe('none');
});

export {};

test('"Praktikum in der Nähe" without a place: the page says the words need a position and "Mein Standort" searches around it', async () => {
  const { page } = await open({ permissions: ['geolocation'], geolocation: { latitude: 50.9375, longitude: 6.9603 } });
  await page.goto('/search?q=Praktikum');
  const everywhere = Number(await page.getByTestId('results-count').textContent());
  await page.goto(`/search?q=${encodeURIComponent('Praktikum in der Nähe')}`);
  const note = page.getByTestId('results-near-me');
  await note.waitFor();
  expect(await note.textContent()).toBe(
    '„in der Nähe“: Teile deinen Standort, dann zeigen wir dir Angebote in deiner Nähe. Bis dahin siehst du Treffer aus ganz Deutschland. Mein Standort',
  );
  expect(Number(await page.getByTestId('results-count').textContent())).toBe(everywhere);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The visitor allows the location in the privacy settings (the record the dialog stores), then asks for it here.
  await page.evaluate((key) => {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem(key, JSON.stringify({ ...stored, location: true }));
  }, CONSENT_KEY);
  const request = page.waitForRequest((req) => req.url().includes('/api/internships/search') && req.url().includes('lat='));
  await note.getByRole('button', { name: 'Mein Standort' }).click();
  const query = new URL((await request).url()).searchParams;
  expect(Number(query.get('lat'))).toBeCloseTo(50.9375, 3);
  expect(query.get('q')).toBe('Praktikum');
  await page.waitForURL(
    (url) => url.searchParams.get('q') === 'Praktikum' && /\(25 km Umkreis\)$/.test(url.searchParams.get('location') ?? ''),
  );
  await note.waitFor({ state: 'detached' });
  const nearby = Number(await page.getByTestId('results-count').textContent());
  expect(nearby).toBeGreaterThan(0);
  expect(nearby).toBeLessThan(everywhere);
});
