import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startDevMailbox, type DevMailbox, type Mail } from '../../../infra/mailbox/dev-mailbox';
import { freePort } from '../../../infra/scripts/lib/services';
import { startTestStack, type TestStack } from '../../../infra/testing/stack';
import { launchBrowser, newContext, trackErrors } from './browser';

export const PHONE = { width: 360, height: 740 };
export const PUBLIC_ORIGIN = 'https://praxisnah.test';

/**
 * The stack, a dev mailbox and Chromium for the Ausbildungsmesse journeys, which act on phones and read their mails.
 * Mailed links come from PUBLIC_ORIGIN only; a test opens their path and token on the test server.
 */
export class EventJourney {
  private readonly contexts: BrowserContext[] = [];

  private constructor(
    readonly stack: TestStack,
    readonly mailbox: DevMailbox,
    private readonly browser: Browser,
  ) {}

  static async start(): Promise<EventJourney> {
    const mailbox = await startDevMailbox({ smtpPort: await freePort(), httpPort: await freePort() });
    const stack = await startTestStack({ env: { SMTP_URL: mailbox.smtpUrl, PUBLIC_ORIGIN } });
    return new EventJourney(stack, mailbox, await launchBrowser());
  }

  async stop(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close()));
    await this.browser.close();
    await this.stack.stop();
    await this.mailbox.stop();
  }

  async phonePage(): Promise<{ page: Page; errors: string[] }> {
    const context = await newContext(this.browser, this.stack.baseUrl, { viewport: PHONE, isMobile: true, hasTouch: true });
    this.contexts.push(context);
    const page = await context.newPage();
    return { page, errors: trackErrors(page) };
  }

  /** A JSON call from its own client address, so the per-address throttles of one call never hit another. */
  async api<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${this.stack.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  mailTo(address: string, subject: string): Promise<Mail> {
    return this.mailbox.waitForMail((mail) => mail.envelopeTo.includes(address) && mail.subject.includes(subject), 20_000);
  }

  /** A new event reaches the events index (which the public pages read) through the outbox first. */
  async waitUntilIndexed(eventId: string): Promise<void> {
    for (const deadline = Date.now() + 30_000; (await fetch(`${this.stack.baseUrl}/api/events/${eventId}`)).status !== 200;) {
      if (Date.now() > deadline) throw new Error('The event did not reach the events index');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The path and token of the first mailed link matching `pattern`, which must point at PUBLIC_ORIGIN. */
export function mailedPath(mail: Mail, pattern: RegExp): string {
  const link = pattern.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link matching ${pattern} in "${mail.subject}"`);
  const url = new URL(link);
  expect(url.origin).toBe(PUBLIC_ORIGIN);
  return `${url.pathname}${url.search}`;
}

export async function fitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}
