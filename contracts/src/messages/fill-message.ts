const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The placeholder names of a text, sorted and once each. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();
}

/** Fills `{name}` placeholders; a placeholder without a value stays as written rather than breaking the page. */
export function fillMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The text a screen shows for `key`: the override unless it is missing or blank, then the default in `defaults` (the
 * part of WEB_MESSAGES the client has loaded), else the key itself; placeholders filled. Here rather than beside
 * WEB_MESSAGES: the web client's first download uses it, and a module's top-level catalogue spreads travel with any
 * export of it.
 */
export function messageText<K extends string>(
  defaults: Partial<Record<K, string>>,
  key: K,
  overrides: Partial<Record<string, string>>,
  values?: Record<string, string | number>,
): string {
  const override = overrides[key];
  return fillMessage(override?.trim() ? override : (defaults[key] ?? key), values);
}
