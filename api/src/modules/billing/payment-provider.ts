import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { paymentWebhookEventSchema, type PaymentWebhookEvent } from '@praxisnah/contracts';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config';
import { signWebhook, verifyWebhook } from './webhook-signature';

/** What the checkout needs of a card/wallet provider: a hosted payment session and its signed webhook. */
export interface PaymentProvider {
  readonly name: string;
  createSession(input: { orderId: string; grossCents: number; method: 'card' | 'wallet' }): { sessionId: string; redirectUrl: string };
  /** Verifies signature and timestamp of a webhook delivery and parses it; throws a 400 otherwise. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentWebhookEvent;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/**
 * The local test double ("testpay"): its hosted page is our own /payment-page, and its outcome is delivered as a
 * webhook signed with PAYMENT_WEBHOOK_SECRET exactly as a real provider would. No provider is contacted.
 */
@Injectable()
export class TestPayProvider implements PaymentProvider {
  readonly name = 'testpay';

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  createSession(): { sessionId: string; redirectUrl: string } {
    const sessionId = `tp_${randomUUID().replace(/-/g, '')}`;
    return { sessionId, redirectUrl: `/payment-page?session=${sessionId}` };
  }

  parseWebhook(rawBody: string, signature: string | undefined): PaymentWebhookEvent {
    const check = verifyWebhook(this.config.PAYMENT_WEBHOOK_SECRET, signature, rawBody, Math.floor(Date.now() / 1000));
    if (!check.ok) throw new BadRequestException({ message: `Webhook abgelehnt: ${check.reason}` });
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new BadRequestException({ message: 'Webhook abgelehnt: kein gültiges JSON.' });
    }
    const parsed = paymentWebhookEventSchema.safeParse(json);
    if (!parsed.success) throw new BadRequestException({ message: 'Webhook abgelehnt: unbekanntes Ereignis.' });
    return parsed.data;
  }

  /** The test double's "pay"/"cancel" button: the delivery the provider would send, signed now. */
  simulate(sessionId: string, outcome: 'succeeded' | 'cancelled' | 'failed'): { rawBody: string; signature: string } {
    const created = Math.floor(Date.now() / 1000);
    const rawBody = JSON.stringify({ id: `evt_${randomUUID()}`, type: `payment.${outcome}`, created, data: { sessionId } });
    return { rawBody, signature: signWebhook(this.config.PAYMENT_WEBHOOK_SECRET, created, rawBody) };
  }
}
