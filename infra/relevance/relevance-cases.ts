/**
 * German queries as school-leavers type them, each with expectations written as properties of the demo data
 * rather than fixed ids or counts, so they hold after any reseed (relevance.ts checks them).
 */
import { SECTOR_CONTENT } from '../seed/german-content';

export interface RelevanceCase {
  query: string;
  /** The Ausbildung search instead of the Praktika search. */
  ausbildung: boolean;
  /** A hit is relevant when its title matches; relevant hits must come first, and some must be found when the data has them. */
  relevant?: RegExp;
  /** No hit among the first page may show this in its title or place. */
  forbidden?: RegExp;
  /** Nothing may be found at all (a word of the other vertical that only boilerplate mentions). */
  nothing?: boolean;
  /** Must find exactly as many listings as this other spelling of the query. */
  sameAs?: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The word that names a title best: its longest word ("Fachinformatiker" of "Fachinformatiker für Systemintegration"). */
const headWord = (name: string) => [...(name.match(/\p{L}+/gu) ?? [])].sort((a, b) => b.length - a.length)[0] ?? name;
const titleOf = (name: string) => new RegExp(escape(headWord(name)).replace(/(mann|frau)$/i, '(mann|frau|leute)'), 'i');
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
  for (const content of Object.values(SECTOR_CONTENT)) {
    for (const beruf of content.ausbildungen) {
      const name = beruf.name.replace(/\s*\(.*\)$/, '');
      const relevant = titleOf(name);
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
  { query: 'Bürokaufmann', ausbildung: true, relevant: /Büromanagement|Bürokauf/i },
  { query: 'Buerokauffrau', ausbildung: true, relevant: /Büromanagement|Bürokauf/i },
  { query: 'MFA', ausbildung: true, relevant: /Medizinische\w* Fachangestellte/i },
  { query: 'Arzthelferin', ausbildung: true, relevant: /Medizinische\w* Fachangestellte/i },
  { query: 'ZFA', ausbildung: true, relevant: /Zahnmedizinische\w* Fachangestellte/i },
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
  { query: 'Mainz', ausbildung: false, forbidden: /Frankfurt/i },
];

/** Every case once (the same query in the same search only once). */
export function relevanceCases(): RelevanceCase[] {
  const seen = new Set<string>();
  return [...HANDWRITTEN, ...generated()].filter((entry) => {
    const key = `${entry.ausbildung}:${entry.query.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
