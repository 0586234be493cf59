/**
 * Phones first: every route the client serves (taken from paths.ts, so new routes are covered without editing the
 * layout specs) at 360, 390 and 1280 px. Each route is opened once, at 360 px, then the window is widened to 390 and
 * 1280 px, as a phone turned sideways or a laptop window would be; the routes are split over two spec files so that
 * two Jest workers share them. A page fails when it is wider than the window or when a visible element sticks out on
 * the right (cut off, or only reachable by scrolling a strip sideways). Routes that send a visitor to the login are
 * visited again signed in with the first demo account that may see them. A failing route's screenshot lands in
 * .data/screenshots/<width>/<route>.png (git-ignored) for a reviewer; LAYOUT_SCREENSHOTS=1 takes one of every route.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { CompanyView, EventView, ListingSearchResult } from '@praxisnah/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { paths } from '../../src/app/paths';
import { launchBrowser, newContext } from './browser';
import { getJson, startStack, type RunningStack } from './stack';

export const SCREENSHOT_DIR = join(__dirname, '..', '..', '..', '.data', 'screenshots');
export const COMPANY_ACCOUNT = { email: 'firma@demo.example', password: 'demo-passwort' };
const DEMO_ACCOUNTS = [
  COMPANY_ACCOUNT,
  { email: 'admin@demo.example', password: 'admin-passwort' },
  { email: 'region@demo.example', password: 'demo-passwort' },
];
const SIGN_IN_PATHS = new Set<string>([paths.login.path, paths.companyAuth.path]);

export let stack: RunningStack;
export let browser: Browser;
let samples: Record<'listing' | 'event' | 'company' | 'other', string>;
const tokens = new Map<string, string>();

/** Boots the stack and the browser for one layout spec file, and finds the sample ids its routes open. */
export function useLayoutStack(): void {
  jest.setTimeout(600_000);
  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    // The demo company's own listing and event, so the editors open them too.
    const companies = await getJson<CompanyView[]>(stack.baseUrl, '/api/companies');
    const demo = companies.find((company) => company.name.startsWith('Demo Werkstatt'));
    if (!demo) throw new Error('The demo company is missing from the seed');
    const listings = await getJson<ListingSearchResult>(stack.baseUrl, `/api/internships/search?company=${demo.id}&pageSize=1`);
    const events = await getJson<EventView[]>(stack.baseUrl, '/api/events');
    const event = events.find((candidate) => candidate.company?.id === demo.id) ?? events[0];
    const listing = listings.items[0];
    if (!event || !listing) throw new Error('The demo company needs a listing and the seed an event');
    samples = { listing: listing.id, event: event.id, company: demo.slug, other: 'beispiel' };
  }, 180_000);

  afterAll(async () => {
    await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    contexts.clear();
    await browser?.close();
    await stack?.stop();
  });
}

/** A sample value for a route parameter, chosen by what the route's path is about. */
function fillParams(path: string): string {
  const kind = /event|messe|exhibitor/.test(path)
    ? 'event'
    : /internship|listing|praktik/.test(path)
      ? 'listing'
      : /compan|unternehmen|firma/.test(path)
        ? 'company'
        : 'other';
  return path.replace(/:(\w+)/g, () => samples[kind]);
}

const routes = () =>
  [...new Set(Object.values(paths).map((route) => route.path as string))].map((path) => ({
    path,
    name: path === '/' ? 'root' : path.slice(1).replace(/[/:]+/g, '_'),
  }));

/** Stores the account's session token before the first script runs, as a login would. */
export async function signIn(context: BrowserContext, { email, password }: { email: string; password: string }): Promise<void> {
  const token = tokens.get(email) ?? (await fetchToken(email, password));
  await context.addInitScript((value) => window.localStorage.setItem('praxisnah_token', value), token);
}

async function fetchToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${stack.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email} answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  tokens.set(email, token);
  return token;
}

