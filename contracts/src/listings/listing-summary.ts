/** Longest summary a listing card carries, in characters (about three lines of a card). */
export const LISTING_SUMMARY_MAX_LENGTH = 200;

/**
 * The card's short text: the description's first paragraph on one line, cut at a word boundary with "…" when it is
 * longer than the card has room for. Search answers carry this instead of the full description.
 */
export function summarizeDescription(description: string, maxLength = LISTING_SUMMARY_MAX_LENGTH): string {
  const firstParagraph = description.trim().split(/\n\s*\n/, 1)[0] ?? '';
  const text = firstParagraph.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const room = text.slice(0, maxLength);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > maxLength / 2 ? room.slice(0, lastSpace) : room.slice(0, maxLength - 1);
  return `${cut.replace(/[\s,;:.!?–-]+$/, '')}…`;
}
