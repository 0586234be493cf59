import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** How a promo code field behaves: codes are upper case, no autofill, no spell check, at most 32 characters. */
export const PROMO_INPUT_PROPS = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 32 } as const;

/** The API's German verdict on a code: green when it applies, red with the reason when not. */
export function PromoMessage({ valid, children }: { valid: boolean; children: ReactNode }) {
  return <p className={cn('promo-field__result', valid ? 'promo-field__result--valid' : 'promo-field__result--invalid')}>{children}</p>;
}