/** Requests in flight per page, so a settle can wait for quiet after a resize too (Playwright's networkidle fires once). */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page): void {
  const requests = new Set<unknown>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/** Until no request has been in flight for a moment (a chunk or a query a resize or a scroll started). */
async function networkQuiet(page: Page, timeoutMs = 15_000): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) throw new Error('networkQuiet needs a page opened by openPage()');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 150) {
    if (Date.now() > deadline) throw new Error(`Requests still in flight after ${timeoutMs} ms`);
    if (requests.size > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until the route has rendered its data: sections that load near the viewport (the home map) are scrolled
 * into reach (once: after a resize they are there already), then no request is in flight, no skeleton or loading
 * screen is left, fonts are ready.
 */
async function settle(page: Page, { scrollThrough = true } = {}): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async (scroll) => {
    // A frame, or a moment when the page draws none: a bounded wait, so a busy page cannot stall the check.
    const frame = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    for (let step = 0, top = 0; scroll && step < 40 && top < document.documentElement.scrollHeight; step++, top += window.innerHeight) {
      window.scrollTo(0, top);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  }, scrollThrough);
  await networkQuiet(page);
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForFunction(() => !document.querySelector('.skeleton-card, .loading-screen, [aria-busy="true"]'), null, {
        timeout: 10_000,
      });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await showBusySections(page);
      await networkQuiet(page);
    }
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * On a busy machine the scroll pass can leave a section before the browser has drawn a frame with it on screen, so a
 * section that loads near the viewport (the home map) never saw the screen: each one still busy is scrolled into view
 * and kept there until two frames have been drawn.
 */
async function showBusySections(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll('[aria-busy="true"]')) {
      element.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
}

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  sticking: string[];
  spilling: string[];
  /** Page background between the header and a hero that opens the page (px), null without a hero. */
  heroGap: number | null;
}

