/**
 * Visitor journeys against the real API with seeded German demo data: home, both searches with URL round-trips,
 * smart search, detail, events, directory, company profile, the offline map, the mobile frame and the error,
 * empty and not-found states.
 */
import {
  ausbildungStartValues,
  formatYearMonth,
  timeFrameMonths,
  type CompanyView,
  type EventView,
  type PlatformStats,
} from '@praxisnah/contracts';
import type { Browser, BrowserContext, Locator, Page, Request, Response } from 'playwright-core';
import { launchBrowser, newContext, trackErrors } from './support/browser';
import { getJson, startStack, type RunningStack } from './support/stack';

jest.setTimeout(60_000);

let stack: RunningStack;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

beforeEach(async () => {
  context = await newContext(browser, stack.baseUrl, { viewport: { width: 1280, height: 900 } });
});

afterEach(async () => {
  await context?.close();
});

const searchRequest = (page: Page, path = '/api/internships/search') => page.waitForRequest((request) => request.url().includes(path));
const params = (page: Page) => new URL(page.url()).searchParams;
const queryOf = (request: Request) => new URL(request.url()).searchParams;

test('home: hero search, counters, call to action, events and popular internships', async () => {
  const page = await context.newPage();
  const errors = trackErrors(page);
  const events = await getJson<EventView[]>(stack.baseUrl, '/api/events');
  await page.goto('/home');

  await expect(page.title()).resolves.toContain('Praxisnah');
  await page.getByText('KI-gestützte Suche').first().waitFor();
  // Live counts in the home page's wording, not fixed numbers.
  const stats = await getJson<PlatformStats>(stack.baseUrl, '/api/stats');
  const search = await getJson<{ total: number }>(stack.baseUrl, '/api/internships/search?pageSize=1');
  expect(stats.activeInternships).toBe(search.total);
  const counters = page.getByRole('list', { name: 'Praxisnah in Zahlen' });
  await counters.getByText(`${stats.activeInternships.toLocaleString('de-DE')} Praktikumsplätze`).waitFor();
  await counters.getByText(`${stats.verifiedCompanies.toLocaleString('de-DE')} Unternehmen`).waitFor();
  await page.getByRole('heading', { name: 'Noch nicht dabei?' }).waitFor();
  expect(await page.getByRole('link', { name: 'Hier starten!' }).getAttribute('href')).toBe('/unternehmen-starten');
  await page.getByRole('heading', { name: 'Unternehmen in Deutschland' }).waitFor();

  const eventSection = page.locator('section', { has: page.getByRole('heading', { name: 'Aktuelle Veranstaltungen' }) });
  if (events.length === 0) {
    await eventSection.getByText('Neue Events kommen bald!').waitFor();
  } else {
    await eventSection.locator('.event-card').first().waitFor();
    expect(await eventSection.locator('.event-card').count()).toBe(Math.min(3, events.length));
    expect(await eventSection.getByRole('link', { name: 'Alle Events ansehen' }).count()).toBe(events.length > 3 ? 1 : 0);
  }

  const listingSection = page.locator('section', { has: page.getByRole('heading', { name: 'Beliebte Praktika' }) });
  await listingSection.locator('.listing-card').first().waitFor();
  expect(await listingSection.locator('.listing-card').count()).toBeLessThanOrEqual(6);

  await page.getByLabel('Welches Praktikum suchst du?', { exact: true }).fill('Pflege');
  await page.getByLabel('Ort oder PLZ', { exact: true }).fill('Köln');
  await page.getByLabel('Bereich', { exact: true }).selectOption('gesundheit_soziales');
  await page.getByLabel('Ort oder PLZ', { exact: true }).press('Enter');
  await page.waitForURL(/\/search\?/);
  expect(params(page).get('q')).toBe('Pflege');
  expect(params(page).get('location')).toBe('Köln');
  expect(params(page).get('sector')).toBe('gesundheit_soziales');
  expect(errors).toEqual([]);
});

test('map: tiles blocked, the outline of Germany and the company markers still show; a click searches the company', async () => {
  const page = await context.newPage();
  await page.route(/tile\.openstreetmap\.org|\{z\}/, (route) => route.abort());
  const companies = await getJson<CompanyView[]>(stack.baseUrl, '/api/companies');
  await page.goto('/home');
  const map = page.getByTestId('company-map');
  await map.scrollIntoViewIfNeeded();
  await map.locator('.company-marker').first().waitFor({ timeout: 15_000 });
  expect(await map.locator('.company-marker').count()).toBeGreaterThan(Math.min(5, companies.length - 1));
  expect(await map.locator('.leaflet-outline-pane path').count()).toBeGreaterThan(0);
  expect((await map.boundingBox())?.height).toBe(600);

  // Neighbouring towns overlap at zoom 6: a visitor clicks a marker they can see whole, as this test does.
  const visible = await map.locator('.company-marker').evaluateAll((markers) =>
    markers.findIndex((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    }),
  );
  expect(visible).toBeGreaterThanOrEqual(0);
  const marker = map.locator('.company-marker').nth(visible);
  const name = await marker.getAttribute('aria-label');
  await marker.click();
  await page.waitForURL(/\/search\?q=/);
  expect(params(page).get('q')).toBe(name);
});

