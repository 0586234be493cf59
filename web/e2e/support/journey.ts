import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startDevMailbox, type DevMailbox, type Mail } from '../../../infra/mailbox/dev-mailbox';
import { freePort } from '../../../infra/scripts/lib/services';
import { startTestStack, type TestStack, type TestStackOptions } from '../../../infra/testing/stack';
import { launchBrowser, newContext, type ContextOptions } from './browser';

export interface StackWithBrowser {
  readonly stack: TestStack;
  readonly browser: Browser;
  /** The local mailbox the platform sends to; only with `mailbox: true`. */
  readonly mailbox: DevMailbox;
  /** The first mail to the address whose subject contains the words. */
  mailTo(address: string, subject: string): Promise<Mail>;
  /** A fresh context on the platform (German locale, outside requests aborted), closed after the test. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
}

/**
 * The real platform serving the built web client, and Chromium, for one test file: started in beforeAll, every
 * context closed after its test, all stopped in afterAll. Its members can be read from inside the tests.
 */
export function useStackWithBrowser(options: TestStackOptions & { mailbox?: boolean } = {}): StackWithBrowser {
  const { mailbox: withMailbox = false, ...stackOptions } = options;
  let stack: TestStack | undefined;
  let browser: Browser | undefined;
  let mailbox: DevMailbox | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (withMailbox) mailbox = await startDevMailbox({ smtpPort: await freePort(), httpPort: await freePort() });
    stack = await startTestStack({ ...stackOptions, env: { ...(mailbox ? { SMTP_URL: mailbox.smtpUrl } : {}), ...stackOptions.env } });
    browser = await launchBrowser();
  }, 180_000);

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await mailbox?.stop();
  }, 60_000);

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`${what} is not started (it starts in beforeAll${what === 'The mailbox' ? ' with mailbox: true' : ''})`);
    return value;
  };
  return {
    get stack() {
      return started(stack, 'The stack');
    },
    get browser() {
      return started(browser, 'The browser');
    },
    get mailbox() {
      return started(mailbox, 'The mailbox');
    },
    mailTo: (address, subject) =>
      started(mailbox, 'The mailbox').waitForMail((mail) => mail.envelopeTo.includes(address) && mail.subject.includes(subject), 20_000),
    async newContext(contextOptions = {}) {
      const context = await newContext(started(browser, 'The browser'), started(stack, 'The stack').baseUrl, contextOptions);
      contexts.push(context);
      return context;
    },
  };
}

const leftLogin = (url: URL) => !url.pathname.endsWith('/login');

/** Fills and sends the login form the page shows, as a user does, and waits for where it leads. */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  landing: RegExp | ((url: URL) => boolean) = leftLogin,
): Promise<void> {
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(landing);
}

/** Opens /login and signs in through the form. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  landing: RegExp | ((url: URL) => boolean) = leftLogin,
): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password, landing);
}
