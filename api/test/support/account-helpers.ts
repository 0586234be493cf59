import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { startDevMailbox, type DevMailbox, type Mail } from '../../../infra/mailbox/dev-mailbox';
import { freePort } from '../../../infra/scripts/lib/services';
import { randomIp } from '../../../infra/testing/http';
import { startTestStack, type TestStack, type TestStackOptions } from '../../../infra/testing/stack';

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
  /** Sent as X-Forwarded-For (the API trusts its proxy), so each test can act from its own address. */
  ip?: string;
  /** Further headers, e.g. a forged Origin or Host. */
  headers?: Record<string, string>;
}

export { randomIp };

export async function request<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomIp(), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}

export async function loginToken(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await request<{ token: string }>(baseUrl, 'POST', '/api/auth/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`Login as ${email} failed: ${response.status} ${response.text}`);
  return response.body.token;
}

export function uniqueEmail(label = 'firma'): string {
  return `${label}-${randomBytes(4).toString('hex')}@test.example`;
}

/** A valid /quick-register form. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: `Testbetrieb ${randomBytes(3).toString('hex')} GmbH`,
    contactName: 'Anna Beispiel',
    email: uniqueEmail(),
    password: 'sicheres-Passwort-2025',
    street: 'Venloer Straße 12',
    zip: '50823',
    city: 'Köln',
    sector: 'bau_handwerk',
    package: 'standard',
    acceptTerms: true,
    ...overrides,
  };
}

/** The token of the first link to `path` in a mail's text. */
export function tokenFromMail(mail: Mail, path: '/verify-email' | '/reset-password'): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`No ${path} link in mail "${mail.subject}"`);
  return new URL(link).searchParams.get('token')!;
}

export async function sql<T = Record<string, unknown>>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bytes that start like a PNG (the API checks the signature, not the pixels), padded to the given size. */
export function pngBytes(size = 256): Buffer {
  return Buffer.concat([PNG_SIGNATURE, randomBytes(Math.max(0, size - PNG_SIGNATURE.length))]);
}

export function jpegBytes(size = 256): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(Math.max(0, size - 4))]);
}

export function webpBytes(size = 256): Buffer {
  return Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), randomBytes(Math.max(0, size - 16))]);
}

export function imageForm(bytes: Buffer, filename: string, contentType: string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: contentType }), filename);
  return form;
}

export interface StackWithMailbox {
  readonly stack: TestStack;
  readonly mailbox: DevMailbox;
  /** The API's address. */
  readonly base: string;
  /** The first mail to the address whose subject contains the words. */
  mailTo(address: string, subject: string): Promise<Mail>;
  /** Registers a company and verifies its e-mail through the mailed link; returns the registration form. */
  verifiedCompany(overrides?: Record<string, unknown>): Promise<Record<string, unknown> & { email: string; password: string }>;
}

/**
 * The real platform with a local mailbox for one describe block: started in its beforeAll, stopped in its afterAll.
 * Its members can be read from inside the tests (before that they throw).
 */
export function useStackWithMailbox(options: TestStackOptions = {}): StackWithMailbox {
  let stack: TestStack | undefined;
  let mailbox: DevMailbox | undefined;

  beforeAll(async () => {
    mailbox = await startDevMailbox({ smtpPort: await freePort(), httpPort: await freePort() });
    stack = await startTestStack({ ...options, env: { SMTP_URL: mailbox.smtpUrl, ...options.env } });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.stop();
  }, 60_000);

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The stack and its mailbox start in beforeAll');
    return value;
  };
  const harness: StackWithMailbox = {
    get stack() {
      return started(stack);
    },
    get mailbox() {
      return started(mailbox);
    },
    get base() {
      return started(stack).baseUrl;
    },
    mailTo: (address, subject) =>
      started(mailbox).waitForMail((mail) => mail.envelopeTo.includes(address) && mail.subject.includes(subject), 15_000),
    async verifiedCompany(overrides = {}) {
      const form = registration(overrides) as Record<string, unknown> & { email: string; password: string };
      expect((await request(harness.base, 'POST', '/api/auth/register', { body: form })).status).toBe(201);
      const token = tokenFromMail(await harness.mailTo(form.email, 'bestätigen'), '/verify-email');
      expect((await request(harness.base, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
      return form;
    },
  };
  return harness;
}
