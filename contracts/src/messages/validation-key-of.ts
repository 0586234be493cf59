import escapeRegExp from 'escape-string-regexp';
import { VALIDATION_MESSAGES, type ValidationKey } from './catalogue/validation';

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

interface Template {
  key: ValidationKey;
  names: string[];
  pattern: RegExp;
  /** Characters besides the placeholders: the longer, the more specific, so it is tried first. */
  fixed: number;
}

const exact = new Map<string, ValidationKey>();
const templates: Template[] = [];
for (const [key, text] of Object.entries(VALIDATION_MESSAGES) as [ValidationKey, string][]) {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (!names.length) {
    if (!exact.has(text)) exact.set(text, key);
    continue;
  }
  const parts = text.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
  templates.push({ key, names, pattern: new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`), fixed: parts.join('').length });
}
templates.sort((a, b) => b.fixed - a.fixed);

/**
 * The catalogue key of a validation message a schema produced, with the values it filled in: the schemas carry the
 * default texts, so the text leads back to its key. Undefined for a message of zod's own (no key, shown as it is).
 */
export function validationKeyOf(message: string): { key: ValidationKey; values: Record<string, string> } | undefined {
  const key = exact.get(message);
  if (key) return { key, values: {} };
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (match) return { key: template.key, values: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]!])) };
  }
  return undefined;
}
