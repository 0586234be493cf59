import { env } from '@/config/env';
import { setMessageOverrides } from './messages';

/* Apart from messages.ts: the build-time environment (import.meta) stays out of the modules unit specs load. */

/** The browser starts this request from index.html's preload; a slow or failed answer means the defaults. */
const LOAD_TIMEOUT_MS = 2500;

export async function loadMessageOverrides(): Promise<void> {
  try {
    const response = await fetch(`${env.apiOrigin}/api/messages`, { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
    if (!response.ok) return;
    const body = (await response.json()) as { overrides?: unknown };
    if (typeof body.overrides !== 'object' || body.overrides === null) return;
    setMessageOverrides(body.overrides as Record<string, unknown>);
  } catch {
    // The defaults are complete: the page works without the overrides.
  }
}
