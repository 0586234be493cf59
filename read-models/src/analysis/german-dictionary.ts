/**
 * German words from the igerman98 Hunspell dictionary (npm package dictionary-de, GPL-2.0/GPL-3.0, read from
 * node_modules at first use: nothing is downloaded). Only the base forms are read, folded (german-fold.ts):
 * decompounding needs to know which strings are words, not how they inflect.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OCCUPATION_FIELD_WORDS } from '@praxisnah/contracts';
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

/**
 * The dictionary plus the occupation and field words of german-text.ts, so "Softwareentwicklung" splits too. Feminine
 * forms among them (Köchin) are left out: as words of their own they would keep their -in.
 */
export function withOccupationWords(lexicon: GermanLexicon): GermanLexicon {
  const extra = OCCUPATION_FIELD_WORDS.map(foldWord).filter((word) => !word.endsWith('in'));
  return { words: new Set([...lexicon.words, ...extra]), feminineBases: lexicon.feminineBases };
}

let loaded: GermanLexicon | null = null;

/** dictionary-de's folder, looked up from the working directory (the project root) or else the started script. */
function dictionaryFolder(): string {
  const origins = [join(process.cwd(), 'package.json'), ...(process.argv[1] ? [process.argv[1]] : []), __filename];
  for (const origin of origins) {
    try {
      return dirname(createRequire(origin).resolve('dictionary-de'));
    } catch {
      // Not installed below this origin: try the next.
    }
  }
  throw new Error('The German dictionary (npm package dictionary-de) is not installed.');
}

/** The dictionary, parsed once per process (about 75,000 entries, 0.1 s). */
export function germanLexicon(): GermanLexicon {
  loaded ??= withOccupationWords(parseHunspellDictionary(readFileSync(join(dictionaryFolder(), 'index.dic'), 'utf8')));
  return loaded;
}
