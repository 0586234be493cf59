import { createElement, Fragment, type ReactNode } from 'react';

const PLACEHOLDER_OR_BREAK = /\{([a-zA-Z]+)\}|\n/;

/**
 * A text (from `t`) with elements in its `{name}` placeholders, such as a link or an emphasis whose own words are a
 * further text: the sentence stays one text an admin can reword. A line break in the text becomes `<br />`; a
 * placeholder without an element stays as written, as in `t`.
 */
export function withElements(text: string, elements: Readonly<Record<string, ReactNode>> = {}): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  for (let match = PLACEHOLDER_OR_BREAK.exec(rest); match; match = PLACEHOLDER_OR_BREAK.exec(rest)) {
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const name = match[1];
    if (name === undefined) nodes.push(createElement('br', { key: nodes.length }));
    else nodes.push(name in elements ? createElement(Fragment, { key: nodes.length }, elements[name]) : match[0]);
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) nodes.push(rest);
  return nodes;
}
