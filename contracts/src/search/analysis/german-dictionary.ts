/**
 * German words from the igerman98 Hunspell dictionary (npm package dictionary-de, GPL-2.0/GPL-3.0, read from
 * node_modules at first use: nothing is downloaded). Only the base forms are read, folded (german-fold.ts):
 * decompounding needs to know which strings are words, not how they inflect.
 */
import { foldWord } from './german-fold';

export interface GermanLexicon {
  /** Every base form, folded. */
  words: ReadonlySet<string>;
  /** Base forms with a feminine form in -in/-innen (Hunspell flag F: Lehrer → Lehrerin). */
  feminineBases: ReadonlySet<string>;
}

const FEMININE_FLAG = 'F';
const MIN_WORD_LENGTH = 3;

/** Parses a Hunspell .dic file: a count line, then `word/FLAGS` per line (tab lines are comments). */
export function parseHunspellDictionary(dic: string): GermanLexicon {
  const words = new Set<string>();
  const feminineBases = new Set<string>();
  for (const line of dic.split('\n').slice(1)) {
    if (!line || line.startsWith('\t')) continue;
    const slash = line.indexOf('/');
    const word = foldWord(slash === -1 ? line.trim() : line.slice(0, slash));
    if (word.length < MIN_WORD_LENGTH || !/^[a-z]+$/.test(word)) continue;
    words.add(word);
    if (slash !== -1 && line.slice(slash + 1).includes(FEMININE_FLAG)) feminineBases.add(word);
  }
  return { words, feminineBases };
}

let loaded: GermanLexicon | null = null;

/**
 * The dictionary, parsed once per process (about 75,000 entries, 0.1 s). Node built-ins are reached through
 * process.getBuiltinModule so that the browser bundle, which imports this package's schemas, never sees them.
 */
export function germanLexicon(): GermanLexicon {
  if (loaded) return loaded;
  const fs = process.getBuiltinModule('node:fs');
  const path = process.getBuiltinModule('node:path');
  const { createRequire } = process.getBuiltinModule('node:module');
  const entry = createRequire(__filename).resolve('dictionary-de');
  loaded = parseHunspellDictionary(fs.readFileSync(path.join(path.dirname(entry), 'index.dic'), 'utf8'));
  return loaded;
}