test('internship search: every filter is read from and written to the URL', async () => {
  const page = await context.newPage();
  const initial = searchRequest(page);
  await page.goto(
    '/search?q=Praktikum&keywords=Excel,%20Teamarbeit&location=K%C3%B6ln%20(50%20km%20Umkreis)&type=pflichtpraktikum&duration=2_wochen' +
      '&timeFrame=custom&dateFrom=2025-03-01&dateTo=2025-12-31&sector=it_kommunikation&sort=newest',
  );
  const api = queryOf(await initial);
  expect(api.get('q')).toBe('Praktikum');
  expect(api.get('keywords')).toBe('Excel,Teamarbeit');
  expect(api.get('location')).toBe('Köln');
  expect(api.get('radius')).toBe('50');
  expect(api.get('type')).toBe('pflichtpraktikum');
  expect(api.get('duration')).toBe('2_wochen');
  expect(api.get('timeFrame')).toBe('custom');
  expect(api.get('dateFrom')).toBe('2025-03-01');
  expect(api.get('dateTo')).toBe('2025-12-31');
  expect(api.get('sector')).toBe('it_kommunikation');
  expect(api.get('sort')).toBe('newest');
  expect(api.get('isAusbildung')).toBe('false');
  expect(api.get('page')).toBe('1');
  expect(api.get('pageSize')).toBe('100');
  expect(api.get('Authorization')).toBeNull();

  await expect(page.getByLabel('Was suchst du?', { exact: true }).inputValue()).resolves.toBe('Praktikum');
  await expect(page.getByLabel('Stichwörter (mit Komma getrennt)', { exact: true }).inputValue()).resolves.toBe('Excel, Teamarbeit');
  await expect(page.getByLabel('Ort oder PLZ', { exact: true }).inputValue()).resolves.toBe('Köln');
  await expect(page.getByLabel('Umkreis', { exact: true }).inputValue()).resolves.toBe('50');
  await expect(page.getByLabel('Zeitraum', { exact: true }).inputValue()).resolves.toBe('custom');
  await expect(page.getByLabel('Von', { exact: true }).inputValue()).resolves.toBe('2025-03-01');
  await expect(page.getByLabel('Bis', { exact: true }).getAttribute('min')).resolves.toBe('2025-03-01');
  await expect(page.getByLabel('Sortierung', { exact: true }).inputValue()).resolves.toBe('newest');
  await page.waitForFunction(() => {
    const select = (label: string) =>
      [...document.querySelectorAll('label')].find((item) => item.textContent === label)?.control as HTMLSelectElement | null;
    return (
      select('Praktikumsart')?.value === 'pflichtpraktikum' &&
      select('Branche')?.value === 'it_kommunikation' &&
      select('Dauer')?.value === '2_wochen'
    );
  });
  await page.getByRole('button', { name: /^Filter zurücksetzen \(7\)$/ }).waitFor();

  await page.getByLabel('Branche', { exact: true }).selectOption('bau_handwerk');
  await page.waitForURL((url) => url.searchParams.get('sector') === 'bau_handwerk');
  await page.getByLabel('Sortierung', { exact: true }).selectOption('oldest');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'oldest');
  await page.getByLabel('Umkreis', { exact: true }).selectOption('100');
  await page.waitForURL((url) => url.searchParams.get('location') === 'Köln (100 km Umkreis)');

  // Choosing a month clears the dates; setting a date switches to custom; clearing both dates means all.
  // The months offered start with today's (fixed 2025 months would find nothing a year later).
  const months = timeFrameMonths(new Date());
  const offered = await page
    .getByLabel('Zeitraum', { exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offered.filter((value) => /^\d{4}-\d{2}$/.test(value))).toEqual(months);
  const month = months[2] ?? '';
  await page.getByLabel('Zeitraum', { exact: true }).selectOption(month);
  await page.waitForURL((url) => url.searchParams.get('timeFrame') === month && !url.searchParams.has('dateFrom'));
  await page.getByLabel('Von', { exact: true }).fill('2025-05-01');
  await page.waitForURL((url) => url.searchParams.get('timeFrame') === 'custom' && url.searchParams.get('dateFrom') === '2025-05-01');
  await page.getByLabel('Von', { exact: true }).fill('');
  await page.waitForURL((url) => !url.searchParams.has('timeFrame') && !url.searchParams.has('dateFrom'));

  await page.getByLabel('Stichwörter (mit Komma getrennt)', { exact: true }).fill(' Python ,  Linux ');
  await page.getByLabel('Stichwörter (mit Komma getrennt)', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.searchParams.get('keywords') === 'Python,Linux');

  // The place is geocoded after a pause of one second.
  await page.getByLabel('Ort oder PLZ', { exact: true }).fill('Hamburg');
  await page.getByText('Ort gefunden').waitFor({ timeout: 5000 });
  await page.getByText('Suche im Umkreis von 100 km').first().waitFor();
  await page.waitForURL((url) => url.searchParams.get('location') === 'Hamburg (100 km Umkreis)');

  const history = await page.evaluate(() => window.history.length);
  await page.getByRole('button', { name: /^Filter zurücksetzen \(\d+\)$/ }).click();
  await page.waitForURL((url) => url.search === '');
  expect(await page.evaluate(() => window.history.length)).toBe(history);

  // Round trip: the written URL reads back into the same filters after a reload.
  await page.goto('/search?type=schuelerpraktikum&sector=medien_kultur&sort=oldest');
  await page.reload();
  await page.waitForFunction(() => {
    const select = (label: string) =>
      [...document.querySelectorAll('label')].find((item) => item.textContent === label)?.control as HTMLSelectElement | null;
    return (
      select('Praktikumsart')?.value === 'schuelerpraktikum' &&
      select('Branche')?.value === 'medien_kultur' &&
      select('Sortierung')?.value === 'oldest'
    );
  });
});

