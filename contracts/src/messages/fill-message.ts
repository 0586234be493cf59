const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The placeholder names of a text, sorted and once each. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();
}

/** Fills `{name}` placeholders; a placeholder without a value stays as written rather than breaking the page. */
export function fillMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
