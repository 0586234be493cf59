import { randomBytes } from 'node:crypto';
import type { DevMailbox } from '../../../infra/mailbox/dev-mailbox';

export const COMPANY_PASSWORD = 'Backstube-2026!';

export const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@firma.example`;

export function verifyLink(text: string): string {
  const match = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(text);
  if (!match) throw new Error(`No verification link in the mail:\n${text}`);
  return match[0];
}

/**
 * Registers a company through the API, confirms its address from the mailed link and signs it in: a second,
 * independent company for a journey. Each call comes from its own address, as the sign-up is rate-limited per address.
 */
export async function verifiedCompanyByApi(
  baseUrl: string,
  mailbox: DevMailbox,
  companyName: string,
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('api');
  const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', {
    companyName,
    contactName: 'Jonas Beispiel',
    email,
    password: COMPANY_PASSWORD,
    street: 'Hauptstraße 5',
    zip: '53111',
    city: 'Bonn',
    sector: 'handel_vertrieb',
    package: 'starter',
    acceptTerms: true,
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const mail = await mailbox.waitForMail(
    (candidate) => candidate.envelopeTo.includes(email) && candidate.subject.includes('bestätigen'),
    20_000,
  );
  const token = new URL(verifyLink(mail.text)).searchParams.get('token');
  const verified = await post('/api/auth/verify-email', { token });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
  const session = await post('/api/auth/login', { email, password: COMPANY_PASSWORD });
  if (session.status !== 200) throw new Error(`login answered ${session.status}`);
  return { email, token: ((await session.json()) as { token: string }).token };
}