test('internship search: the type list leaves out Ausbildung and shows facet counts', async () => {
  const page = await context.newPage();
  await page.goto('/search');
  await page.getByTestId('results-count').waitFor();
  const options = await page.getByLabel('Praktikumsart', { exact: true }).locator('option').allTextContents();
  expect(options.some((text) => /ausbildung/i.test(text))).toBe(false);
  expect(options.some((text) => /\(\d+\)$/.test(text))).toBe(true);
  const total = Number(await page.getByTestId('results-count').textContent());
  expect(total).toBeGreaterThan(0);
  await page.getByRole('heading', { name: new RegExp(`${total} Praktika? gefunden`) }).waitFor();
});

test('ausbildung search: start badges and minimum pay round-trip through the URL; cards show pay per month', async () => {
  const page = await context.newPage();
  const initial = searchRequest(page, '/api/ausbildungsplaetze/search');
  const [august, september] = ausbildungStartValues(new Date()) as [string, string];
  await page.goto(`/ausbildung-search?ausbildungStart=${august}&minVergutung=700&sector=industrie_produktion&sort=oldest&keywords=Technik`);
  const api = queryOf(await initial);
  expect(api.get('ausbildungStart')).toBe(august);
  expect(api.get('minVergutung')).toBe('700');
  expect(api.get('isAusbildung')).toBe('true');
  expect(api.get('keywords')).toBe('Technik');
  await expect(page.getByRole('button', { name: new RegExp(formatYearMonth(august)) }).getAttribute('aria-pressed')).resolves.toBe('true');
  await expect(page.getByLabel('Mindestvergütung', { exact: true }).inputValue()).resolves.toBe('700');

  await page.getByRole('button', { name: new RegExp(formatYearMonth(september)) }).click();
  await page.waitForURL((url) => url.searchParams.get('ausbildungStart') === `${august},${september}`);
  await page.getByLabel('Mindestvergütung', { exact: true }).selectOption('900');
  await page.waitForURL((url) => url.searchParams.get('minVergutung') === '900');
  await page.getByLabel('Mindestvergütung', { exact: true }).selectOption('0');
  await page.waitForURL((url) => !url.searchParams.has('minVergutung'));

  await page.goto('/ausbildung-search');
  const card = page.locator('.listing-card').first();
  await card.waitFor();
  await card.getByText(/€ \/ Monat/).waitFor();
  await card.getByText('Beginn').waitFor();
});

test('smart search fills empty filters from the extracted filters', async () => {
  const page = await context.newPage();
  await page.goto('/search');
  await page.getByTestId('results-count').waitFor();
  await page.getByLabel('Was suchst du?', { exact: true }).fill('Praktikum IT in Köln');
  const smart = page.waitForResponse((response) => response.url().includes('/api/internships/smart-search'));
  await page.getByRole('button', { name: 'Suchen' }).click();
  const extracted =
    ((await (await smart).json()) as { aiEnhancements?: { extractedFilters?: Record<string, unknown> } }).aiEnhancements
      ?.extractedFilters ?? {};
  await page.waitForURL((url) => url.searchParams.get('q') === 'Praktikum IT in Köln');
  if (typeof extracted.location === 'string') {
    await page.waitForURL((url) => url.searchParams.get('location')?.startsWith(`${extracted.location as string} (`) === true);
  }
  if (typeof extracted.sector === 'string') await page.waitForURL((url) => url.searchParams.get('sector') === extracted.sector);

  // A filter the visitor set is never overwritten.
  await page.goto('/search?sector=bau_handwerk');
  await page.getByLabel('Was suchst du?', { exact: true }).fill('Praktikum IT in Köln');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.waitForURL((url) => url.searchParams.has('q'));
  expect(params(page).get('sector')).toBe('bau_handwerk');

  // A failing smart search falls back silently to the normal search.
  await page.route('**/api/internships/smart-search', (route) => route.fulfill({ status: 500, body: '{"message":"kaputt"}' }));
  await page.goto('/search');
  await page.getByLabel('Was suchst du?', { exact: true }).fill('Büro');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === 'Büro');
  await page.locator('.results').getByRole('heading').first().waitFor();
  expect(await page.getByText('Fehler beim Laden der Suchergebnisse.').count()).toBe(0);
});

