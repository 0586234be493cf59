import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-testpay-signature';
/** How far an event's signed timestamp may lie from our clock; older deliveries are replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signWebhook(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Checks `t=<unix seconds>,v1=<hex>` against the raw body, in constant time, and the timestamp against the clock. */
export function verifyWebhook(secret: string, header: string | undefined, body: string, nowSeconds: number): SignatureCheck {
  if (!header) return { ok: false, reason: 'Signatur fehlt.' };
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'Signatur ist ungültig.' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { ok: false, reason: 'Signatur ist ungültig.' };
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'Zeitstempel außerhalb der Toleranz.' };
  return { ok: true };
}