/**
 * The page's width, and every visible element whose right edge passes the window's: unless an ancestor that hides
 * overflow cuts it off inside the window (a map pane, a clipped image). Elements inside a sideways-scrolling strip
 * count: on a phone nobody finds them. And every button, pill or badge whose text spills out of its own box, and
 * every pill whose text runs into its rounded ends, and every input whose placeholder is cut off.
 */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const clippedInside = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (['hidden', 'clip'].includes(style.overflowX) && parent.getBoundingClientRect().right <= innerWidth + 0.5) return true;
      }
      return false;
    };
    const describe = (element: Element, right: number) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} right=${Math.round(right)} "${text}"`;
    };
    const sticking: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= innerWidth + 0.5) continue;
      const style = getComputedStyle(element);
      // A drawer parked beside the window is hidden, not cut off.
      if (style.position === 'fixed' && rect.left >= innerWidth) continue;
      if (style.visibility === 'hidden' || clippedInside(element)) continue;
      // Only the outermost offender is named: its children stick out because it does.
      if (
        element.parentElement &&
        element.parentElement.getBoundingClientRect().right > innerWidth + 0.5 &&
        !clippedInside(element.parentElement)
      )
        continue;
      sticking.push(describe(element, rect.right));
    }
    const spilling: string[] = [];
    const boxes = 'button, .btn, .badge, .chip, .tab, .checkbox-pill, .radio-card, .sector-badge';
    for (const element of document.body.querySelectorAll<HTMLElement>(boxes)) {
      if (element.offsetParent === null || clippedInside(element)) continue;
      if (element.scrollWidth > element.clientWidth + 1) spilling.push(describe(element, element.getBoundingClientRect().right));
    }
    // A pill's text must keep clear of its rounded ends, or it reads as cut off.
    for (const pill of document.body.querySelectorAll<HTMLElement>('.checkbox-pill, .badge, .chip')) {
      if (pill.offsetParent === null || clippedInside(pill)) continue;
      const box = pill.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(pill);
      const content = range.getBoundingClientRect();
      if (content.left < box.left + 4 || content.right > box.right - 4) spilling.push(`${describe(pill, box.right)} text touches its edge`);
    }
    const canvas = document.createElement('canvas').getContext('2d');
    for (const input of document.body.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!canvas || input.offsetParent === null || input.value) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(input.placeholder).width > room + 1)
        spilling.push(`input placeholder "${input.placeholder}" cut at ${Math.round(room)} px`);
    }
    const hero = document.querySelector('main .hero');
    const header = document.querySelector('.site-header');
    return {
      heroGap: hero && header ? Math.round(hero.getBoundingClientRect().top - header.getBoundingClientRect().bottom) : null,
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth,
      sticking: sticking.slice(0, 8),
      spilling: spilling.slice(0, 8),
    };
  });
}

/** A new page of the context at the url, its requests tracked for networkQuiet, once its first requests are answered. */
async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  trackRequests(page);
  await page.goto(url);
  await networkQuiet(page);
  return page;
}

export async function visit(context: BrowserContext, url: string): Promise<Page> {
  const page = await openPage(context, url);
  await settle(page);
  return page;
}

/** The widths every route must fit: the first is the one it is opened at, the others are reached by resizing. */
const WIDTHS = [360, 390, 1280] as const;
const viewportAt = (width: number) => ({ width, height: width < 768 ? 800 : 900 });

type Viewer = (typeof DEMO_ACCOUNTS)[number] | null;

/**
 * One browser context per viewer for the whole file: after the first route the client's scripts come from its cache,
 * as for a returning visitor, instead of being fetched and compiled again for each of some sixty routes.
 */
const contexts = new Map<Viewer, Promise<BrowserContext>>();

function contextOf(viewer: Viewer): Promise<BrowserContext> {
  let context = contexts.get(viewer);
  if (!context) {
    context = newContext(browser, stack.baseUrl, { viewport: viewportAt(WIDTHS[0]), deviceScaleFactor: 1 }).then(async (created) => {
      if (viewer) await signIn(created, viewer);
      return created;
    });
    contexts.set(viewer, context);
  }
  return context;
}

/** The demo account that could see the last route closed to visitors: the routes of one area follow each other. */
let lastSignedInViewer: Viewer = null;

/**
 * Opens the route as a visitor; when it sends the visitor to the login, as the first demo account that may see it
 * (the one that saw the route before first). Whether a viewer may see it shows once its first requests are answered,
 * before the page is scrolled through.
 */
async function openRoute(url: string): Promise<Page> {
  const signedIn = lastSignedInViewer
    ? [lastSignedInViewer, ...DEMO_ACCOUNTS.filter((account) => account !== lastSignedInViewer)]
    : DEMO_ACCOUNTS;
  for (const viewer of [null, ...signedIn]) {
    const page = await openPage(await contextOf(viewer), url);
    const pathname = new URL(page.url()).pathname;
    const sentToLogin = SIGN_IN_PATHS.has(pathname) && !SIGN_IN_PATHS.has(url);
    if (!sentToLogin && !(viewer && (await page.getByText(/Dieser Bereich ist für/).count()))) {
      if (viewer) lastSignedInViewer = viewer;
      await settle(page);
      return page;
    }
    await page.close();
  }
  throw new Error(`${url} could not be opened`);
}

async function screenshot(page: Page, width: number, name: string): Promise<void> {
  const folder = join(SCREENSHOT_DIR, String(width));
  mkdirSync(folder, { recursive: true });
  const height = await page.evaluate(() => Math.min(document.documentElement.scrollHeight, 6000));
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true, clip: { x: 0, y: 0, width, height } });
}

/**
 * One of `parts` shares of the routes (every part-th one), each at every width: no sideways scrolling, nothing
 * sticking out or cut off. One test per route reports all widths at once.
 */
export function describeEveryRoute(part: number, parts: number): void {
  const share = routes().filter((_route, index) => index % parts === part);
  describe(`every route fits ${WIDTHS.join(', ')} px`, () => {
    test.each(share.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
      const url = fillParams(route.path);
      const page = await openRoute(url);
      try {
        const measured = [];
        const fits = [];
        for (const width of WIDTHS) {
          if (width !== WIDTHS[0]) {
            await page.setViewportSize(viewportAt(width));
            await settle(page, { scrollThrough: false });
          }
          const overflow = await measureOverflow(page);
          const expected = {
            width,
            scrollWidth: width,
            innerWidth: width,
            sticking: [],
            spilling: [],
            heroGap: overflow.heroGap === null ? null : 0,
          };
          const actual = { width, ...overflow };
          if (process.env.LAYOUT_SCREENSHOTS || !isDeepStrictEqual(actual, expected)) await screenshot(page, width, route.name);
          measured.push(actual);
          fits.push(expected);
        }
        expect({ route: url, widths: measured }).toEqual({ route: url, widths: fits });
      } finally {
        await page.close();
      }
    });
  });
}

/** States a route opens into (a dialog, a saved draft) at one phone width. */
export function describeOpenedStatesAt(width: number): void {
  describe(`states a route opens into fit ${width} px`, () => {
    const viewport = { width, height: 800 };

    test('the consent dialog over the search', async () => {
      const context = await newContext(browser, stack.baseUrl, { viewport, consent: null });
      try {
        const page = await visit(context, paths.search.to());
        await page.getByRole('dialog', { name: 'Praktika in deiner Nähe!' }).waitFor();
        await page.screenshot({ path: join(SCREENSHOT_DIR, String(width), 'search_consent-dialog.png') });
        expect(await measureOverflow(page)).toMatchObject({ scrollWidth: width, innerWidth: width, sticking: [], spilling: [] });
      } finally {
        await context.close();
      }
    });

    test('the listing editor saving a draft', async () => {
      const context = await newContext(browser, stack.baseUrl, { viewport });
      try {
        await signIn(context, COMPANY_ACCOUNT);
        const page = await visit(context, paths.createInternship.to());
        await page.getByLabel('Status', { exact: true }).selectOption('entwurf');
        await page.getByRole('button', { name: 'Als Entwurf speichern' }).waitFor();
        await page.screenshot({ path: join(SCREENSHOT_DIR, String(width), 'create-internship_draft.png') });
        expect(await measureOverflow(page)).toMatchObject({ scrollWidth: width, innerWidth: width, sticking: [], spilling: [] });
      } finally {
        await context.close();
      }
    });
  });
}
