/**
 * One German analysis for the listings index, applied to the documents (document builders) and to every query (API):
 * folding (german-fold.ts), base forms and Snowball stems (german-word-forms.ts), dictionary compound parts
 * (german-decompound.ts) and the job-title catalogue (job-titles.de.json), whose groups become one token each, so
 * every name of a group finds every other one. The names a description gives its job by are indexed as their groups
 * apart from its other words (descriptionTerms), in the field the listings index ranks last.
 */
import { deu as GERMAN_STOPWORDS } from 'stopword';
import { decodeHtmlEntities, INTERNSHIP_TYPES, SECTORS } from '@praxisnah/contracts';
import { germanLexicon, type GermanLexicon } from './german-dictionary';
import { compoundPartsOf } from './german-decompound';
import { foldedWords, foldWord } from './german-fold';
import { jobTitleCatalogue, VERTICALS, type JobTitleCatalogue, type Vertical } from './job-title-catalogue';
import { baseForm, withoutSpelledUmlauts, wordKey } from './german-word-forms';

/** The token a catalogue group is indexed and searched as. Letters only, so no tokenizer splits it. */
const GROUP_TOKEN_PREFIX = 'syn';
export const groupToken = (id: string) => `${GROUP_TOKEN_PREFIX}${id}`;
/** The group id a group token stands for. */
const groupIdOf = (token: string) => token.slice(GROUP_TOKEN_PREFIX.length);
/**
 * The token a workplace is searched as: no document holds it, and the index's synonyms widen it to the word itself,
 * its other names and its groups. The word is asked after it where the last words may go unmatched (typedNameKeys),
 * so listings that say "Spedition" rank above the Berufskraftfahrer found through it.
 */
const workplaceToken = (key: string) => `wp${key}`;
/**
 * The tokens a group is asked as with its related jobs, when it finds only a few listings (withRelatedJobs): the
 * group and its first `count` related groups, by a letter for the count ("relbmfa": MFA, ZFA and TFA), all of them
 * without one ("relmfa").
 */
const withRelatedToken = (id: string, count?: number) => `rel${count === undefined ? '' : String.fromCharCode(0x61 + count)}${id}`;

// Words that tie a query's words together without naming anything ("Kaufmann für Büromanagement", "m/w/d", "was mit
// Kindern").
const FUNCTION_WORDS = new Set(
  'fuer und oder im in am an bei beim ins der die das den dem des ein eine einen einer eines zum zur mit von vom als auf aus nach ab bzw sowie was etwas irgendwas m w d x mwd'.split(
    ' ',
  ),
);
/**
 * Words of a typed sentence that say nothing about the listing ("ich will was mit Autos machen", "ich möchte gerne Koch
 * werden", a parent's "mein Sohn sucht ein Praktikum"): left out of queries only. Left in, they had to match too, and
 * where nothing held them all the last words went first, the job among them.
 */
const QUERY_FILLER_WORDS = new Set(
  [
    'ich wir mir mich mein meine meinen meiner unser unsere sohn tochter enkel enkelin neffe nichte suche such suchen sucht moechte will wuerde gerne gern bitte machen mache werden arbeiten arbeitet spaeter wo man hallo hi hey habe hab hast bin bist kann koennte mag interessiere interesse interessiert mal halt eigentlich irgendwie sowas so arbeite lernen ausprobieren kennenlernen reinschnuppern schnuppern erstellen helfen',
    // Wishes every listing of a vertical meets or no listing states: pay ("gut bezahlt") and the searcher's age.
    'bezahlt bezahlte bezahltes bezahlten bezahlter bezahlung gehalt verdienst verdienen geld gut gute guter gutes guten hohe hoher hohes hohem hohen viel jahre jahren alt',
    // When ("ab sofort"): every listing names its own start, and one that says "sofort" is no better match.
    'sofort sofortig sofortige sofortigen sofortiger schnellstmoeglich baldmoeglichst asap',
  ]
    .join(' ')
    .split(' '),
);
/**
 * Phrases about the searcher rather than the job: an age ("ab 16", "mit 17 Jahren") or an amount of pay ("1000 Euro",
 * "900 €"). Blanked before the words are read, the same length, so typed spans keep their places.
 */
const SEARCHER_PHRASES = [
  /(?<![\p{L}\p{N}])(?:ab|mit|unter|über|ueber)\s+(?:1[3-9]|2[0-5])(?:\s+jahren?)?(?![\p{L}\p{N}])/giu,
  /(?<![\p{L}\p{N}])(?:1[3-9]|2[0-5])\s+jahren?(?:\s+alt)?(?![\p{L}\p{N}])/giu,
  /(?<![\p{L}\p{N}])(?:ab\s+|mindestens\s+|über\s+)?\d{1,2}(?:[.,]?\d{3})\s*(?:€|euro(?![\p{L}\p{N}])|eur(?![\p{L}\p{N}]))(?:\s+(?:brutto|netto|im\s+monat|pro\s+monat|monatlich))?/giu,
];

/**
 * A catalogue's names and, for a name whose words a hyphen joins ("Kfz-Mechatroniker", "E-Commerce-Kaufmann"), the
 * name typed as one word ("Kfzmechatroniker"): on a phone the hyphen is the first thing left out.
 */
function withJoinedSpellings(names: readonly string[]): string[] {
  const joined = names.map((name) => name.replace(/(?<=\p{L})-(?=\p{L})/gu, '')).filter((name) => !names.includes(name));
  return [...names, ...joined];
}

/**
 * The runs of a hyphenated word written as one, folded ("IT-System-Elektroniker" → itsystem, systemelektroniker,
 * itsystemelektroniker): a query of the compound typed whole ("Systemelektroniker") is asked by its own key.
 */
function hyphenJoins(text: string): string[] {
  const joins: string[] = [];
  for (const [hyphenated] of text.normalize('NFC').matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) {
    const pieces = hyphenated.split('-').map(foldWord);
    for (let from = 0; from < pieces.length - 1; from++)
      for (let to = from + 2; to <= pieces.length; to++) joins.push(pieces.slice(from, to).join(''));
  }
  return joins;
}

