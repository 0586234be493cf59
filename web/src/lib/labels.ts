import type { LabelKind } from '@praxisnah/contracts';
import { overrideOf } from './messages';

/**
 * A shared label as the screen shows it: an admin's override of `label.<kind>.<value>` (LABEL_MESSAGES in contracts),
 * else `shown`, the label the screen has from the API or the catalogue list, else the value itself.
 */
export function labelOf(kind: LabelKind, value: string, shown: string | null | undefined): string {
  return overrideOf(`label.${kind}.${value}`) ?? (shown || value);
}
