/** An ILIKE pattern for "contains this text", wildcards escaped so a search for "50%" finds that text; null when blank. */
export function containsPattern(text: string | undefined): string | null {
  return text ? `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
}
