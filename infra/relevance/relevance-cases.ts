/**
 * German queries as school-leavers type them, each with expectations written as properties of the demo data
 * rather than fixed ids or counts, so they hold after any reseed (relevance.ts checks them).
 */
import escape from 'escape-string-regexp';
import { SECTOR_CONTENT } from '../seed/german-content';
import { EVERYDAY_CASES } from './everyday-cases';

export interface RelevanceCase {
  query: string;
  /** The Ausbildung search instead of the Praktika search. */
  ausbildung: boolean;
  /** A hit is relevant when its title matches; relevant hits must come first, and some must be found when the data has them. */
  relevant?: RegExp;
  /**
   * The job as a description names it: listings whose title is not relevant but whose description matches must all be
   * found, after every listing whose title is relevant.
   */
  namedInDescription?: RegExp;
  /** No hit among the first page may show this in its title or place. */
  forbidden?: RegExp;
  /** Nothing may be found at all (a word of the other vertical that only boilerplate mentions). */
  nothing?: boolean;
  /** Must find exactly as many listings as this other spelling of the query. */
  sameAs?: string;
  /**
   * A place or postcode typed among the words: the search must read it as its place (the circle's label matches),
   * and only listings within that circle count as relevant listings in the data.
   */
  place?: RegExp;
}

/** A title's words, a hyphenated compound as one ("Supply-Chain-Management" is no "Management"). */
const wordsOf = (name: string) => name.match(/\p{L}+(?:-\p{L}+)*/gu) ?? [];
/**
 * The word that names a title best: its longest word ("Fachinformatiker" of "Fachinformatiker für Systemintegration")
 * among those no other title has ("Bäderbetriebe", not "Fachangestellter" of "Fachangestellter für Bäderbetriebe").
 */
const headWord = (name: string, shared: ReadonlySet<string> = new Set()) => {
  const longestFirst = [...wordsOf(name)].sort((a, b) => b.length - a.length);
  return longestFirst.find((word) => !shared.has(word.toLowerCase())) ?? longestFirst[0] ?? name;
};
// Adjectives and adjectival nouns decline: a title says "zur Medizinischen Fachangestellten", "zum Steuerfachangestellten".
const ADJECTIVAL_NOUN = /(ische|angestellte|beamte|bedienstete|beauftragte)r?$/i;
function titleOf(name: string, shared?: ReadonlySet<string>): RegExp {
  const head = headWord(name, shared);
  const pattern = escape(head)
    .replace(/(mann|frau)$/i, '(mann|frau|leute)')
    .replace(ADJECTIVAL_NOUN, '$1[rn]?');
  // A shorter word chosen for telling titles apart is matched whole: "Bild" of "Mediengestalter Bild und Ton" is no "Bildung".
  return new RegExp(head === headWord(name) ? pattern : `(?<!\\p{L})${pattern}(?!\\p{L})`, 'iu');
}
/** Words in more than one title: they tell no title from another. */
function sharedWords(names: readonly string[]): Set<string> {
  const titlesByWord = new Map<string, Set<string>>();
  for (const name of names) {
    for (const word of wordsOf(name)) titlesByWord.set(word.toLowerCase(), (titlesByWord.get(word.toLowerCase()) ?? new Set()).add(name));
  }
  return new Set([...titlesByWord].filter(([, titles]) => titles.size > 1).map(([word]) => word));
}
/** The feminine a girl would type: Kaufmann → Kauffrau, Mechaniker → Mechanikerin (first word only). */
function feminine(name: string): string | null {
  const [first = '', ...rest] = name.split(' ');
  if (/mann$/.test(first)) return [first.replace(/mann$/, 'frau'), ...rest].join(' ');
  if (/(er|eur|ist|ant|ent|at|or)$/.test(first) && !/-$/.test(first)) return [`${first}in`, ...rest].join(' ');
  return null;
}
const spelledOut = (text: string) =>
  text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue');

function generated(): RelevanceCase[] {
  const cases: RelevanceCase[] = [];
  const nameOf = (beruf: { name: string }) => beruf.name.replace(/\s*\(.*\)$/, '');
  const shared = sharedWords(Object.values(SECTOR_CONTENT).flatMap((content) => content.ausbildungen.map(nameOf)));
  for (const content of Object.values(SECTOR_CONTENT)) {
    for (const beruf of content.ausbildungen) {
      const name = nameOf(beruf);
      const relevant = titleOf(name, shared);
      cases.push({ query: name, ausbildung: true, relevant });
      const female = feminine(name);
      if (female) cases.push({ query: female, ausbildung: true, relevant });
      if (beruf.short && beruf.short !== beruf.name) {
        // The everyday short name ("Karosseriebauer") finds listings under either name.
        const either = new RegExp(`${escape(headWord(beruf.short))}|${escape(headWord(name))}`, 'i');
        cases.push({ query: beruf.short, ausbildung: true, relevant: either });
      }
      if (spelledOut(name) !== name) cases.push({ query: spelledOut(name), ausbildung: true, relevant, sameAs: name });
    }
    for (const bereich of content.praktikumBereiche) {
      cases.push({ query: bereich, ausbildung: false, relevant: titleOf(bereich) });
      cases.push({ query: `Praktikum ${bereich}`, ausbildung: false, relevant: titleOf(bereich) });
    }
  }
  return cases;
}

