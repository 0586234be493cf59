/**
 * One form per German word, for documents and queries alike: feminine and plural job titles meet their base
 * (Köchin → koch, Kauffrau and Kaufleute → kaufmann, Mechanikerinnen → mechaniker), then the Snowball German stemmer
 * (@orama/stemmers) removes inflection (Lehrstellen → lehrstell, Elektroniker → elektron).
 */
import { stemmer as snowballGerman } from '@orama/stemmers/german';
import type { GermanLexicon } from './german-dictionary';

// "…frau", "…leute" and "…männer" are the feminine and plural of "…mann" (Kauffrau, Kaufleute, Fachmänner).
const MANN_FORMS = /^(.{3,}?)(frauen|frau|leute|maenner)$/;
const FEMININE_ENDING = /^(.{3,}?)(innen|in)$/;
// Job titles whose feminine form the dictionary does not list (Mechatronikerin, Ärztin): masculine occupation endings.
const OCCUPATION_ENDING = /(er|eur|ent|ist|ant|at|or|iker|ekt|oge|eut|graf|walt|arzt|koch|wirt)$/;

/** The last spelled-out umlaut read back (koech → koch, aerzt → arzt), for Köchin, Ärztin, Anwältin. */
function withoutUmlaut(word: string): string | null {
  const match = /(ae|oe|ue)(?!.*(ae|oe|ue))/.exec(word);
  if (!match) return null;
  return word.slice(0, match.index) + word.charAt(match.index) + word.slice(match.index + 2);
}

function masculineOf(word: string, lexicon: GermanLexicon): string | null {
  const feminine = FEMININE_ENDING.exec(word);
  if (!feminine?.[1]) return null;
  const base = feminine[1];
  // A word of its own that merely ends in -in (Termin, Medizin, Kamin) keeps its ending.
  const isOwnWord = lexicon.words.has(word) && !lexicon.feminineBases.has(word);
  if (isOwnWord) return null;
  const plain = withoutUmlaut(base);
  if (lexicon.feminineBases.has(base)) return base;
  if (plain && (lexicon.feminineBases.has(plain) || lexicon.words.has(plain))) return plain;
  // Kollegin, Psychologin: the base ends in -e.
  if (lexicon.feminineBases.has(`${base}e`)) return `${base}e`;
  if (OCCUPATION_ENDING.test(base) && !lexicon.words.has(word)) return base;
  return null;
}

// Latin plurals in -ika of words in -ikum (Praktika, Schülerpraktika → …praktikum), where the dictionary knows the
// singular or the compound's last part in it.
const LATIN_PLURAL = /^(.{3,}ik)a$/;
const MIN_LATIN_HEAD = 6;

function latinSingularOf(word: string, lexicon: GermanLexicon): string | null {
  const plural = LATIN_PLURAL.exec(word);
  if (!plural?.[1]) return null;
  const singular = `${plural[1]}um`;
  for (let start = 0; start <= singular.length - MIN_LATIN_HEAD; start++) {
    if (lexicon.words.has(singular.slice(start))) return singular;
  }
  return null;
}

/** The folded word with feminine and plural person forms replaced by the base form, before stemming. */
export function baseForm(folded: string, lexicon: GermanLexicon): string {
  const mann = MANN_FORMS.exec(folded);
  if (mann?.[1]) return `${mann[1]}mann`;
  return masculineOf(folded, lexicon) ?? latinSingularOf(folded, lexicon) ?? folded;
}

// A spelled-out umlaut after a consonant is read as its vowel once stemmed, so umlaut plurals meet their singular
// (Köche → koch, Ärzte → arzt) and a word typed without umlauts meets too (Munchen, München, Muenchen → munch).
// After a vowel or q, "ue" is a diphthong (Steuer, neue, Quelle) and stays.
const SPELLED_UMLAUT = /(?<![aeiouq])([aou])e/g;

/** Spelled-out umlauts read as their vowel (koech → koch), as word keys have them. */
export const withoutSpelledUmlauts = (folded: string): string => folded.replace(SPELLED_UMLAUT, '$1');

const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 100_000;

/** The index form of one folded word: its base form, stemmed. Digits and short words stay as they are. */
export function wordKey(folded: string, lexicon: GermanLexicon): string {
  const cached = stemCache.get(folded);
  if (cached !== undefined) return cached;
  const key = folded.length < 4 || /\d/.test(folded) ? folded : withoutSpelledUmlauts(snowballGerman(baseForm(folded, lexicon)));
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
  stemCache.set(folded, key);
  return key;
}
