import type { MessageKey } from '@praxisnah/contracts';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

export interface UsageNoun {
  one: MessageKey;
  many: MessageKey;
  /** After "von": "2 von 10 aktiven Anzeigen". */
  ofMany: MessageKey;
}

export const LISTINGS: UsageNoun = { one: 'billing.usage.listing', many: 'billing.usage.listings', ofMany: 'billing.usage.ofListings' };
export const EVENTS: UsageNoun = { one: 'billing.usage.event', many: 'billing.usage.events', ofMany: 'billing.usage.ofEvents' };

/** "2 von 10 aktiven Anzeigen"; without a limit "3 aktive Anzeigen (unbegrenzt)". */
export function usageText(used: number, limit: number | null, noun: UsageNoun): string {
  if (limit === null) return t('billing.usage.unlimited', { count: used, noun: t(used === 1 ? noun.one : noun.many) });
  return t('billing.usage.of', { used, limit, noun: t(noun.ofMany) });
}
