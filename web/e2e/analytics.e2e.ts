/**
 * Analytics as its three audiences meet it: the operator reads the dashboard (range, region, charts, a CSV for
 * Excel), a company sees a visitor's view and favourite of its listing counted, and a visitor who did not allow
 * statistics sends nothing from the browser.
 */
import { readFile } from 'node:fs/promises';
import type { OwnListing } from '@praxisnah/contracts';
import type { Page } from 'playwright-core';
import { trackErrors, type ContextOptions } from './support/browser';
import { signIn, useStackWithBrowser } from './support/journey';

jest.setTimeout(120_000);

const platform = useStackWithBrowser();

async function open(options: ContextOptions = {}): Promise<Page> {
  const context = await platform.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, ...options });
  return context.newPage();
}

/**
 * A calendar day in Berlin, where the browser of these tests lives (Swedish dates are written YYYY-MM-DD). Days are
 * counted on the calendar, not as 24-hour steps: across a clock change those land on the wrong day near midnight.
 */
const isoDay = (daysAgo: number) => {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(Date.now());
  return new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);
};

test('the admin opens the dashboard, changes range and region, sees the charts and downloads a CSV for German Excel', async () => {
  const page = await open();
  const errors = trackErrors(page);
  await signIn(page, 'admin@demo.example', 'admin-passwort');
  await page.goto('/admin-dashboard');
  await page.getByRole('heading', { name: 'Analyse', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Suchen pro Tag' }).waitFor();
  expect(await page.getByTestId('admin-chart').count()).toBeGreaterThanOrEqual(4);

  await page.getByRole('button', { name: '90 Tage' }).click();
  await page.waitForURL((url) => url.searchParams.get('from') === isoDay(89) && url.searchParams.get('to') === isoDay(0));
  const region = page.getByRole('combobox', { name: 'Region' });
  // The id from the option itself: the select follows the URL, so right after the choice it may still show the old one.
  const regionId = (await region.locator('option', { hasText: 'Bayern' }).getAttribute('value'))!;
  await region.selectOption(regionId);
  await page.waitForURL((url) => url.searchParams.get('region') === regionId);
  await page.getByRole('heading', { name: 'Nachfrage ohne Angebot' }).waitFor();
  await page.getByRole('heading', { name: 'Besucher je Region' }).waitFor();
  expect(await page.getByTestId('admin-chart').count()).toBeGreaterThanOrEqual(4);

  // The per-day table has a row for every day of the range, whatever was counted.
  const table = page.getByRole('region', { name: 'Aufrufe, Favoriten und Teilen pro Tag' });
  const section = page.locator('section', { has: table });
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'CSV herunterladen' }).click()]);
  expect(download.suggestedFilename()).toBe(`aufrufe_${isoDay(89)}_${isoDay(0)}_region-${regionId}.csv`);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe('\uFEFFTag;Aufrufe Angebote;Aufrufe Events;Aufrufe Unternehmensprofile;Favoriten;Geteilt');
  expect(lines.filter(Boolean)).toHaveLength(1 + 90);
  expect(lines[1]).toMatch(new RegExp(`^${isoDay(89)};\\d+;\\d+;\\d+;\\d+;\\d+$`));

  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('heading', { name: 'Warteschlangen' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(errors).toEqual([]);
});

test('a company sees a visitor’s view and favourite of its listing counted on its dashboard', async () => {
  const session = (await (
    await fetch(`${platform.stack.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'firma@demo.example', password: 'demo-passwort' }),
    })
  ).json()) as { token: string };
  const own = (await (
    await fetch(`${platform.stack.baseUrl}/api/company/internships`, { headers: { authorization: `Bearer ${session.token}` } })
  ).json()) as OwnListing[];
  const listing = own.find((candidate) => candidate.status === 'aktiv' && !candidate.isAusbildung)!;

  const company = await open();
  await signIn(company, 'firma@demo.example', 'demo-passwort');
  await company.goto('/dashboard');
  const row = company.getByTestId('own-listing').filter({ hasText: listing.title });
  const counts = async () => ({
    views: Number(await row.locator('dd').nth(0).textContent()),
    favourites: Number(await row.locator('dd').nth(1).textContent()),
  });
  await row.waitFor();
  const before = await counts();

  const visitor = await open({ consent: { analytics: true, location: false } });
  const favourited = visitor.waitForRequest(
    (request) => request.url().endsWith('/api/analytics/record') && (request.postData() ?? '').includes('"favourite"'),
  );
  await visitor.goto(`/internship/${listing.id}`);
  await visitor
    .getByRole('button', { name: `„${listing.title}“ zu den Favoriten hinzufügen` })
    .first()
    .click();
  await favourited;

  // Each reload asks the API again; the loop ends when both numbers have grown, or fails after a minute.
  const deadline = Date.now() + 60_000;
  for (;;) {
    await company.reload();
    await row.waitFor();
    const now = await counts();
    if (now.views >= before.views + 1 && now.favourites >= before.favourites + 1) break;
    if (Date.now() > deadline) throw new Error(`Not counted within a minute: before ${JSON.stringify(before)}, now ${JSON.stringify(now)}`);
  }
});

test('a visitor without analytics consent causes no client analytics call; with consent the same steps are recorded', async () => {
  const act = async (page: Page) => {
    await page.goto('/search');
    const card = page.locator('.listing-card').first();
    const title = (await card.locator('h3').textContent())!.trim();
    await card.getByRole('button', { name: `„${title}“ zu den Favoriten hinzufügen` }).click();
    await card.getByRole('button', { name: `„${title}“ aus den Favoriten entfernen` }).waitFor();
    await page.getByRole('link', { name: 'Ausbildung' }).first().click();
    await page.waitForURL(/\/ausbildung-search/);
    await page.locator('.listing-card').first().waitFor();
  };

  const consenting = await open({ consent: { analytics: true, location: false } });
  const consented: string[] = [];
  consenting.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/record'))
      consented.push((JSON.parse(request.postData()!) as { eventType: string }).eventType);
  });
  const favourite = consenting.waitForRequest(
    (request) => request.url().endsWith('/api/analytics/record') && request.postData()!.includes('"favourite"'),
  );
  await act(consenting);
  await favourite;
  expect(consented).toEqual(expect.arrayContaining(['page_view', 'favourite']));

  const refusing = await open({ consent: { analytics: false, location: false } });
  const refused: string[] = [];
  refusing.on('request', (request) => {
    if (request.url().includes('/api/analytics/')) refused.push(request.url());
  });
  await act(refusing);
  expect(refused).toEqual([]);
});
