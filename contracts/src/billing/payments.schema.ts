import { z } from 'zod';
import { validationText } from '../messages/validation-text';

/**
 * Card and wallet payments go through a provider interface; the only implementation is a local test double
 * (`testpay`), so no provider is contacted. The browser goes to /payment-page?session=<id>, which shows the
 * session and lets the payer confirm or cancel; the outcome arrives as an HMAC-signed webhook.
 */
export const PAYMENT_SESSION_STATUSES = ['pending', 'succeeded', 'cancelled', 'failed'] as const;

/** GET /api/company/billing/payments/:sessionId (company, own sessions only) */
export const paymentSessionSchema = z.object({
  id: z.string(),
  provider: z.string(),
  method: z.enum(['card', 'wallet']),
  status: z.enum(PAYMENT_SESSION_STATUSES),
  orderId: z.string(),
  description: z.string(),
  grossCents: z.number().int(),
  currency: z.literal('EUR'),
  /** Where the browser goes after the outcome: /payment-success?order=… or /payment-cancelled?order=… */
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/** POST /api/company/billing/payments/:sessionId/test-outcome: the test double's "pay"/"cancel" button. */
export const testPaymentOutcomeSchema = z.object({
  outcome: z.enum(['succeeded', 'cancelled', 'failed'], { error: validationText('validation.billing.paymentOutcomeInvalid') }),
});
export type TestPaymentOutcome = z.infer<typeof testPaymentOutcomeSchema>;

/**
 * POST /api/billing/webhooks/testpay: header `x-testpay-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
 * Events older or newer than 5 minutes are refused; an event id seen before is acknowledged without effect.
 */
export const PAYMENT_WEBHOOK_EVENT_TYPES = ['payment.succeeded', 'payment.cancelled', 'payment.failed'] as const;
export const paymentWebhookEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(PAYMENT_WEBHOOK_EVENT_TYPES),
  created: z.number().int(),
  data: z.object({ sessionId: z.string().min(1).max(100) }),
});
export type PaymentWebhookEvent = z.infer<typeof paymentWebhookEventSchema>;

export const paymentWebhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type PaymentWebhookResponse = z.infer<typeof paymentWebhookResponseSchema>;

/** GET /api/company/billing/orders/:orderId (company, own orders): what /payment-success and /payment-cancelled show. */
export const orderStatusSchema = z.object({
  orderId: z.string(),
  status: z.enum(['pending_payment', 'active', 'cancelled']),
  packageKey: z.string(),
  packageName: z.string(),
  paymentMethod: z.enum(['invoice', 'card', 'wallet']),
  grossCents: z.number().int(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;
