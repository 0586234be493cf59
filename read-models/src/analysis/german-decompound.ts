/**
 * Compound parts from the dictionary (german-dictionary.ts): "bueromanagement" → buero + management,
 * "strassenwaerter" → strasse + waerter, "industriemechaniker" → industrie + mechaniker. A split is only taken when
 * every part is a dictionary word (a linking s/es/n/en/e allowed between them), so "mechatroniker" stays whole.
 */
import type { GermanLexicon } from './german-dictionary';
import { baseForm } from './german-word-forms';

const MIN_HEAD = 4;
const MIN_MODIFIER = 3;
const MIN_COMPOUND = MIN_HEAD + MIN_MODIFIER;
const LINKING_ENDINGS = ['s', 'es', 'n', 'en', 'e'] as const;
const MAX_DEPTH = 2;

/**
 * Titles that are compounds but name one thing; splitting them would make "Mann" or "Frau" find every Kaufmann.
 * Checked on the base form, so Kauffrau and Kaufleute are covered too.
 */
const KEPT_WHOLE = new Set(['kaufmann', 'fachmann', 'hotelfachmann', 'zimmermann', 'fachangestellte', 'fachangestellter', 'angestellte']);

// The dictionary lists linking forms of its own ("Wirtschafts", "Rettungs"), so the form without the linking element
// is tried first: both documents and queries then get "wirtschaft".
function knownModifier(part: string, lexicon: GermanLexicon): string | null {
  for (const ending of LINKING_ENDINGS) {
    const stripped = part.slice(0, -ending.length);
    if (part.endsWith(ending) && !part.endsWith('ss') && stripped.length >= MIN_MODIFIER && lexicon.words.has(stripped)) return stripped;
  }
  return lexicon.words.has(part) ? part : null;
}

function knownHead(part: string, lexicon: GermanLexicon): string | null {
  if (lexicon.words.has(part) || KEPT_WHOLE.has(part)) return part;
  const base = baseForm(part, lexicon);
  return base !== part && (lexicon.words.has(base) || KEPT_WHOLE.has(base)) ? base : null;
}

function split(word: string, lexicon: GermanLexicon, depth: number): string[] | null {
  if (word.length < MIN_COMPOUND || depth > MAX_DEPTH) return null;
  // A word the dictionary knows whole splits only into longer parts: "Mitarbeiter" is no "mit" + "Arbeiter"; and not
  // into two short ones, "Transport" no "Tran" + "Sport", "Karosserie" no "Karo" + "Serie", "erstellen" no "erst" +
  // "ellen". One longer part is enough: "Zahnmedizinische", "Kraftfahrzeug" and "Servicekraft" split.
  const known = lexicon.words.has(word);
  const minModifier = known ? MIN_MODIFIER + 1 : MIN_MODIFIER;
  const minHead = known ? MIN_HEAD + 1 : MIN_HEAD;
  // The longest known head first: German compounds are right-headed, and a long head is the least likely accident.
  for (let start = minModifier; start <= word.length - minHead; start++) {
    const head = knownHead(word.slice(start), lexicon);
    if (!head) continue;
    const left = word.slice(0, start);
    const modifier = knownModifier(left, lexicon);
    const bothShort = known && modifier !== null && modifier.length <= minModifier && head.length <= minHead;
    if (modifier && !bothShort) return [modifier, head];
    const inner = split(left, lexicon, depth + 1) ?? splitWithLinking(left, lexicon, depth + 1);
    if (inner) return [...inner, head];
  }
  return null;
}

/** "aussenhandels" → aussen + handel: a compound modifier that ends in a linking element. */
function splitWithLinking(left: string, lexicon: GermanLexicon, depth: number): string[] | null {
  for (const ending of LINKING_ENDINGS) {
    if (!left.endsWith(ending)) continue;
    const inner = split(left.slice(0, -ending.length), lexicon, depth);
    if (inner) return inner;
  }
  return null;
}

const cache = new Map<string, readonly string[]>();
const CACHE_LIMIT = 100_000;

/** The parts of a folded compound, or [] when it is not one (or is kept whole). */
export function compoundPartsOf(folded: string, lexicon: GermanLexicon): readonly string[] {
  const cached = cache.get(folded);
  if (cached) return cached;
  const parts = KEPT_WHOLE.has(baseForm(folded, lexicon)) ? [] : (split(folded, lexicon, 0) ?? []);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(folded, parts);
  return parts;
}