function blankSearcherPhrases(query: string): { text: string; phrases: { typed: string; start: number }[] } {
  const phrases: { typed: string; start: number }[] = [];
  const text = SEARCHER_PHRASES.reduce(
    (text, phrase) =>
      text.replace(phrase, (found: string, start: number) => {
        phrases.push({ typed: found.trim(), start });
        return ' '.repeat(found.length);
      }),
    query,
  );
  return { text, phrases };
}
// Prefixes of title words a cut-off query word can match ("Mechatron", "Elektro"); shorter ones match too much.
const MIN_PREFIX = 4;
const MIN_PREFIXED_WORD = 6;
/** Names of a group shown beside what was typed ("Ergebnisse für MFA, Medizinische Fachangestellte, Arzthelferin"). */
const MAX_NAMES_SHOWN = 2;
/** A typed word this long, in no dictionary, is read as the one-word group name one typo away ("Artzhelferin"). */
const MIN_TYPO_NAME = 10;
const FEMININE_ENDING = 'in';
/** A typed word this long, in no dictionary, one typo from the vertical's word is that word ("Ausbilung", "Praktikm"). */
const MIN_TYPO_VERTICAL_WORD = 8;
/** A word in the names of this many groups or more says no job alone ("Fachangestellte", "Kaufmann", "Fachkraft"). */
const SHARED_NAME_WORD_GROUPS = 3;
/** A later word of a catalogue name of several words this long may be misspelt by one letter ("Medizinische Fachangestelte"). */
const MIN_TYPO_NAME_WORD = 8;
/** The part before a vertical's word in a typed compound ("Pflege" of "Pflegepraktikum") is at least this long. */
const MIN_COMPOUND_MODIFIER = 3;
/** A catalogue name written as an abbreviation of three capitals or more ("MFA", "SHK"; "IT" is any IT-Abteilung). */
const ABBREVIATION = /^\p{Lu}{3,}$/u;

/**
 * An age typed in the Praktika search ("mit 15", "ab 14", "15 Jahre alt") up to this one is a pupil's: compulsory
 * schooling lasts until about 16, and a pupil looks for the internships the catalogue names for pupils ("Schüler").
 */
const MAX_PUPIL_AGE = 16;
const PUPIL_AGE = /^(?:(?:ab|mit)\s+)?(\d{2})(?:\s+jahren?)?(?:\s+alt)?$/iu;
const PUPIL_WORD = 'schueler';

/** Bounds the analyser's memory of words it answered for (typoNameAt): about a year of new words' vocabulary. */
const MAX_REMEMBERED_WORDS = 100_000;

/** A typed word this long or longer (folded) may begin a related catalogue name ("baecker…"); shorter ones begin too many. */
const MIN_RELATED_WORD = 7;

/**
 * Whether two words are at most one edit apart: a letter added, left out, replaced, or two neighbours swapped.
 * Without slicing: every document's unknown words are compared with every one-word catalogue name.
 */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  const longer = a.length - b.length;
  if (longer > 1 || longer < -1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  if (longer === 0) {
    const swapped = a[start] === b[start + 1] && a[start + 1] === b[start] && sameFrom(a, start + 2, b, start + 2);
    return sameFrom(a, start + 1, b, start + 1) || swapped;
  }
  return longer > 0 ? sameFrom(a, start + 1, b, start) : sameFrom(a, start, b, start + 1);
}

/** Whether `a` from `fromA` on is `b` from `fromB` on. */
function sameFrom(a: string, fromA: number, b: string, fromB: number): boolean {
  if (a.length - fromA !== b.length - fromB) return false;
  for (let offset = 0; fromA + offset < a.length; offset++) {
    if (a.charCodeAt(fromA + offset) !== b.charCodeAt(fromB + offset)) return false;
  }
  return true;
}

/** A word of a query: as typed, folded, and where it starts in the query. */
interface QueryWord {
  typed: string;
  folded: string;
  start: number;
}

/** The query's text from the first of these words to the end of the last, as typed ("9. Klasse", "med. Fachangestellte"). */
function typedSpan(query: string, words: readonly QueryWord[]): string {
  const first = words[0];
  const last = words.at(-1);
  return first && last ? query.slice(first.start, last.start + last.typed.length) : '';
}

/** The typed letters that fold to the first `length` letters of the folded word ("Bäcker" for "baecker"). */
function typedPrefix(typed: string, length: number): string {
  let folded = 0;
  let end = 0;
  while (end < typed.length && folded < length) folded += foldWord(typed.charAt(end++)).length;
  return typed.slice(0, end);
}

interface GroupMember {
  keys: string[];
  /**
   * Base-form lengths a word must reach, less one inflection letter: a cut-off word ("Informat") is no name of the
   * group ("Informatik") even where both stem alike; it is left to the title prefixes.
   */
  minLengths: number[];
  token: string;
  /**
   * Whether a description that writes this name names its job by it: a name of several words ("Medizinische
   * Fachangestellte", "Mediengestalter Digital und Print") or an abbreviation ("MFA"). A single word is more often a
   * task or a place mentioned in passing ("Gestaltung von Grafiken", "im Lager", "Photovoltaik-Anlagen").
   */
  namesJobInDescription: boolean;
}

/**
 * The compounds a longer compound ends in, as written ("aussenhandelsmanagement" → "handelsmanagement"): German
 * compounds are right-headed, so each is a broader name of the same thing, and searching it finds the longer one.
 */
function compoundTails(word: string, parts: readonly string[]): string[] {
  const tails: string[] = [];
  let from = 0;
  for (const part of parts.slice(1, -1)) {
    const start = word.indexOf(part, from + 1);
    if (start === -1) break;
    tails.push(word.slice(start));
    from = start;
  }
  return tails;
}

/** A word as groups compare it: its key and the length of its base form. */
interface KeyedWord {
  key: string;
  length: number;
}

/** A query word as analysed: what was typed, and the token(s) the index is asked for. */
export interface AnalyzedQueryPart {
  typed: string;
  token: string;
  /** A catalogue group the words belong to; the names of the group, for "Ergebnisse für …". */
  group?: { id: string; names: string[] };
  /** Other names the word was searched as, for the user: Kauffrau → Kaufmann, MFA → Medizinische Fachangestellte. */
  alsoSearched: string[];
}

export interface AnalyzedQuery {
  /** The query for Meilisearch: one token per word or group, in the order typed but a school level last. */
  q: string;
  /** The words as read, in the order of `q`. */
  parts: AnalyzedQueryPart[];
  /** Words left out because the vertical already says them (Azubi in the Ausbildung search). */
  impliedByVertical: string[];
  /**
   * What was typed about the searcher rather than the listing, left out, in the order typed: an age or pay ("ab 16",
   * "1000 Euro") and, in the Praktikum search, a school-leaving qualification ("Abi").
   */
  aboutSearcher: string[];
  /**
   * The keys of the words typed for catalogue names: asked after `q` where the last words may go unmatched, they rank
   * listings under the name typed ("Rettungsdienst") above those under its other names ("Notfallsanitäter").
   */
  typedNameKeys: string[];
  /**
   * Whether a word was read as a job: a catalogue group (no school level) or a workplace. Such a query is about the
   * listings' jobs, not their companies ("Koch" is no listing of "Koch Metallbau").
   */
  namesJob: boolean;
  /**
   * Whether every word was read as a catalogue name, a job's among them (no workplace, no field a sector names, no
   * other word): such a query is never asked of a company's name or sector, where "Physiotherapeut" found every listing
   * of "Physiotherapie Klein"; finding nothing, its page offers related jobs and wider searches instead. "IT" still
   * finds the listings of IT companies.
   */
  namesOnlyJobs: boolean;
}

