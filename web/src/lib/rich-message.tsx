import type { MessageKey } from '@praxisnah/contracts';
import type { ReactNode } from 'react';
import { withElements } from '@/lib/message-elements';
import { t } from '@/lib/messages';

/**
 * A text whose placeholders hold elements (a link, a bold name) rather than plain values: the sentence stays one
 * overridable text, so an admin can reorder it around the link instead of rewording loose fragments.
 */
export function tRich(key: MessageKey, parts: Record<string, ReactNode>): ReactNode {
  return withElements(t(key), parts);
}
