import { promoCodeTextSchema } from '@praxisnah/contracts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { firstIssueMessage } from '@/lib/validation-messages';

export const PROMO_DEBOUNCE_MS = 400;

/** A typed code, checked as it is typed: the shape here at once, whether it applies by the API after a short pause. */
export function readPromoCode(raw: string): { code: string | null; shapeError: string | null } {
  if (raw.trim() === '') return { code: null, shapeError: null };
  const parsed = promoCodeTextSchema.safeParse(raw);
  return parsed.success ? { code: parsed.data, shapeError: null } : { code: null, shapeError: firstIssueMessage(parsed.error) ?? null };
}

export function useLivePromoCode(raw: string) {
  return readPromoCode(useDebouncedValue(raw, PROMO_DEBOUNCE_MS));
}
