/**
 * The one spelling every German word is compared in: lower case, ä/ö/ü written out as ae/oe/ue and ß as ss, other
 * diacritics removed. Typed "Muenchen" and indexed "München" are then the same word, exactly, not one typo apart.
 */
const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function foldWord(word: string): string {
  return word
    .toLowerCase()
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
