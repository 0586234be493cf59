import type { MessageEntry } from '@praxisnah/contracts';
import '@/lib/message-parts/operators';

/** The area a key belongs to, its first part: `operators` of `operators.regions.title`. */
export const sectionOf = (key: string) => key.split('.', 1)[0]!;

export interface MessageFilter {
  section: string;
  /** Lower-case words matched against key, default and override. */
  words: string;
  changedOnly: boolean;
}

const matches = (entry: MessageEntry, words: string) =>
  [entry.key, entry.defaultText, entry.override ?? ''].some((text) => text.toLowerCase().includes(words));

/** The texts the filter lets through, in catalogue order. */
export function filterMessages(entries: readonly MessageEntry[], { section, words, changedOnly }: MessageFilter): MessageEntry[] {
  return entries.filter(
    (entry) =>
      (!section || sectionOf(entry.key) === section) && (!changedOnly || entry.override !== null) && (!words || matches(entry, words)),
  );
}

/** Each area with its number of texts, for the area filter, alphabetically. */
export function sectionsOf(entries: readonly MessageEntry[]): { section: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(sectionOf(entry.key), (counts.get(sectionOf(entry.key)) ?? 0) + 1);
  return [...counts].map(([section, count]) => ({ section, count })).sort((a, b) => a.section.localeCompare(b.section));
}

/** One page of a filtered list; a page past the end shows the last one rather than an empty list. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { rows: T[]; page: number; last: number } {
  const last = Math.ceil(items.length / size);
  const current = Math.min(Math.max(1, page), Math.max(1, last));
  return { rows: items.slice((current - 1) * size, current * size), page: current, last };
}