/** What the issue found broken, and what young people type besides official titles. */
const HANDWRITTEN: RelevanceCase[] = [
  { query: 'Kauffrau', ausbildung: true, relevant: /kauf(mann|frau|leute)/i },
  { query: 'Kaufleute', ausbildung: true, relevant: /kauf(mann|frau|leute)/i },
  { query: 'Köchin', ausbildung: true, relevant: /\bKoch|Köchin/i },
  { query: 'Koch', ausbildung: true, relevant: /\bKoch|Köchin/i },
  { query: 'Lehrstellen', ausbildung: true, relevant: /./ },
  { query: 'Azubi Tischler', ausbildung: true, relevant: /Tischler/i },
  { query: 'Elektro', ausbildung: true, relevant: /Elektr/i },
  { query: 'Mechatron', ausbildung: true, relevant: /Mechatron/i },
  { query: 'Medizin', ausbildung: true, relevant: /Medizin/i },
  { query: 'Informat', ausbildung: true, relevant: /Informat/i },
  { query: 'Anlagenm', ausbildung: true, relevant: /Anlagenmechaniker/i },
  { query: 'Schülerprak', ausbildung: false, relevant: /Schülerpraktikum/i },
  { query: 'Pflichtprakt', ausbildung: false, relevant: /Pflichtpraktikum/i },
  { query: 'Bürokaufmann', ausbildung: true, relevant: /Büromanagement|Bürokauf/i },
  { query: 'Buerokauffrau', ausbildung: true, relevant: /Büromanagement|Bürokauf/i },
  // One letter apart, two jobs: the one asked for only ("MFA" is no ZFA, a Zahnarzthelferin no Arzthelferin).
  { query: 'MFA', ausbildung: true, relevant: /(?<!zahn)Medizinische\w* Fachangestellte/i, forbidden: /Zahnmedizinische/i },
  { query: 'Arzthelferin', ausbildung: true, relevant: /(?<!zahn)Medizinische\w* Fachangestellte/i, forbidden: /Zahnmedizinische/i },
  { query: 'ZFA', ausbildung: true, relevant: /Zahnmedizinische\w* Fachangestellte/i, forbidden: /(?<!zahn)Medizinische/i },
  { query: 'SHK', ausbildung: true, relevant: /Anlagenmechaniker|SHK/i },
  { query: 'Anlagenmechanikerin SHK', ausbildung: true, relevant: /Anlagenmechaniker|SHK/i },
  { query: 'Strassenwaerter', ausbildung: true, relevant: /Straßenwärter/i, sameAs: 'Straßenwärter' },
  { query: 'Gross- und Aussenhandel', ausbildung: true, relevant: /Groß- und Außenhandel/i, sameAs: 'Groß- und Außenhandel' },
  { query: 'Industriekaufmann', ausbildung: true, relevant: /Industriekauf/i },
  { query: 'Industrie Mechaniker', ausbildung: true, relevant: /Industriemechaniker/i },
  { query: 'Elektronikerin', ausbildung: true, relevant: /Elektroniker/i },
  { query: 'Erzieherin', ausbildung: true, relevant: /Erzieher/i },
  { query: 'Kita', ausbildung: true, relevant: /Erzieher|Kita/i },
  { query: 'Krankenschwester', ausbildung: true, relevant: /Pflege/i },
  { query: 'Schreiner', ausbildung: true, relevant: /Tischler|Schreiner/i },
  { query: 'Lagerist', ausbildung: true, relevant: /Lager/i },
  { query: 'LKW-Fahrer', ausbildung: true, relevant: /Kraftfahrer/i },
  { query: 'Bankkauffrau', ausbildung: true, relevant: /Bankkauf/i },
  { query: 'Frisörin', ausbildung: true, relevant: /Friseur/i },
  { query: 'Hotelfachfrau', ausbildung: true, relevant: /Hotelfach/i },
  { query: 'IT-Kaufmann', ausbildung: true, relevant: /IT-System-Management|IT-Kaufmann/i },
  { query: 'Fachinformatikerin', ausbildung: true, relevant: /Fachinformatiker/i },
  { query: 'BWL', ausbildung: true, relevant: /Betriebswirtschaft|BWL/i },
  { query: 'duales Studium BWL', ausbildung: true, relevant: /Betriebswirtschaft|BWL/i },
  { query: 'apprenticeship cook', ausbildung: true, relevant: /\bKoch/i },
  { query: 'software developer', ausbildung: false, relevant: /Softwareentwicklung|Anwendungsentwicklung/i },
  { query: 'internship marketing', ausbildung: false, relevant: /Marketing/i },
  { query: 'Betriebspraktikum', ausbildung: false, relevant: /Schülerpraktikum|Betriebspraktikum/i },
  { query: 'Praktika Marketing', ausbildung: false, relevant: /Marketing/i },
  { query: 'Lehrstelle', ausbildung: false, nothing: true },
  { query: 'Azubi', ausbildung: false, nothing: true },
  { query: 'Muenchen', ausbildung: false, sameAs: 'München', forbidden: /Menschen/i },
  { query: 'Hamburg', ausbildung: false, forbidden: /Homburg/i },
  { query: 'Hamburg', ausbildung: true, forbidden: /Homburg/i },
  { query: 'Kassel', ausbildung: false, forbidden: /\bKasse\b/i },
  // Mainz, not the "Main" of Frankfurt am Main: its circle, which widens to 50 km when nothing lies within 25.
  { query: 'Mainz', ausbildung: false, place: /^Mainz$/ },
];

/** Every case once (the same query in the same search only once). */
export function relevanceCases(): RelevanceCase[] {
  const seen = new Set<string>();
  return [...HANDWRITTEN, ...generated(), ...EVERYDAY_CASES].filter((entry) => {
    const key = `${entry.ausbildung}:${entry.query.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
