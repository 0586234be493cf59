import { randomBytes } from 'node:crypto';

/** Small helpers for tests that talk to a running stack over HTTP, as the browser would. */
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    /** Sent as X-Forwarded-For (the test stack trusts its proxy); without it every call comes from 127.0.0.1. */
    ip?: string;
  } = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** A fresh client address per call site, so the per-IP throttles of one test never hit another. */
export function randomIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await call<{ token: string }>(baseUrl, 'POST', '/api/auth/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`Login as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}

/**
 * Polls until the check returns a value (not undefined/false) or the time is up; returns the value and the time it
 * took. The one polling helper of every test: a test waits for a condition, never for a fixed time.
 */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
  intervalMs = 25,
  what = 'Condition',
): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return { value, ms: performance.now() - started };
    if (performance.now() - started > timeoutMs) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export const DEMO = {
  companyA: { email: 'firma@demo.example', password: 'demo-passwort' },
  companyB: { email: 'firma2@demo.example', password: 'demo-passwort' },
  admin: { email: 'admin@demo.example', password: 'admin-passwort' },
  regionalManager: { email: 'region@demo.example', password: 'demo-passwort' },
} as const;

/** A valid new internship as a company would submit it. */
export function newInternship(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `Praktikum Testlauf ${Math.random().toString(36).slice(2, 8)} (m/w/d)`,
    description: 'Du lernst bei uns die Arbeit in der Werkstatt kennen, hilfst im Team und baust eigene kleine Projekte.',
    sector: 'industrie_produktion',
    type: 'schuelerpraktikum',
    duration: '2_wochen',
    skills: ['Teamfähigkeit', 'Handwerkliches Geschick'],
    status: 'aktiv',
    ...overrides,
  };
}

/** A word no listing contains (letters only: Meilisearch splits letters from digits), to find exactly what a test created. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
}
