/**
 * The one spelling every German word is compared in: lower case, ä/ö/ü written out as ae/oe/ue and ß as ss, other
 * diacritics removed. Typed "Muenchen" and indexed "München" are then the same word, exactly, not one typo apart.
 */
const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const COMBINING_MARKS = /[\u0300-\u036f]/g;

const ASCII = /^[ -~]*$/;

export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  // Most words are plain ASCII once lower-cased, and the steps below leave those as they are: documents are built
  // thousands at a time when a company changes, and this was their single most expensive step.
  if (ASCII.test(lower)) return lower;
  return lower
    .replace(/[äöüß]/g, (char) => SPELLED_OUT[char] ?? char)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC');
}

// Letters and digits; inner hyphens, slashes and dots split words ("Kfz-Mechatroniker", "m/w/d").
const WORD = /[\p{L}\p{N}]+/gu;

/** The folded words of a text, in order. */
export function foldedWords(text: string): string[] {
  return (text.normalize('NFC').match(WORD) ?? []).map(foldWord);
}
