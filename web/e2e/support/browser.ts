import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CONSENT_KEY = 'praxisnah_consent';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface ContextOptions extends BrowserContextOptions {
  /** Store a consent record before the first script runs, so the dialog stays away (default: analytics and location off). */
  consent?: { analytics: boolean; location: boolean } | null;
  /** Abort every request that leaves the test server (map tiles of a public tile server, for instance). */
  offline?: boolean;
}

/** A fresh context with German locale; outside requests are aborted, as the product must work without internet. */
export async function newContext(browser: Browser, baseUrl: string, options: ContextOptions = {}): Promise<BrowserContext> {
  const { consent = { analytics: false, location: false }, offline = true, ...contextOptions } = options;
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'de-DE', timezoneId: 'Europe/Berlin', ...contextOptions });
  if (consent) {
    const record = JSON.stringify({ ...consent, essential: true, timestamp: new Date().toISOString(), version: '1.0' });
    await context.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      [CONSENT_KEY, record] as const,
    );
  }
  if (offline) {
    const origin = new URL(baseUrl).origin;
    await context.route(
      (url) => url.origin !== origin && !url.protocol.startsWith('data'),
      (route) => route.abort(),
    );
  }
  return context;
}

/**
 * Collects uncaught page errors and whatever the Content-Security-Policy blocked (a script, a style, a tile), so a
 * journey can assert that none happened.
 */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) errors.push(message.text());
  });
  return errors;
}

const axeSource = readFileSync(require.resolve('axe-core'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy rightly refuses an injected script tag.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target })),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
