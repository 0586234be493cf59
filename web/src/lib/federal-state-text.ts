import type { MessageKey } from '@praxisnah/contracts';
import { t } from './messages';

/**
 * A text naming a Land: German takes the article with the Saarland ("im ganzen Saarland", but "in ganz Bayern"), so
 * each such text has a Saarland variant of its own.
 */
export function federalStateText(
  state: string,
  keys: { any: MessageKey; saarland: MessageKey },
  values: Record<string, string | number> = {},
): string {
  return t(state === 'Saarland' ? keys.saarland : keys.any, { ...values, state });
}