export class GermanAnalyzer {
  private readonly membersByFirstKey = new Map<string, GroupMember[]>();
  /** The schools and pupils of the school levels (job-title-catalogue.ts, `schools`), read in the Ausbildung search. */
  private readonly schoolsByFirstKey = new Map<string, GroupMember[]>();
  private readonly groupNames = new Map<string, string[]>();
  /** Each group's neighbouring occupations, closest first (job-title-catalogue.ts, `related`). */
  private readonly relatedGroups = new Map<string, readonly string[]>();
  private readonly verticalKeys = new Map<Vertical, Set<string>>();
  /**
   * The base forms of the verticals' words. Stems join words a vertical's word does not mean ("Lehrer" stems as
   * "Lehre", and the Ausbildung search showed everything): a typed word the dictionary knows is the vertical's only
   * with one of these base forms. Compounds and plurals it does not know ("Lehrstellen") go by the stem.
   */
  private readonly verticalBases = new Map<Vertical, Set<string>>();
  private readonly descriptionStopKeys: Set<string>;
  /** The keys of boilerplate and of both verticals' words: a catalogue name holding one says nothing in a description. */
  private readonly offTopicKeys: Set<string>;
  /**
   * Base forms of the words most titles carry: the verticals' words ("Ausbildung", "Praktikum"), the internship types
   * ("Schülerpraktikum") and the catalogue's frequentTitleWords ("Bereich"), with the keys they are indexed as.
   */
  private readonly frequentBases = new Map<string, string>();
  /** The groups whose names hold a word, by its key ("fachangestellt" → mfa, zfa, steuer, …). */
  private readonly groupsByKey = new Map<string, Set<string>>();
  /** What the internship types' names are asked as, by vertical (saysLittleAlone). */
  private readonly typeTokens = new Map<Vertical, Set<string>>();
  /** The terms of the sectors' labels: a group among them ("IT") is a field, which a company's sector says too. */
  private readonly sectorTokens = new Set<string>();
  /** One-word group names a long typed word may misspell (typoNameAt): `long` ones as they are, each in its -in form. */
  private readonly oneWordNames: { base: string; feminine: string; long: boolean; member: GroupMember }[] = [];
  /**
   * typoNameAt's answers by word: every document is analysed on each change (several times for a company's), and
   * the words of job texts repeat; without this a fifth of the workers' CPU went to scanning the names.
   */
  private readonly typoNames = new Map<string, GroupMember | null>();
  /** The long words of every catalogue name ("mechatroniker" of "Kfz-Mechatroniker"), for a typed word one typo away. */
  private readonly nameWords: { base: string; folded: string }[] = [];
  /** The keys of both verticals' words: a typed compound is never split into one of these. */
  private readonly anyVerticalKeys = new Set<string>();
  /** The verticals' German nouns, folded, longest first: the heads of typed compounds like "Pflegepraktikum". */
  private readonly verticalHeads: string[];
  /**
   * The catalogue's workplaces by key: the groups whose jobs are done there and the keys of the entry's other names
   * ("krankenhaus" → pflege, physio; klinik, klinikum, …), what a query's word also finds.
   */
  private readonly workplaces = new Map<string, { groups: string[]; sameAs: string[]; interest: boolean; bases: Set<string> }>();
  /** The workplaces' long names by key, for a typed word one typo away ("Krankenhauss"). */
  private readonly longWorkplaceNames: { base: string; key: string }[] = [];
  /** The school levels' tokens, lowest first: a query's level also finds the levels below it (searchSynonyms). */
  private readonly schoolLevelTokens: string[];