/** Clicks a suggestion offered on zero results and checks that the search it leads to finds as many as it said. */
async function followSuggestion(page: Page, offer: Locator, arrived: (url: URL) => boolean): Promise<void> {
  const offered = Number(/\((\d+) Treffer\)/.exec((await offer.textContent()) ?? '')?.[1]);
  expect(offered).toBeGreaterThan(0);
  await offer.click();
  await page.waitForURL(arrived);
  await page.getByTestId('results-count').waitFor();
  expect(Number(await page.getByTestId('results-count').textContent())).toBe(offered);
}

/**
 * A filter the API read from the words, said in `note`: the note fits a 360 px phone, and its button searches the words
 * without it, which find more.
 */
async function leaveFilterReadFromWords(page: Page, note: Locator, button: string, words: string): Promise<void> {
  const filtered = Number(await page.getByTestId('results-count').textContent());
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 900 });
  await note.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === words);
  await note.waitFor({ state: 'detached' });
  await page.waitForFunction((fewer) => Number(document.querySelector('[data-testid="results-count"]')?.textContent) > fewer, filtered);
}

test('search names what the words were also searched as, and offers the nearest search with its count', async () => {
  const page = await context.newPage();
  await page.goto('/ausbildung-search?q=Kauffrau');
  await page.getByTestId('results-count').waitFor();
  expect(await page.getByTestId('results-widened').textContent()).toBe('Ergebnisse für Kauffrau, Kaufmann');

  // A school-leaving qualification says who looks for an internship, not which: the page says it was left out.
  await page.goto(`/search?q=${encodeURIComponent('Praktikum Büro nach dem Abi')}`);
  await page.getByTestId('results-count').waitFor();
  expect(await page.getByTestId('results-about-searcher').textContent()).toBe(
    'Ohne „Abi“ gesucht: Das sagt etwas über dich, nicht über das Angebot.',
  );

  // A length of stay typed among the words filters like the Dauer filter, and the page offers every duration again.
  await page.goto(`/search?q=${encodeURIComponent('Praktikum 2 Wochen')}`);
  const durationNote = page.getByTestId('results-duration-from-query');
  await durationNote.waitFor();
  expect(await durationNote.textContent()).toBe('Gefiltert nach der Dauer „2 Wochen“ aus deiner Suche. Alle Dauern zeigen');
  await leaveFilterReadFromWords(page, durationNote, 'Alle Dauern zeigen', 'Praktikum');

  // A month typed among the words filters like the Zeitraum filter: its next occurrence, said on the page.
  await page.goto(`/search?q=${encodeURIComponent('Praktikum im Februar')}`);
  const monthNote = page.getByTestId('results-month-from-query');
  await monthNote.waitFor();
  const today = new Date();
  const february = today.getMonth() + 1 <= 2 ? today.getFullYear() : today.getFullYear() + 1;
  expect(await monthNote.textContent()).toBe(
    `Gefiltert nach dem Zeitraum „Februar ${february}“ aus deiner Suche („im Februar“). Jeden Zeitraum zeigen`,
  );
  await leaveFilterReadFromWords(page, monthNote, 'Jeden Zeitraum zeigen', 'Praktikum');

  // A Land typed among the words is searched whole, by the listings' postcodes, and the page says so.
  await page.goto(`/ausbildung-search?q=${encodeURIComponent('Ausbildung Bayern')}`);
  await page.getByTestId('results-count').waitFor();
  await page.getByText('in ganz Bayern', { exact: true }).waitFor();
  expect(Number(await page.getByTestId('results-count').textContent())).toBeGreaterThan(0);
  // The same Land in the place field, which is then no circle either.
  await page.goto('/ausbildung-search');
  await page.getByTestId('results-count').waitFor();
  await page.getByLabel('Ort oder PLZ', { exact: true }).fill('Bayern');
  await page.getByText('Suche in ganz Bayern').first().waitFor({ timeout: 5000 });
  await page.waitForURL((url) => url.searchParams.get('location')?.startsWith('Bayern') === true);
  await page.getByText('in ganz Bayern', { exact: true }).waitFor();

  // "Lehrstelle" means an Ausbildung: the internship search finds nothing and offers the Ausbildung search.
  await page.goto('/search?q=Lehrstelle');
  await followSuggestion(
    page,
    page.getByTestId('search-suggestions').getByRole('link', { name: /^Bei den Ausbildungsplätzen suchen \(\d+ Treffer\)$/ }),
    (url) => url.pathname === '/ausbildung-search' && url.searchParams.get('q') === 'Lehrstelle',
  );

  // No Friseur trains here, but one takes interns: the offer leaves out "Ausbildung", which no internship says.
  await page.goto(`/ausbildung-search?q=${encodeURIComponent('Ausbildung Friseur')}`);
  await followSuggestion(
    page,
    page.getByTestId('search-suggestions').getByRole('link', { name: /^Bei den Praktika suchen \(\d+ Treffer\)$/ }),
    (url) => url.pathname === '/search' && url.searchParams.get('q') === 'Friseur',
  );

  // No Fleischer trains anywhere, but Fleischereifachverkäufer (a name of the Fachverkäufer group) do: the page shows
  // that related job's places and says so. Not Bäcker or Konditor: the company journey publishes those meanwhile.
  await page.goto('/ausbildung-search?q=Fleischerin');
  const related = page.getByTestId('results-related-job');
  await related.waitFor();
  expect(await related.textContent()).toBe(
    'Für „Fleischerin“ gibt es keine Treffer. Ergebnisse für den verwandten Beruf „Fleischereifachverkäufer“:',
  );
  expect(Number(await page.getByTestId('results-count').textContent())).toBeGreaterThan(0);
  await expect(page.locator('.listing-card h3').first().textContent()).resolves.toMatch(/Fachverkäufer/);
  // The longest notes still fit a 360 px phone.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Only one Pflegefachkraft place: the places of the related jobs follow under a heading of their own, on a phone too.
  await page.goto('/ausbildung-search?q=Krankenschwester');
  const relatedJobs = page.getByTestId('results-related-jobs');
  await relatedJobs.waitFor();
  expect(await page.getByTestId('results-related-jobs-added').textContent()).toMatch(
    /^Nur wenige Treffer für „Krankenschwester“\. Darunter findest du auch ähnliche Berufe: Pflegefachassistent/,
  );
  expect(await relatedJobs.getByRole('heading', { name: 'Ähnliche Berufe' }).count()).toBe(1);
  await expect(relatedJobs.locator('.listing-card h3').first().textContent()).resolves.toMatch(/Pflegefachassistent/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('detail: from a card to the listing with apply button, company link and share', async () => {
  const page = await context.newPage();
  await page.goto('/search');
  const card = page.locator('.listing-card').first();
  const title = (await card.locator('h3').textContent())!.trim();
  await card.getByRole('link', { name: `Details ansehen: ${title}` }).click();
  await page.waitForURL(/\/internship\//);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await expect(page.title()).resolves.toBe(`${title} | Praxisnah`);
  const apply = page.getByRole('link', { name: /Jetzt bewerben/ });
  const href = await apply.getAttribute('href');
  expect(href).toMatch(/^(https?:|mailto:|\/unternehmen\/)/);
  await page
    .getByRole('button', { name: /Teilen/ })
    .first()
    .waitFor();
  const companyLink = page.locator('.detail__company a');
  expect(await companyLink.getAttribute('href')).toMatch(/^\/unternehmen\//);
  await companyLink.click();
  await page.waitForURL(/\/unternehmen\//);
  await page.getByRole('heading', { level: 1 }).waitFor();

  await page.goto('/internship/00000000-0000-4000-8000-000000000000');
  await page.getByText('Dieses Angebot gibt es nicht (mehr)').waitFor();
});

test('events: list with status, free places rule and registration link; detail by both routes', async () => {
  const page = await context.newPage();
  const events = await getJson<EventView[]>(stack.baseUrl, '/api/events');
  await page.goto('/ausbildungsmesse');
  await page.getByRole('heading', { level: 1, name: 'Ausbildungsmessen & Events' }).waitFor();
  await page.getByRole('button', { name: 'Alle Events' }).click();
  if (events.length === 0) {
    await page.getByText('Neue Events kommen bald!').waitFor();
    return;
  }
  await page.locator('.event-card').first().waitFor();
  expect(await page.locator('.event-card').count()).toBe(events.length);
  for (const card of await page.locator('.event-card').all()) {
    expect(await card.locator('.event-card__body .badge--blue').count()).toBeLessThanOrEqual(2);
    expect(await card.locator('.event-card__body .badge--orange').count()).toBeLessThanOrEqual(3);
  }
  const first = events[0]!;
  const firstCard = page.locator('.event-card', { has: page.getByRole('link', { name: first.title, exact: true }) }).first();
  const upcoming = first.eventDate >= new Date().toISOString().slice(0, 10);
  await firstCard.getByText(upcoming ? 'Kommend' : 'Vergangen').waitFor();
  const showsPlaces = first.registrationRequired && (first.maxParticipants ?? 0) > 0;
  expect(await firstCard.locator('.free-places').count()).toBe(showsPlaces ? 1 : 0);
  expect(await firstCard.getByRole('link', { name: 'Jetzt anmelden' }).count()).toBe(upcoming && first.registrationRequired ? 1 : 0);

  await page.goto('/events');
  const eventCard = page.locator('.event-card').first();
  const eventTitle = (await eventCard.locator('h3').textContent())!.trim();
  await eventCard.getByRole('link', { name: /^Details ansehen/ }).click();
  await page.waitForURL(/\/events\//);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('heading', { level: 1, name: eventTitle }).waitFor();
  await page.goto(`/event-detail/${id}`);
  await page.getByRole('heading', { level: 1, name: eventTitle }).waitFor();
});

test('search: a place picked in the place field is named by its name above the results', async () => {
  const page = await context.newPage();
  await page.goto('/search');
  await page.getByLabel('Ort oder PLZ', { exact: true }).fill('Hamburg');
  await page.getByText('Ort gefunden').waitFor({ timeout: 5000 });
  await page.waitForURL((url) => url.searchParams.get('location') === 'Hamburg (25 km Umkreis)');
  // Searched by the coordinates picked, which the API alone can only call "Mein Standort".
  await page.locator('.results__center', { hasText: 'im Umkreis von 25 km um Hamburg' }).waitFor();
  expect(await page.getByText('um Mein Standort').count()).toBe(0);
});

test('events on a phone: a Land whole, a circle around a place, and a place without events offers all places', async () => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
  const all = await getJson<EventView[]>(stack.baseUrl, '/api/events');
  const inNrw = await getJson<EventView[]>(stack.baseUrl, '/api/events?location=NRW');
  const nearKoeln = await getJson<EventView[]>(stack.baseUrl, `/api/events?location=${encodeURIComponent('Köln (50 km Umkreis)')}`);
  expect(inNrw.length).toBeGreaterThan(nearKoeln.length);
  expect(nearKoeln.length).toBeGreaterThan(0);
  // The Saarland first: German takes the article with it („im Saarland“).
  const withoutEvents = ['Saarland', 'Bayern', 'Brandenburg', 'Niedersachsen', 'Sachsen-Anhalt'].find(
    (state) => !all.some((event) => event.state === state),
  )!;
  expect(withoutEvents).toBeDefined();
  const place = page.getByLabel('Ort oder PLZ', { exact: true });
  const cards = page.locator('.event-card');

  await page.goto('/ausbildungsmesse');
  await page.getByRole('button', { name: 'Alle Events' }).click();
  await cards.first().waitFor();
  expect(await cards.count()).toBe(all.length);
  await page.getByLabel('Umkreis', { exact: true }).selectOption('50');

  await place.fill('NRW');
  await page.getByText('Suche in ganz Nordrhein-Westfalen').first().waitFor({ timeout: 5000 });
  await page.waitForURL((url) => url.searchParams.get('location') === 'Nordrhein-Westfalen');
  await page.getByText(`${inNrw.length} Events in ganz Nordrhein-Westfalen`).waitFor();
  expect(await cards.count()).toBe(inNrw.length);
  // A Land is searched whole: no radius to choose; the one chosen before stays for the next place.
  expect(await page.getByLabel('Umkreis', { exact: true }).count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await place.fill('Köln');
  await page.getByText('Suche im Umkreis von 50 km').first().waitFor({ timeout: 5000 });
  await page.getByText(`${nearKoeln.length} ${nearKoeln.length === 1 ? 'Event' : 'Events'} im Umkreis von 50 km um Köln`).waitFor();
  expect(await cards.count()).toBe(nearKoeln.length);
  expect(await page.getByLabel('Umkreis', { exact: true }).count()).toBe(1);

  // A shared link brings the same place back.
  await page.goto('/ausbildungsmesse?location=nrw');
  await page.getByRole('button', { name: 'Alle Events' }).click();
  await page.getByText(`${inNrw.length} Events in ganz Nordrhein-Westfalen`).waitFor();

  await place.fill(withoutEvents);
  await page
    .getByText(withoutEvents === 'Saarland' ? 'Keine Events im Saarland' : `Keine Events in ${withoutEvents}`)
    .waitFor({ timeout: 5000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Alle Orte anzeigen' }).click();
  await page.waitForURL((url) => !url.searchParams.has('location'));
  await page.waitForFunction((count) => document.querySelectorAll('.event-card').length === count, all.length);
  expect(await place.inputValue()).toBe('');
});

test('directory: text, sector and radius filters, favourites first, then internships plus events', async () => {
  const page = await context.newPage();
  const { companies } = await getJson<{ companies: CompanyView[] }>(stack.baseUrl, '/api/companies/all');
  await page.goto('/companies');
  await page.getByRole('heading', { level: 1, name: 'Firmen finden!' }).waitFor();
  expect(await page.getByRole('link', { name: 'Jetzt dabei sein' }).getAttribute('href')).toBe('/pricing');
  await page.getByText(`${companies.length} Unternehmen gefunden`).waitFor();

  const cards = page.getByTestId('company-results').locator('.list-card');
  // The first cards come at once, the rest on request, so a long directory stays quick on a phone.
  expect(companies.length).toBeGreaterThan(24);
  expect(await cards.count()).toBe(24);
  await page.getByRole('button', { name: `Weitere Unternehmen anzeigen (${companies.length - 24})` }).click();
  await cards.nth(Math.min(48, companies.length) - 1).waitFor();
  expect(await cards.count()).toBe(Math.min(48, companies.length));
  const scores = await cards.evaluateAll((nodes) => nodes.map((node) => node.querySelector('h3')!.textContent!.trim()));
  const expectedOrder = [...companies].sort((a, b) => b.internshipCount + b.eventCount - (a.internshipCount + a.eventCount));
  const firstScore = expectedOrder[0]!.internshipCount + expectedOrder[0]!.eventCount;
  const shownFirst = companies.find((company) => company.name === scores[0])!;
  expect(shownFirst.internshipCount + shownFirst.eventCount).toBe(firstScore);

  const word = companies[0]!.city!;
  await page.getByLabel('Was suchst du?', { exact: true }).fill(word.toUpperCase());
  const expectedText = companies.filter((company) =>
    [company.name, company.description, company.city].some((value) => value?.toLowerCase().includes(word.toLowerCase())),
  ).length;
  await page.getByText(`${expectedText} Unternehmen gefunden`).waitFor();
  await page.getByRole('button', { name: 'Filter zurücksetzen (1)' }).click();

  const sectors = await getJson<Array<{ id: number; label: string }>>(stack.baseUrl, '/api/sectors');
  const sector = sectors.find((item) => companies.some((company) => company.sectorId === item.id))!;
  await page.getByLabel('Branche', { exact: true }).selectOption(String(sector.id));
  await page.getByText(`${companies.filter((company) => company.sectorId === sector.id).length} Unternehmen gefunden`).waitFor();
  await page.getByLabel('Branche', { exact: true }).selectOption('');

  // Favourites come first.
  const last = cards.last();
  const lastName = (await last.locator('h3').textContent())!.trim();
  await last.getByRole('button', { name: /zu den Favoriten hinzufügen/ }).click();
  await expect(cards.first().locator('h3').textContent()).resolves.toBe(lastName);

  // Radius: 25 km around Köln leaves only companies with coordinates inside.
  await page.getByLabel('Ort oder PLZ', { exact: true }).fill('Köln');
  await page.getByText('Ort gefunden').waitFor({ timeout: 5000 });
  const radiusCount = Number((await page.getByText(/\d+ Unternehmen gefunden/).textContent())!.match(/\d+/)![0]);
  expect(radiusCount).toBeLessThan(companies.length);

  // A Land: every company whose postcode lies in it, not a circle around one of its towns.
  await page.getByLabel('Ort oder PLZ', { exact: true }).fill('Bayern');
  await page.getByText('Suche in ganz Bayern').first().waitFor({ timeout: 5000 });
  const inBavaria = companies.filter((company) => company.state === 'Bayern').length;
  expect(inBavaria).toBeGreaterThan(1);
  await page.getByText(`${inBavaria} Unternehmen gefunden`).waitFor();
  // Among them „Walter & Partner Steuerberatungsgesellschaft mbH“: its long word must still fit a 360 px phone.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('Was suchst du?', { exact: true }).fill('zzzz-gibt-es-nicht');
  await page.getByText('Keine Unternehmen gefunden').waitFor();
  await page.locator('.empty-state').getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await page.getByText(`${companies.length} Unternehmen gefunden`).waitFor();
  expect(await cards.first().getByText('Profil ansehen').count()).toBe(1);
});

test('company profile by slug and by id, with the company filter on the search page', async () => {
  const page = await context.newPage();
  const companies = await getJson<CompanyView[]>(stack.baseUrl, '/api/companies');
  const company = [...companies].sort((a, b) => b.internshipCount - a.internshipCount)[0]!;
  await page.goto(`/unternehmen/${company.slug}`);
  await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
  await expect(page.title()).resolves.toBe(`${company.name} | Praxisnah`);
  await page.goto(`/search?company=${company.slug}&scrollToResults=true`);
  await page.getByText('Gefiltert nach:').waitFor();
  await page.locator('.company-banner').getByText(company.name).waitFor();
  expect(await page.getByRole('link', { name: /Zurück zu den Unternehmen/ }).getAttribute('href')).toBe('/companies');
  await page.waitForURL((url) => !url.searchParams.has('scrollToResults'), { timeout: 5000 });
  await page.getByRole('button', { name: 'Filter entfernen' }).click();
  await page.waitForURL((url) => !url.searchParams.has('company'));
  // The URL changes before the page re-renders: wait for the filter notice to go rather than look once.
  await page.getByText('Gefiltert nach:').waitFor({ state: 'detached' });

  // /company/{id}: map and filter links carry the id.
  await page.goto(`/company/${company.id}`);
  await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
});

test('mobile (390 px): bottom bar and the collapsible menu', async () => {
  const mobile = await newContext(browser, stack.baseUrl, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await mobile.newPage();
  await page.goto('/search');
  const bar = page.getByRole('navigation', { name: 'Schnellnavigation' });
  await bar.waitFor();
  const links = await bar.getByRole('link').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  expect(links).toEqual(['/search', '/ausbildung-search', '/ausbildungsmesse', '/companies']);
  expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).toBe(false);
  await page.getByRole('button', { name: /Menü öffnen/ }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
  await menu.getByRole('link', { name: 'Anmelden' }).waitFor();
  await menu.getByText('Menü', { exact: true }).waitFor();
  await menu.getByRole('link', { name: 'Unternehmen' }).click();
  await page.waitForURL(/\/companies$/);
  expect(await menu.isVisible()).toBe(false);
  await bar.getByRole('link', { name: 'Ausbildung' }).click();
  await page.waitForURL(/\/ausbildung-search$/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await mobile.close();
});

test('search error shows the retry, which recovers; empty results show tips', async () => {
  const page = await context.newPage();
  await page.route('**/api/internships/search**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Kaputt"}' }),
  );
  await page.goto('/search');
  await page.getByText('Fehler beim Laden der Suchergebnisse.').waitFor();
  await page.unroute('**/api/internships/search**');
  await page.getByRole('button', { name: 'Nochmal versuchen' }).click();
  await page.getByTestId('results-count').waitFor();

  await page.goto('/search?q=qxzvwkjh');
  await page.getByText('Keine Praktika gefunden').waitFor();
  await page.getByText('Tipps für mehr Treffer:').waitFor();
  await page.goto('/ausbildung-search?q=qxzvwkjh');
  await page.getByText('Keine Ausbildungsplätze gefunden').waitFor();
});

test('loading shows six skeleton cards under "Suche läuft..."', async () => {
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/internships/search**', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/search');
  await page.getByRole('heading', { name: 'Suche läuft...' }).waitFor();
  expect(await page.locator('.results .skeleton-card').count()).toBe(6);
  release();
  await page.getByTestId('results-count').waitFor();
});

test('a page of 100 cards reaches the screen in short steps: twelve at once, then at most 22 per step, until all show', async () => {
  const page = await context.newPage();
  // Counts the cards each batch of DOM changes brings: one batch is one commit, i.e. one uninterrupted task for the phone.
  await page.addInitScript(() => {
    const steps: number[] = [];
    Object.assign(window, { cardSteps: steps });
    new MutationObserver((records) => {
      let added = 0;
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element) added += (node.matches('.listing-card') ? 1 : 0) + node.querySelectorAll('.listing-card').length;
      if (added) steps.push(added);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/search');
  await page.getByTestId('results-count').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.results .listing-card').length === 100);
  const steps = await page.evaluate(() => (window as unknown as { cardSteps: number[] }).cardSteps);
  expect(steps[0]).toBe(12);
  expect(Math.max(...steps)).toBeLessThanOrEqual(22);
  expect(steps.length).toBeGreaterThanOrEqual(5);
});

test('first visit of the search: scripts and styles arrive compressed and cached for a year, the results compressed', async () => {
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const results = page.waitForResponse((response) => response.url().includes('/api/internships/search'));
  await page.goto('/search');
  await page.getByTestId('results-count').waitFor();

  const assets = responses.filter((response) => /^\/assets\/[^/]+\.(js|css)$/.test(new URL(response.url()).pathname));
  // The entry chunk, the stylesheet and the search screen's chunks, which the page asks for before its script has run.
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  expect(assets.map((asset) => new URL(asset.url()).pathname)).toEqual(expect.arrayContaining(preloaded));
  expect(preloaded.some((href) => /\/assets\/search-[^/]+\.js$/.test(href ?? ''))).toBe(true);
  let compressed = 0;
  for (const asset of assets) {
    const headers = await asset.allHeaders();
    expect({ url: asset.url(), cache: headers['cache-control'], vary: headers['vary'] }).toEqual({
      url: asset.url(),
      cache: 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    });
    // Files under 1 KB are not worth compressing and go out as they are.
    if (headers['content-encoding']) {
      expect(['br', 'gzip']).toContain(headers['content-encoding']);
      compressed++;
    } else expect(Number(headers['content-length'])).toBeLessThan(1024);
  }
  expect(compressed).toBeGreaterThan(3);

  const answer = await results;
  expect(['br', 'gzip']).toContain((await answer.allHeaders())['content-encoding']);
  expect(typeof ((await answer.json()) as { total: unknown }).total).toBe('number');
});

test('unknown paths show the not-found page', async () => {
  const page = await context.newPage();
  await page.goto('/gibt-es-nicht/wirklich');
  await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
  await expect(page.title()).resolves.toBe('Seite nicht gefunden | Praxisnah');
  // The company and operator areas exist: a signed-out visitor is sent to the login.
  for (const path of ['/dashboard', '/admin-regions', '/regional-manager']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Unternehmens-Login' }).waitFor();
  }
});

test('legal and info pages render German content', async () => {
  const page = await context.newPage();
  for (const [path, heading] of [
    ['/impressum', 'Impressum'],
    ['/datenschutz', 'Datenschutzerklärung'],
    ['/agb', 'Allgemeine Geschäftsbedingungen'],
    ['/faq', 'Häufige Fragen'],
    ['/unternehmen-starten', 'Unternehmen starten'],
    ['/pricing', 'Preise'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }
  // The packages come from the API; a visitor's choice leads to the sign-up with that package.
  expect(await page.getByRole('link', { name: 'Paket Standard wählen' }).getAttribute('href')).toBe('/quick-register?package=standard');
  const footer = page.getByRole('navigation', { name: 'Rechtliches und Kontakt' });
  expect(await footer.getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe('/unternehmen-starten');
});

export {};
