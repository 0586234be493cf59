import { randomBytes } from 'node:crypto';
import type { EventView } from '@praxisnah/contracts';
import type { Page } from 'playwright-core';
import type { Mail } from '../../../infra/mailbox/dev-mailbox';
import { waitFor } from '../../../infra/testing/http';
import { trackErrors } from './browser';
import { useStackWithBrowser, type StackWithBrowser } from './journey';

export const PHONE = { width: 360, height: 740 };
export const PUBLIC_ORIGIN = 'https://praxisnah.test';

/**
 * The platform for the Ausbildungsmesse journeys, which read their mails: mailed links come from PUBLIC_ORIGIN only,
 * so a test opens their path and token on the test server (see mailedPath).
 */
export const useEventPlatform = (): StackWithBrowser => useStackWithBrowser({ mailbox: true, env: { PUBLIC_ORIGIN } });

/** A phone-sized page, with the page errors it collects. */
export async function phonePage(platform: StackWithBrowser): Promise<{ page: Page; errors: string[] }> {
  const context = await platform.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  return { page, errors: trackErrors(page) };
}

/** A JSON call from its own client address, so the per-address throttles of one call never hit another. */
export async function apiFromOwnAddress<T>(
  platform: StackWithBrowser,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${platform.stack.baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The session token of a demo account (every demo company signs in with the same password). */
export async function demoToken(platform: StackWithBrowser, email: string): Promise<string> {
  const login = await apiFromOwnAddress<{ token: string }>(platform, 'POST', '/api/auth/login', { email, password: 'demo-passwort' });
  expect(login.status).toBe(200);
  return login.body.token;
}

/** A new event of the signed-in company in Köln, 9 to 14 o'clock, with registration; its id. */
export async function newEventInKoeln(
  platform: StackWithBrowser,
  token: string,
  event: { title: string; eventDate: string; location: string; maxParticipants: number },
): Promise<string> {
  const created = await apiFromOwnAddress<EventView>(
    platform,
    'POST',
    '/api/events',
    { ...event, startTime: '09:00', endTime: '14:00', city: 'Köln', registrationRequired: true },
    token,
  );
  expect(created.status).toBe(201);
  return created.body.id;
}

/** A new event reaches the events index (which the public pages read) through the outbox first. */
export async function waitUntilIndexed(platform: StackWithBrowser, eventId: string): Promise<void> {
  await waitFor(
    async () => (await fetch(`${platform.stack.baseUrl}/api/events/${eventId}`)).status === 200,
    30_000,
    200,
    'The event in the events index',
  );
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