  constructor(
    private readonly lexicon: GermanLexicon,
    catalogue: JobTitleCatalogue,
  ) {
    for (const group of catalogue.groups) this.addGroup(group, false);
    // A description that says "Abitur" names what it asks for, though in one word.
    for (const level of catalogue.schoolLevels) {
      this.addGroup(level, true);
      for (const school of level.schools ?? []) {
        const words = this.keyed(foldedWords(school).filter((word) => !FUNCTION_WORDS.has(word)));
        GermanAnalyzer.addMember(this.schoolsByFirstKey, words, { token: groupToken(level.id), namesJobInDescription: false });
      }
    }
    this.schoolLevelTokens = catalogue.schoolLevels.map(({ id }) => groupToken(id));
    const longWords = [...this.groupNames.values()].flat().flatMap((name) => foldedWords(name));
    for (const folded of new Set(longWords.filter((word) => word.length >= MIN_TYPO_NAME)))
      this.nameWords.push({ base: baseForm(folded, lexicon), folded });
    for (const vertical of VERTICALS) {
      this.verticalKeys.set(vertical, new Set(catalogue.verticalWords[vertical].flatMap((word) => this.phraseKeys(word))));
      for (const key of this.verticalKeys.get(vertical) ?? []) this.anyVerticalKeys.add(key);
      const bases = catalogue.verticalWords[vertical].flatMap((word) => foldedWords(word)).map((word) => baseForm(word, lexicon));
      this.verticalBases.set(vertical, new Set(bases));
    }
    for (const workplace of catalogue.workplaces) {
      // Two names of one entry may share a key (Steuerberater, Steuerberatung); another entry's may not.
      const named = workplace.names.map((name) => {
        const folded = foldWord(name);
        return { folded, base: baseForm(folded, lexicon), key: this.workplaceKey(name, workplace.groups) };
      });
      const keys = [...new Set(named.map(({ key }) => key))];
      const interest = workplace.interest ?? false;
      const bases = new Set(named.map(({ base }) => base));
      for (const key of keys)
        this.workplaces.set(key, { groups: workplace.groups, sameAs: keys.filter((other) => other !== key), interest, bases });
      for (const { folded, base, key } of named) if (folded.length >= MIN_TYPO_NAME) this.longWorkplaceNames.push({ base, key });
    }
    // German nouns are written with a capital: the English words of the list ("intern") end no German compound.
    this.verticalHeads = VERTICALS.flatMap((vertical) => catalogue.verticalWords[vertical])
      .filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word))
      .map(foldWord)
      .sort((a, b) => b.length - a.length);
    const frequentWords = [
      ...VERTICALS.flatMap((vertical) => catalogue.verticalWords[vertical]),
      ...INTERNSHIP_TYPES.map((type) => type.label),
      ...catalogue.frequentTitleWords,
    ];
    for (const word of frequentWords.flatMap((text) => foldedWords(text))) {
      const base = baseForm(word, lexicon);
      if (GermanAnalyzer.isPrefixed(base)) this.frequentBases.set(base, wordKey(word, lexicon));
    }
    const keysOf = (words: readonly string[]) => words.flatMap((word) => foldedWords(word)).map((word) => wordKey(word, lexicon));
    this.offTopicKeys = new Set([...keysOf(catalogue.descriptionBoilerplate), ...this.anyVerticalKeys]);
    this.descriptionStopKeys = new Set([...keysOf(GERMAN_STOPWORDS), ...keysOf([...FUNCTION_WORDS]), ...this.offTopicKeys]);
    // Last: the types and sectors are read as queries and titles are, with everything above in place.
    for (const vertical of VERTICALS) {
      const tokens = INTERNSHIP_TYPES.flatMap((type) => this.analyzeQuery(type.label, vertical).parts.map((part) => part.token));
      this.typeTokens.set(vertical, new Set(tokens));
    }
    for (const sector of SECTORS) for (const term of this.documentTerms(decodeHtmlEntities(sector.label))) this.sectorTokens.add(term);
  }

  private addGroup(
    group: { id: string; names: readonly string[]; notInDescriptions?: boolean; related?: readonly string[] },
    namedInOneWord: boolean,
  ): void {
    this.groupNames.set(group.id, [...group.names]);
    if (group.related) this.relatedGroups.set(group.id, group.related);
    for (const name of withJoinedSpellings(group.names)) {
      const words = this.keyed(foldedWords(name).filter((word) => !FUNCTION_WORDS.has(word)));
      for (const { key } of words) this.groupsByKey.set(key, (this.groupsByKey.get(key) ?? new Set()).add(group.id));
      const keys = words.map((word) => word.key);
      const member = GermanAnalyzer.addMember(this.membersByFirstKey, words, {
        token: groupToken(group.id),
        namesJobInDescription: !group.notInDescriptions && (namedInOneWord || keys.length > 1 || ABBREVIATION.test(name)),
      });
      const [only] = foldedWords(name);
      if (member && words.length === 1 && only && only.length + FEMININE_ENDING.length >= MIN_TYPO_NAME) {
        const base = baseForm(only, this.lexicon);
        this.oneWordNames.push({ base, feminine: `${base}${FEMININE_ENDING}`, long: only.length >= MIN_TYPO_NAME, member });
      }
    }
  }

  /** A name's member under the key of its first word; longest first, so "Kaufmann für Büromanagement" wins over "Kaufmann". */
  private static addMember(
    byFirstKey: Map<string, GroupMember[]>,
    words: readonly KeyedWord[],
    meaning: Pick<GroupMember, 'token' | 'namesJobInDescription'>,
  ): GroupMember | undefined {
    const first = words[0]?.key;
    if (!first) return undefined;
    const member = { keys: words.map((word) => word.key), minLengths: words.map((word) => word.length - 1), ...meaning };
    const members = [...(byFirstKey.get(first) ?? []), member].sort((a, b) => b.keys.length - a.keys.length);
    byFirstKey.set(first, members);
    return member;
  }

  /** The school a name of which begins at `index` ("Realschüler", "10. Klasse"), read as its level (Ausbildung only). */
  private schoolAt(words: readonly KeyedWord[], index: number): GroupMember | undefined {
    return this.schoolsByFirstKey.get(words[index]?.key ?? '')?.find((member) => GermanAnalyzer.matches(member, words, index));
  }

  /** Whether a group is no job: a school level, or an internship type ("Realschule" asks for a Schülerpraktikum). */
  private namesNoJob(token: string): boolean {
    return this.isSchoolLevel(token) || VERTICALS.some((vertical) => this.typeTokens.get(vertical)?.has(token));
  }

  /** Whether a group token is a school level's: its names hold boilerplate ("Schulabschluss") and still say something. */
  private isSchoolLevel(token: string): boolean {
    return this.schoolLevelTokens.includes(token);
  }

  /** The first names of the school levels below a level's token, which a query for it also finds. */
  private levelsBelow(token: string): string[] {
    const below = this.schoolLevelTokens.slice(0, Math.max(0, this.schoolLevelTokens.indexOf(token)));
    return below.flatMap((lower) => this.groupNames.get(groupIdOf(lower))?.slice(0, 1) ?? []);
  }

  /** Every token of a catalogue group, school level or workplace: nobody types one, so none is typo-matched. */
  catalogueTokens(): string[] {
    return [...[...this.groupNames.keys()].map(groupToken), ...[...this.workplaces.keys()].map(workplaceToken)];
  }

  /**
   * A workplace's key, once it is known to be read as one: a single word, no name of a group or a vertical (those are
   * read first), not another workplace's, and naming known groups. A catalogue edit that breaks this fails loudly.
   */
  private workplaceKey(name: string, groups: readonly string[]): string {
    const fail = (why: string): never => {
      throw new Error(`job-titles.de.json: the workplace "${name}" ${why}`);
    };
    const [key, ...more] = this.phraseKeys(name);
    if (!key || more.length) return fail('must be one word');
    // A field may share its one-word name with one of its own jobs ("Gastronomie"): titles saying it are that job's.
    const member = this.groupAt(this.keyed(foldedWords(name)), 0);
    const ownJob = member?.keys.length === 1 && groups.includes(groupIdOf(member.token));
    if ((member && !ownJob) || this.anyVerticalKeys.has(key)) return fail("is another group's or a vertical's name");
    if (this.workplaces.has(key)) return fail('is another workplace as well');
    const unknown = groups.find((id) => !this.groupNames.has(id));
    return unknown ? fail(`names the unknown group "${unknown}"`) : key;
  }

  /** The keys of a text's words, function words left out: what phrases and groups are compared in. */
  private phraseKeys(text: string): string[] {
    return foldedWords(text)
      .filter((word) => !FUNCTION_WORDS.has(word))
      .map((word) => wordKey(word, this.lexicon));
  }

  private keyed(folded: readonly string[]): KeyedWord[] {
    return folded.map((word) => ({ key: wordKey(word, this.lexicon), length: baseForm(word, this.lexicon).length }));
  }

  /** Whether the name begins at `index`; a later word of a name of several may be misspelt by one letter. */
  private static matches(member: GroupMember, words: readonly KeyedWord[], index: number): boolean {
    let typos = 0;
    return member.keys.every((key, offset) => {
      const word = words[index + offset];
      if (word === undefined || word.length < (member.minLengths[offset] ?? 0)) return false;
      if (word.key === key) return true;
      const misspelt = offset > 0 && key.length >= MIN_TYPO_NAME_WORD && oneEditApart(word.key, key);
      return misspelt && ++typos === 1;
    });
  }

  /** The group matching at `index` of a word sequence, longest member first. */
  private groupAt(words: readonly KeyedWord[], index: number): GroupMember | undefined {
    return this.membersByFirstKey.get(words[index]?.key ?? '')?.find((member) => GermanAnalyzer.matches(member, words, index));
  }

  /** Every catalogue name in a word sequence, with the index of its first word. */
  private namesIn(words: readonly KeyedWord[]): { member: GroupMember; index: number }[] {
    return words.flatMap((word, index) =>
      (this.membersByFirstKey.get(word.key) ?? [])
        .filter((member) => GermanAnalyzer.matches(member, words, index))
        .map((member) => ({ member, index })),
    );
  }

  private groupTokens(words: readonly KeyedWord[]): string[] {
    return this.namesIn(words).map(({ member }) => member.token);
  }

  /**
   * Index terms of a title, job name, skill or company name: per word its base form (kept for typo tolerance:
   * "Elektronikr" is one typo from "elektroniker"), its key, the keys of its compound parts, then the tokens of
   * the catalogue groups the text names. Without duplicates, in order of appearance.
   */
  documentTerms(text: string): string[] {
    const terms = new Set<string>();
    const words = foldedWords(text).filter((word) => !FUNCTION_WORDS.has(word));
    const heads: string[] = [];
    for (const word of words) {
      terms.add(baseForm(word, this.lexicon));
      terms.add(wordKey(word, this.lexicon));
      const parts = compoundPartsOf(word, this.lexicon);
      for (const part of parts) terms.add(wordKey(part, this.lexicon));
      const tails = compoundTails(word, parts);
      for (const tail of tails) terms.add(wordKey(tail, this.lexicon));
      if (this.groupAt(this.keyed([word]), 0)) continue;
      const last = parts[parts.length - 1];
      if (last) heads.push(...tails, last);
      // The same reading of a word one typo from a name as the query's ("Zimmerei" is searched as Zimmerer too).
      const typoName = this.typoNameAt(word);
      if (typoName) terms.add(typoName.token);
    }
    for (const joined of hyphenJoins(text)) terms.add(wordKey(joined, this.lexicon));
    for (const token of this.groupTokens(this.keyed(words))) terms.add(token);
    for (const token of this.headGroupTokens(heads)) terms.add(token);
    return [...terms];
  }

  /**
   * The groups a compound belongs to through the one-word name it ends in: German compounds are right-headed, so a
   * Fachinformatiker is an Informatiker and Wirtschaftsinformatik is Informatik ("IT" finds both). Only for words that
   * name no group themselves: the Zahnarzthelferin is a ZFA, not an Arzthelferin.
   */
  private headGroupTokens(heads: readonly string[]): string[] {
    return heads.flatMap((head) => {
      const [keyed] = this.keyed([head]);
      const member =
        keyed &&
        this.membersByFirstKey.get(keyed.key)?.find((entry) => entry.keys.length === 1 && GermanAnalyzer.matches(entry, [keyed], 0));
      return member ? [member.token] : [];
    });
  }

  /**
   * A description as two fields. `keys`: its words' keys without stop words, boilerplate and the words that name a
   * vertical ("schulische Ausbildung"). `groups`: the catalogue groups it names its job by (namesJobInDescription), each
   * once, so a listing that names its job only there ("… mit unseren Medizinischen Fachangestellten") is found by every
   * name of the group ("MFA", "Arzthelferin"). The listings index ranks `groups` last, below every title, job name or
   * skill. No one-word names, head groups or typo readings, as titles have: "Photovoltaik" mentioned in passing does
   * not find a description for "Solartechnik", and every term a frequent word adds is a longer list that each update of
   * the index rewrites. Names holding boilerplate or a vertical's word ("Praktikum für Schüler": any Praktikum's
   * description may say it) or only stop words are no names here.
   * The words of a one-word name ("Arzthelferin", "MFA") are not among the keys: a query reads such a word as its group
   * and asks its key only after it, to rank listings under the name typed first (typedNameKeys), which from a
   * description would lift the listing above the titles under the group's other names.
   */
  descriptionTerms(text: string): { keys: string[]; groups: string[] } {
    const words = this.keyed(foldedWords(text).filter((word) => !FUNCTION_WORDS.has(word)));
    const names = this.namesIn(words).filter(
      ({ member }) =>
        this.isSchoolLevel(member.token) ||
        (!member.keys.some((key) => this.offTopicKeys.has(key)) && !member.keys.every((key) => this.descriptionStopKeys.has(key))),
    );
    const oneWordNames = new Set(names.filter(({ member }) => member.keys.length === 1).map(({ index }) => index));
    const keys = words.filter((word, index) => !oneWordNames.has(index) && !this.descriptionStopKeys.has(word.key)).map((word) => word.key);
    const groups = names.filter(({ member }) => member.namesJobInDescription).map(({ member }) => member.token);
    return { keys: [...new Set(keys)], groups: [...new Set(groups)] };
  }

  /** A place as keys and group tokens (München → munch, synmuenchen); the index never typo-matches these. */
  placeTerms(text: string): string[] {
    const words = this.keyed(foldedWords(text).filter((word) => !FUNCTION_WORDS.has(word)));
    return [...new Set([...words.map((word) => word.key), ...this.groupTokens(words)])];
  }

  /** Whether a cut-off query word may stand for this base form: long enough, and no number. */
  private static isPrefixed(base: string): boolean {
    return base.length >= MIN_PREFIXED_WORD && !/\d/.test(base);
  }

  /**
   * The beginnings a cut-off query word's key can be. Keys read spelled-out umlauts as vowels (wordKey), so only that
   * spelling is needed: "schuelerprak" is never asked, "schulerprak" is.
   */
  private static prefixesOf(base: string): string[] {
    const prefixes = new Set<string>();
    for (let length = MIN_PREFIX; length < base.length; length++) prefixes.add(withoutSpelledUmlauts(base.slice(0, length)));
    return [...prefixes];
  }

  /**
   * Beginnings of the longer words of a title, so a cut-off query word ("Mechatron") finds the whole one. Not those of
   * the words most titles carry (frequentBases): each such beginning would be a term of most listings, and every
   * listing added would rewrite its long list of documents in the index; searchSynonyms completes them instead.
   */
  prefixTerms(text: string): string[] {
    const prefixes = new Set<string>();
    for (const word of foldedWords(text)) {
      const base = baseForm(word, this.lexicon);
      if (!GermanAnalyzer.isPrefixed(base) || this.frequentBases.has(base)) continue;
      for (const prefix of GermanAnalyzer.prefixesOf(base)) prefixes.add(prefix);
    }
    return [...prefixes];
  }

  /**
   * Each beginning of a frequent title word ("prakt") also finds that word's key ("praktikum"), in every field, as a
   * cut-off word of any other title word finds its prefixTerms. A few hundred entries: Meilisearch reads the whole
   * synonyms table for every query word.
   */
  private prefixSynonyms(): Record<string, string[]> {
    const synonyms: Record<string, string[]> = {};
    for (const [base, key] of [...this.frequentBases].sort(([a], [b]) => a.localeCompare(b))) {
      for (const prefix of GermanAnalyzer.prefixesOf(base)) {
        const keys = (synonyms[prefix] ??= []);
        if (prefix !== key && !keys.includes(key)) keys.push(key);
      }
    }
    return Object.fromEntries(Object.entries(synonyms).filter(([, keys]) => keys.length));
  }

  /**
   * The listings index's synonyms: prefixSynonyms, and each workplace's token finding its word, its entry's other
   * names and its groups' tokens ("wpkrankenhaus" → krankenhaus, klinik, …, synpflege, synphysio), and each school level finding the levels
   * below it. Meilisearch widens only the query's word, so documents stay as they are.
   */
  searchSynonyms(): Record<string, string[]> {
    const synonyms = this.prefixSynonyms();
    for (const [key, { groups, sameAs, interest }] of this.workplaces)
      synonyms[workplaceToken(key)] = [...(interest ? [] : [key, ...sameAs]), ...groups.map(groupToken)];
    for (const [id, related] of this.relatedGroups) {
      synonyms[withRelatedToken(id)] = [id, ...related].map(groupToken);
      for (let count = 1; count < related.length; count++)
        synonyms[withRelatedToken(id, count)] = [id, ...related.slice(0, count)].map(groupToken);
    }
    // One way only: the Abitur finds listings asking for a Mittlerer Schulabschluss, not the other way round.
    this.schoolLevelTokens.forEach((token, index) => {
      if (index > 0) synonyms[token] = this.schoolLevelTokens.slice(0, index);
    });
    return synonyms;
  }

  /** The base form of a feminine or plural title as the user would write it (Kauffrau → Kaufmann, Köchin → Koch). */
  private baseNameOf(typed: string, folded: string): string[] {
    const base = baseForm(folded, this.lexicon);
    // A typo's base form ("erziherin" → "Erziher") is no name to show the searcher.
    if (base === folded || !this.isGermanWord(base)) return [];
    const written = /(ae|oe|ue)/.test(base)
      ? typed.replace(/(frauen|frau|leute|männer|maenner)$/i, 'mann').replace(/(innen|in)$/i, base.endsWith('e') ? 'e' : '')
      : base;
    return [written.charAt(0).toUpperCase() + written.slice(1)];
  }

  /** A word of the dictionary, or a compound of its words ("buerokaufmann"). */
  private isGermanWord(folded: string): boolean {
    return this.lexicon.words.has(folded) || compoundPartsOf(folded, this.lexicon).length > 1;
  }

  /**
   * Whether a one-word name is a field's as well as one of its jobs' ("Gastronomie", "Versicherung"): typed, it means
   * the field, whose every job a teenager expects ("Gastronomie" → Koch).
   */
  private namesFieldOfJob(member: GroupMember, word: KeyedWord | undefined, folded: string | undefined): boolean {
    if (member.keys.length !== 1 || !word || folded === undefined) return false;
    const field = this.workplaces.get(word.key);
    // The field's own word, not another word of its stem ("Verkäuferin" is the job, "Verkauf" the field).
    return Boolean(field?.groups.includes(groupIdOf(member.token)) && field.bases.has(baseForm(folded, this.lexicon)));
  }

  /** The first names of a workplace's groups, as the jobs it was searched for too (Krankenhaus → Pflegefachkraft). */
  private workplaceJobs(key: string): string[] | undefined {
    return this.workplaces.get(key)?.groups.flatMap((id) => this.groupNames.get(id)?.slice(0, 1) ?? []);
  }

  /**
   * A typed compound of a trade and a vertical's word ("Pflegepraktikum", "Kochausbildung", "Banklehre") as the two
   * words a title writes apart ("Praktikum Pflege"): the vertical's word is then left out like a typed one. Words the
   * analysis knows whole (a catalogue name, an internship type such as "Pflichtpraktikum", a vertical's word) stay.
   */
  private splitVerticalCompound(word: QueryWord): QueryWord[] {
    const { typed, folded, start } = word;
    if (this.anyVerticalKeys.has(wordKey(folded, this.lexicon)) || this.frequentBases.has(baseForm(folded, this.lexicon))) return [word];
    if (this.groupAt(this.keyed([folded]), 0)) return [word];
    const head = this.verticalHeads.find((ending) => folded.endsWith(ending) && folded.length - ending.length >= MIN_COMPOUND_MODIFIER);
    if (!head) return [word];
    let modifier = folded.slice(0, -head.length);
    // A linking s ("Versicherungsausbildung") belongs to neither word.
    if (modifier.endsWith('s') && this.lexicon.words.has(modifier.slice(0, -1))) modifier = modifier.slice(0, -1);
    if (this.descriptionStopKeys.has(wordKey(modifier, this.lexicon))) return [word];
    const typedModifier = typedPrefix(typed, modifier.length);
    const headStart = typedPrefix(typed, folded.length - head.length).length;
    return [
      { typed: typedModifier, folded: modifier, start },
      { typed: typed.slice(headStart), folded: head, start: start + headStart },
    ];
  }

  /**
   * The one-word catalogue name a typed word misspells by one letter ("Artzhelferin", "Elektronicker"): only for long
   * words no dictionary knows, which the index's own typo tolerance cannot reach because they are searched as keys.
   */
  private typoNameAt(folded: string): GroupMember | undefined {
    if (folded.length < MIN_TYPO_NAME || this.lexicon.words.has(folded)) return undefined;
    const known = this.typoNames.get(folded);
    if (known !== undefined) return known ?? undefined;
    const base = baseForm(folded, this.lexicon);
    // A typo after the feminine ending ("Erzieherinn") is one letter from the name's -in form, not from its base.
    const misspelt = this.lexicon.words.has(base)
      ? undefined
      : this.oneWordNames.find((name) => (name.long && oneEditApart(name.base, base)) || oneEditApart(name.feminine, folded))?.member;
    if (this.typoNames.size >= MAX_REMEMBERED_WORDS) this.typoNames.clear();
    this.typoNames.set(folded, misspelt ?? null);
    return misspelt;
  }

  /**
   * The workplace a long typed word no dictionary knows misspells by one letter ("Krankenhauss", "Kindergartn"): its
   * key would find nothing, as the index's typo tolerance never reaches a workplace's token.
   */
  private workplaceTypoKey(folded: string): string | undefined {
    if (folded.length < MIN_TYPO_NAME || this.lexicon.words.has(folded)) return undefined;
    const base = baseForm(folded, this.lexicon);
    if (this.lexicon.words.has(base)) return undefined;
    return this.longWorkplaceNames.find((name) => oneEditApart(name.base, base))?.key;
  }

  /**
   * A long typed word no dictionary knows, spelt as the word of a catalogue name one typo away ("Mechatronicker" as
   * the "Mechatroniker" of "Kfz-Mechatroniker"): its stem would be another than the listings' word's, out of the
   * index's typo reach.
   */
  private spelledAsNamed(folded: string): string {
    if (folded.length < MIN_TYPO_NAME || this.lexicon.words.has(folded)) return folded;
    const base = baseForm(folded, this.lexicon);
    if (this.lexicon.words.has(base)) return folded;
    return this.nameWords.find((word) => word.base !== base && oneEditApart(word.base, base))?.folded ?? folded;
  }

  /**
   * A query as the index is asked it: each catalogue name one group token, every other word its key; words the
   * vertical implies are left out (in the Ausbildung search, "Azubi" and "Lehrstelle" say nothing more).
   */
  analyzeQuery(query: string, vertical: Vertical): AnalyzedQuery {
    const { text: normalized, phrases: aboutSearcher } = blankSearcherPhrases(query.normalize('NFC'));
    const words = [...normalized.matchAll(/[\p{L}\p{N}]+/gu)]
      .map(({ 0: word, index }): QueryWord => ({ typed: word, folded: this.spelledAsNamed(foldWord(word)), start: index }))
      .filter(({ folded }) => !FUNCTION_WORDS.has(folded) && !QUERY_FILLER_WORDS.has(folded))
      .flatMap((word) => this.splitVerticalCompound(word));
    const keyedWords = this.keyed(words.map(({ folded }) => folded));
    const keys = keyedWords.map((word) => word.key);
    const impliedKeys = this.verticalKeys.get(vertical) ?? new Set<string>();
    const impliedBases = this.verticalBases.get(vertical) ?? new Set<string>();
    const implied = (key: string, folded: string) => {
      const base = baseForm(folded, this.lexicon);
      if (this.lexicon.words.has(base)) return impliedKeys.has(key) && impliedBases.has(base);
      return impliedKeys.has(key) || (base.length >= MIN_TYPO_VERTICAL_WORD && [...impliedBases].some((word) => oneEditApart(word, base)));
    };
    const parts: AnalyzedQueryPart[] = [];
    const impliedByVertical: string[] = [];
    const typedNameKeys = new Set<string>();
    // The parts naming a job: a catalogue group that is no school level nor internship type, or a workplace.
    const jobParts = new Set<AnalyzedQueryPart>();
    for (let index = 0; index < words.length;) {
      const member =
        (vertical === 'ausbildung' ? this.schoolAt(keyedWords, index) : undefined) ??
        this.groupAt(keyedWords, index) ??
        this.typoNameAt(words[index]?.folded ?? '');
      if (member && !this.namesFieldOfJob(member, keyedWords[index], words[index]?.folded)) {
        const id = groupIdOf(member.token);
        const names = this.groupNames.get(id) ?? [];
        const typedPhrase = typedSpan(normalized, words.slice(index, index + member.keys.length));
        // An internship asks for no school-leaving qualification: in the Praktikum search one says who searches.
        if (vertical === 'praktikum' && this.isSchoolLevel(member.token)) {
          impliedByVertical.push(typedPhrase);
          aboutSearcher.push({ typed: typedPhrase, start: words[index]?.start ?? 0 });
          index += member.keys.length;
          continue;
        }
        const below = this.levelsBelow(member.token);
        // A level shows what else it finds, the levels below it, before more of its own names.
        const others = names.filter((name) => foldWord(name) !== foldWord(typedPhrase)).slice(0, below.length ? 1 : MAX_NAMES_SHOWN);
        const part = { typed: typedPhrase, token: member.token, group: { id, names }, alsoSearched: [...others, ...below] };
        parts.push(part);
        if (!this.namesNoJob(member.token)) jobParts.add(part);
        for (const key of keys.slice(index, index + member.keys.length)) typedNameKeys.add(key);
        index += member.keys.length;
        continue;
      }
      const word = words[index];
      const key = word && (this.workplaceTypoKey(word.folded) ?? keys[index]);
      if (word && key) {
        const jobs = this.workplaceJobs(key);
        if (implied(key, word.folded)) impliedByVertical.push(word.typed);
        else if (jobs) {
          const part = {
            typed: word.typed,
            token: workplaceToken(key),
            alsoSearched: [...this.baseNameOf(word.typed, word.folded), ...jobs],
          };
          parts.push(part);
          jobParts.add(part);
          if (!this.workplaces.get(key)?.interest) typedNameKeys.add(key);
        } else parts.push({ typed: word.typed, token: key, alsoSearched: this.baseNameOf(word.typed, word.folded) });
      }
      index++;
    }
    // A pupil's age comes after the words typed: a Koch internship for anyone says more than any pupil's internship.
    const pupil = vertical === 'praktikum' ? this.pupilAgePart(aboutSearcher) : undefined;
    if (pupil) {
      aboutSearcher.splice(aboutSearcher.indexOf(pupil.phrase), 1);
      parts.push(pupil.part);
    }
    // Where no listing has every word, the words are let go from the end: the jobs and workplaces named come first, as
    // what must still match ("Praxis Azubi Hausarzt" keeps the Hausarzt, not the "Praxis" of "Praxis Dr. med. …"),
    // then the other words, then a school level.
    const rank = (part: AnalyzedQueryPart) => (jobParts.has(part) ? 0 : this.isSchoolLevel(part.token) ? 2 : 1);
    const searched = [0, 1, 2].flatMap((place) => parts.filter((part) => rank(part) === place));
    const q = searched.map((part) => part.token).join(' ');
    return {
      q,
      parts: searched,
      impliedByVertical,
      aboutSearcher: aboutSearcher.sort((a, b) => a.start - b.start).map(({ typed }) => typed),
      typedNameKeys: [...typedNameKeys].filter((key) => !q.split(' ').includes(key)),
      namesJob: jobParts.size > 0,
      namesOnlyJobs: [...jobParts].some((part) => part.group) && parts.every((part) => part.group && !this.sectorTokens.has(part.token)),
    };
  }

  /**
   * The first age typed that is a pupil's, read as the catalogue's internships for pupils ("Praktikum mit 15" →
   * Schülerpraktikum): a Praxissemester is no place for a 15-year-old.
   */
  private pupilAgePart(
    phrases: readonly { typed: string; start: number }[],
  ): { phrase: { typed: string; start: number }; part: AnalyzedQueryPart } | undefined {
    const member = this.groupAt(this.keyed([PUPIL_WORD]), 0);
    const phrase = phrases.find(({ typed }) => Number(PUPIL_AGE.exec(typed)?.[1] ?? Infinity) <= MAX_PUPIL_AGE);
    if (!member || !phrase) return undefined;
    const id = groupIdOf(member.token);
    const names = this.groupNames.get(id) ?? [];
    return {
      phrase,
      part: { typed: phrase.typed, token: member.token, group: { id, names }, alsoSearched: names.slice(0, MAX_NAMES_SHOWN) },
    };
  }

  /**
   * Whether a word alone (as analysed) says too little to search by when the words typed with it found nothing: a word the names of
   * many jobs share ("Fachangestellte" of "Tiermedizinische Fachangestellte", "Kauffrau") or an internship type
   * ("Schnupperpraktikum" of "Polizei Schnupperpraktikum") would show listings of any job.
   */
  saysLittleAlone(analyzed: Pick<AnalyzedQuery, 'parts'>, vertical: Vertical): boolean {
    const [only, ...more] = analyzed.parts;
    if (!only || more.length) return false;
    return (
      (this.groupsByKey.get(only.token)?.size ?? 0) >= SHARED_NAME_WORD_GROUPS || Boolean(this.typeTokens.get(vertical)?.has(only.token))
    );
  }

  /**
   * Jobs near those the words name, closest first, one name each: catalogue names of other groups whose first word
   * begins with a typed word ("Bäckerin" → Bäckereifachverkäufer, "Fleischerin" → Fleischereifachverkäufer), then the
   * named group's related groups ("Zerspanungsmechaniker" → Fachkraft für Metalltechnik). What a search that found
   * nothing shows or offers instead. Compared with umlauts spelled out, so "Schule" does not begin "Schüler".
   */
  relatedNames(query: string, vertical: Vertical): { typed: string; name: string }[] {
    const related = this.analyzeQuery(query, vertical).parts.flatMap(({ typed, group }) => {
      const neighbours = (group ? (this.relatedGroups.get(group.id) ?? []) : []).flatMap((id) => {
        const name = this.displayName(id);
        return name ? [{ typed, name, id }] : [];
      });
      const base = baseForm(foldWord(typed), this.lexicon);
      if (typed.includes(' ') || base.length < MIN_RELATED_WORD) return neighbours;
      const beginsWithIt = (name: string) => {
        const [first] = foldedWords(name);
        return first !== undefined && first !== base && first.startsWith(base);
      };
      const sameWord = [...this.groupNames].flatMap(([id, names]) => {
        const name = id === group?.id || this.namesNoJob(groupToken(id)) ? undefined : names.find(beginsWithIt);
        return name ? [{ typed, name, id }] : [];
      });
      return [...sameWord, ...neighbours];
    });
    const seen = new Set<string>();
    return related.filter(({ id }) => !seen.has(id) && seen.add(id)).map(({ typed, name }) => ({ typed, name }));
  }

  /**
   * Whether a query names two jobs or more and nothing else ("Maurer oder Dachdecker", "MFA ZFA"): no listing is both,
   * so the searcher means either.
   */
  namesSeveralJobs(asRead: Pick<AnalyzedQuery, 'parts' | 'namesOnlyJobs'>): boolean {
    return asRead.namesOnlyJobs && asRead.parts.length > 1 && asRead.parts.every((part) => part.group && !this.namesNoJob(part.token));
  }

  /**
   * A query of one job's name asked as that job and its related ones, its own listings first: where the job itself
   * has only a few listings, a teenager looking for a Krankenschwester place wants to see the Pflegefachassistent
   * ones too (BERUFENET's "Alternativen"). Null for a query of other words, or of a job the catalogue relates to none.
   */
  withRelatedJobs(asRead: AnalyzedQuery): { asRead: AnalyzedQuery; typed: string; names: string[] } | null {
    const [only, ...more] = asRead.parts;
    const related = only?.group ? this.relatedGroups.get(only.group.id) : undefined;
    if (!only?.group || more.length || !related?.length) return null;
    const { id } = only.group;
    const token = withRelatedToken(id);
    // Asked after it, as a single word is, where the last words may go unmatched: Meilisearch ranks the listings that
    // match the most of them from the first, so the job's own come first, then each related job's, closest first.
    const closestFirst = related.slice(1).map((_, index) => withRelatedToken(id, related.length - 1 - index));
    return {
      asRead: { ...asRead, q: token, parts: [{ ...only, token }], typedNameKeys: [...closestFirst, only.token, ...asRead.typedNameKeys] },
      typed: only.typed,
      names: related.flatMap((id) => this.displayName(id) ?? []),
    };
  }

  /**
   * The words of a typed catalogue name worth searching alone when the whole name finds nothing. All of them where
   * the catalogue names no related jobs; else only those that a name of the job or of a related job also holds:
   * "Lackierer" of "Maler und Lackierer" is a Fahrzeuglackierer's word, but "Mechatroniker" of "Mechatroniker für
   * Kältetechnik" would find Kfz-Mechatroniker, no related job of it (which the page shows instead).
   */
  wordsWorthAlone(typedName: string, groupId: string): string[] {
    const words = typedName.split(' ');
    const related = this.relatedGroups.get(groupId) ?? [];
    if (!related.length) return words;
    const inBaseForms = (name: string) =>
      foldedWords(name)
        .map((word) => baseForm(word, this.lexicon))
        .join(' ');
    const typed = inBaseForms(typedName);
    const otherNames = [groupId, ...related]
      .flatMap((id) => this.groupNames.get(id) ?? [])
      .map(inBaseForms)
      .filter((name) => name !== typed);
    return words.filter((word) => {
      const folded = foldWord(word);
      const base = baseForm(folded, this.lexicon);
      return !FUNCTION_WORDS.has(folded) && base !== '' && otherNames.some((name) => name.includes(base));
    });
  }

  /** A group's first name that is no abbreviation ("Medizinische Fachangestellte", not "MFA"): how a page names it. */
  private displayName(id: string): string | undefined {
    const names = this.groupNames.get(id) ?? [];
    return names.find((name) => !ABBREVIATION.test(name)) ?? names[0];
  }
}

let shared: GermanAnalyzer | null = null;

/** The process's analyzer over the German dictionary and the job-title catalogue, built at first use. */
export function germanAnalyzer(): GermanAnalyzer {
  shared ??= new GermanAnalyzer(germanLexicon(), jobTitleCatalogue());
  return shared;
}
