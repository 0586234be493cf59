import type { MessageKey } from '@praxisnah/contracts';
import { Fragment, type ReactNode } from 'react';
import { t } from '@/lib/messages';

const PLACEHOLDER = /\{([a-zA-Z]+)\}/;

/**
 * A text whose placeholders hold elements (a link, a bold name) rather than plain values: the sentence stays one
 * overridable text, so an admin can reorder it around the link instead of rewording loose fragments.
 */
export function tRich(key: MessageKey, parts: Record<string, ReactNode>): ReactNode {
  // split() with one capture group alternates text and placeholder names: even indexes text, odd names.
  const pieces = t(key).split(PLACEHOLDER);
  return pieces.map((piece, index) => {
    if (index % 2 === 0) return piece;
    return <Fragment key={index}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment>;
  });
}
