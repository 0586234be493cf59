import { messageText, type MessageKey } from '@praxisnah/contracts';
import { env } from '@/config/env';

/**
 * The client's texts: the default of `WEB_MESSAGES`, unless an admin overrode it on /admin-message-translations.
 * Overrides are loaded once before the first render (main.tsx), so no screen shows a default and then swaps it.
 */
let overrides: Partial<Record<string, string>> = {};

/** A missing or empty override shows the default: a bad row never leaves a gap on a page. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  return messageText(key, overrides, values);
}

/** The browser starts this request from index.html's preload; a slow or failed answer means the defaults. */
const LOAD_TIMEOUT_MS = 2500;

export async function loadMessageOverrides(): Promise<void> {
  try {
    const response = await fetch(`${env.apiOrigin}/api/messages`, { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
    if (!response.ok) return;
    const body = (await response.json()) as { overrides?: unknown };
    if (typeof body.overrides !== 'object' || body.overrides === null) return;
    overrides = Object.fromEntries(
      Object.entries(body.overrides).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    // The defaults are complete: the page works without the overrides.
  }
}
