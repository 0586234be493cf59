import { z } from 'zod';
import { validationText } from '../messages/validation-text';

/** What an organiser can book on top of an event; prices in cents, net, billed by the payment flow. */
export const PREMIUM_SERVICES = [
  {
    key: 'highlight',
    label: 'Hervorgehobene Platzierung',
    description: 'Ihr Event steht 30 Tage lang oben in der Eventliste und auf der Startseite, mit farbigem Rahmen.',
    priceCents: 4900,
  },
  {
    key: 'newsletter',
    label: 'Newsletter-Erwähnung',
    description: 'Ihr Event erscheint im nächsten Newsletter an Schülerinnen, Schüler und Lehrkräfte Ihrer Region.',
    priceCents: 2900,
  },
  {
    key: 'more_exhibitors',
    label: 'Mehr Aussteller',
    description: '20 zusätzliche Ausstellerplätze mit Logo und offenen Stellen auf der Event-Seite.',
    priceCents: 7900,
  },
] as const;
export type PremiumServiceKey = (typeof PREMIUM_SERVICES)[number]['key'];
export const PREMIUM_SERVICE_KEYS = PREMIUM_SERVICES.map((service) => service.key) as [PremiumServiceKey, ...PremiumServiceKey[]];

export const premiumOrderInputSchema = z.object({
  eventId: z.uuid({ error: validationText('validation.event.premiumEventRequired') }),
  service: z.enum(PREMIUM_SERVICE_KEYS, { error: validationText('validation.event.premiumServiceRequired') }),
});
export type PremiumOrderInput = z.infer<typeof premiumOrderInputSchema>;

export const premiumOrderSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  service: z.enum(PREMIUM_SERVICE_KEYS),
  priceCents: z.number(),
  /** `open` until the payment flow bills it. */
  status: z.enum(['open', 'billed', 'cancelled']),
  createdAt: z.string(),
});
export type PremiumOrder = z.infer<typeof premiumOrderSchema>;
