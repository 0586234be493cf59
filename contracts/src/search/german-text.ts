/**
 * German text helpers shared by the search indexer, the geo lookup and the smart-query parser.
 * Pure functions without dependencies: they run for every indexed document and every keystroke.
 */

const UMLAUT_TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Lower case without diacritics and ß → ss: the form Meilisearch compares, so "Köln", "KÖLN" and "koln" meet.
 * Every other character (spaces, hyphens, digits) is kept, so callers can still tokenize the result.
 */
export function foldGerman(text: string): string {
  return text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

// A "ue" after a vowel or q is a real diphthong (Bauer, neue, Quelle), never a spelled-out ü.
const SPELLED_UMLAUT = /(?<![aeiouq])([aou])e/g;

/** "koeln" → "koln": the reading of a spelled-out umlaut, for matching against folded text. */
export function readSpelledUmlauts(folded: string): string {
  return folded.replace(SPELLED_UMLAUT, '$1');
}

/**
 * The spellings one German word is written in: folded ("koln"), transliterated ("koeln") and, for input typed
 * without umlauts, the spelled-out umlauts read back ("koeln" → "koln"). The folded form always comes first.
 */
export function germanVariants(word: string): string[] {
  const lower = word.toLowerCase();
  const folded = foldGerman(lower);
  const transliterated = foldGerman(lower.replace(/[äöüß]/g, (char) => UMLAUT_TRANSLITERATION[char] ?? char));
  return [...new Set([folded, transliterated, readSpelledUmlauts(folded)])];
}

/** People: occupations and roles. */
const OCCUPATION_WORDS = `
  mechaniker mechatroniker elektroniker elektriker techniker technologe kaufmann kauffrau kaufleute informatiker entwickler pfleger
  erzieher assistent fachkraft fachkräfte verkäufer berater gestalter planer bauer maler lackierer koch köchin bäcker konditor
  fleischer metzger friseur tischler schreiner zimmerer installateur logistiker lagerist manager verwalter helfer arbeiter
  bearbeiter sachbearbeiter betreuer leiter händler ingenieur analyst administrator designer fotograf redakteur journalist
  schlosser schweißer dreher fräser monteur fahrer kraftfahrer spediteur lehrer pädagoge therapeut arzt ärztin apotheker laborant
  chemiker biologe physiker wissenschaftler sekretär buchhalter makler fachmann fachfrau fachangestellte fachangestellter
  angestellte angestellter beamter beamtin polizist sanitäter mediziner kosmetiker drucker dachdecker maurer fliesenleger
  stuckateur zeichner prüfer optiker akustiker landwirt gärtner florist winzer brauer müller reiniger praktikant trainee führer
  wirt beruf student referent koordinator disponent programmierer hauswirtschafter notar anwalt kaufmännisch servicekraft bürokraft
  aushilfe hilfskraft
`;
/** Fields, activities, workplaces and modifiers. */
const FIELD_WORDS = `
  mechanik elektronik technik informatik entwicklung pflege assistenz beratung gestaltung planung logistik lager management
  verwaltung betreuung dienst leitung marketing vertrieb handel einzelhandel wirtschaft recht design redaktion montage produktion
  fertigung qualität prüfung forschung wissenschaft medizin therapie pädagogik erziehung bildung ausbildung weiterbildung
  buchhaltung finanzen controlling personal kommunikation vermessung automatisierung instandhaltung wartung reinigung
  hauswirtschaft gastronomie touristik tourismus veranstaltung sicherheit versorgung entsorgung anwendung programmierung
  sachbearbeitung steuerung heizung sanitär klima lüftung kälte energie umwelt solar photovoltaik windkraft wasser abwasser chemie
  biologie physik pharma pharmazie labor studium praktikum einkauf verkauf außendienst innendienst service support projekt analyse
  daten netzwerk system systeme software hardware web online digital cyber medien film theater musik kunst kultur sport fitness
  kosmetik mode textil holz metall kunststoff glas papier druck verpackung lebensmittel fleisch fisch back küche speisen getränke
  hotel restaurant bank versicherung finanz immobilien steuer polizei justiz feuerwehr rettung notfall gesundheit kranken alten
  kinder jugend heil sozial soziales industrie kfz büro bau hochbau tiefbau straße straßen garten landschaft forst tier pferde
  agrar zahn augen hör orthopädie schuh kraftfahrzeug fahrzeug karosserie zweirad fahrrad motorrad land maschinen maschine anlagen
  anlage werkzeug feinwerk verfahren prozess elektro gebäude fenster dach fliesen boden parkett beton gleis rohr kanal brunnen
  spedition verkehr eisenbahn schiff hafen bus lkw stapler post kurier zoll gericht bundes landes kommunal rathaus bibliothek
  archiv museum schule kita krippe hort klinik praxis kanzlei apotheke call center office team kunden dialog event reise haus
  wohnung groß außen fach medizinische zahnmedizinische tiermedizinische pharmazeutisch technisch
`;
/**
 * Word parts of German occupations and fields. Greedy longest-suffix splitting stops at these, so an entry that
 * is itself a compound ("kauffrau", "einzelhandel") is kept whole on purpose: splitting further would index noise.
 * Words that end many place names (stadt, heim, land, burg) are left out, or "Mannheim" would yield "heim".
 */
const LEXICON_WORDS = `${OCCUPATION_WORDS} ${FIELD_WORDS}`.trim().split(/\s+/);

/** Occupation and field words, some of which (Software, Kfz, Cyber) no general German dictionary lists. */
export const OCCUPATION_FIELD_WORDS: readonly string[] = LEXICON_WORDS;

const MIN_PART_LENGTH = 3;
// An unknown remainder ("zerspanungs" before "mechaniker") is only trusted beside a long head, so short
// accidental endings ("Mitarbeiter" → "mit" + "arbeiter") never become index terms.
const MIN_UNKNOWN_REMAINDER = 4;
const MIN_HEAD_FOR_UNKNOWN_REMAINDER = 5;
const LINKING_ENDINGS = ['s', 'es', 'n', 'en', 'e'] as const;
// The Fugen-s follows these endings so reliably that it can be stripped from a word we do not know.
const FUGEN_S_CONTEXT = /(ung|heit|keit|schaft|tion|tät|ling|tum|ions|ik)s$/;
const FEMININE_BASE_ENDINGS = /(er|eur|ent|ist|ant|at|or|iker|ekt)$/;

/** Lower-case spelling (with umlauts, and their transliteration) → the lexicon's own spelling. */
const LEXICON = new Map<string, string>();
for (const word of LEXICON_WORDS) {
  LEXICON.set(word, word);
  const transliterated = word.replace(/[äöüß]/g, (char) => UMLAUT_TRANSLITERATION[char] ?? char);
  if (!LEXICON.has(transliterated)) LEXICON.set(transliterated, word);
}

/** One piece of a split word: its spelling in the word (with linking element) and the index terms it gives. */
interface Segment {
  raw: string;
  terms: string[];
}

/** A word ending as a lexicon head: the head itself, or its feminine form ("mechanikerin", "biologin"). */
function lookupHead(suffix: string): string[] | null {
  const direct = LEXICON.get(suffix);
  if (direct) return [direct];
  const feminine = /^(.+?)in(nen)?$/.exec(suffix);
  if (!feminine?.[1]) return null;
  const stem = feminine[1];
  const base = LEXICON.get(stem) ?? LEXICON.get(`${stem}e`);
  if (!base || !(FEMININE_BASE_ENDINGS.test(base) || base.endsWith('oge'))) return null;
  return [`${stem}in`, base];
}

/** A left-hand part as the lexicon knows it, with a linking element (Gesundheit-s-, Frau-en-) removed. */
function lookupModifier(part: string): string | null {
  const direct = LEXICON.get(part);
  if (direct) return direct;
  for (const ending of LINKING_ENDINGS) {
    if (part.length - ending.length >= MIN_PART_LENGTH && part.endsWith(ending)) {
      const base = LEXICON.get(part.slice(0, -ending.length));
      if (base) return base;
    }
  }
  return null;
}

/** A left side that is known, or itself a compound with a linking element at its end ("außenhandel-s-"). */
function segmentModifier(remainder: string): Segment[] | null {
  const modifier = lookupModifier(remainder);
  if (modifier) return [{ raw: remainder, terms: [modifier] }];
  const compound = splitKnown(remainder);
  if (compound) return compound;
  for (const ending of LINKING_ENDINGS) {
    if (!remainder.endsWith(ending)) continue;
    const inner = splitKnown(remainder.slice(0, -ending.length));
    const last = inner?.[inner.length - 1];
    if (inner && last) return [...inner.slice(0, -1), { raw: last.raw + ending, terms: last.terms }];
  }
  return null;
}

/** Greedy longest-suffix split where every part is known; the left side may itself be a compound. */
function splitKnown(word: string): Segment[] | null {
  for (let start = MIN_PART_LENGTH; start <= word.length - MIN_PART_LENGTH; start++) {
    const head = lookupHead(word.slice(start));
    if (!head) continue;
    const left = segmentModifier(word.slice(0, start));
    if (left) return [...left, { raw: word.slice(start), terms: head }];
  }
  return null;
}

/** "Zerspanungsmechaniker": the head is known, the modifier is not; the longest head wins. */
function splitWithUnknownRemainder(word: string): Segment[] | null {
  for (let start = MIN_UNKNOWN_REMAINDER; start <= word.length - MIN_HEAD_FOR_UNKNOWN_REMAINDER; start++) {
    const head = lookupHead(word.slice(start));
    if (!head) continue;
    const remainder = word.slice(0, start);
    return [
      { raw: remainder, terms: [FUGEN_S_CONTEXT.test(remainder) ? remainder.slice(0, -1) : remainder] },
      { raw: word.slice(start), terms: head },
    ];
  }
  return null;
}

const splitCache = new Map<string, readonly Segment[]>();
const SPLIT_CACHE_LIMIT = 50_000;

/** Segments of one lower-case word without hyphens; [] when it is not a compound we can split. */
function splitWord(word: string): readonly Segment[] {
  const cached = splitCache.get(word);
  if (cached) return cached;
  let segments: readonly Segment[] = [];
  if (word.length >= 2 * MIN_PART_LENGTH && !LEXICON.has(word)) {
    segments = splitKnown(word) ?? splitWithUnknownRemainder(word) ?? [];
  }
  // The cache only bounds memory; titles repeat the same words, so even a full reset keeps the hit rate high.
  if (splitCache.size >= SPLIT_CACHE_LIMIT) splitCache.clear();
  splitCache.set(word, segments);
  return segments;
}

const TOKEN = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*-?|&|,/gu;
const CONJUNCTIONS = new Set(['und', 'oder', 'bzw', 'sowie', '&', ',']);

/**
 * Word parts of the compounds in a text, for a searchable index field: "Industriemechaniker" → industrie,
 * mechaniker, so a search for "Mechaniker" finds it. Lower case, umlauts kept, parts of at least three letters,
 * in order of appearance, without duplicates; a word that is not a compound gives nothing, never itself.
 *
 * A coordinated title ("Gesundheits- und Krankenpfleger") counts as one term: both compounds it stands for
 * (gesundheitspfleger, krankenpfleger) are returned with their parts.
 */
export function compoundParts(text: string): string[] {
  const tokens = text.toLowerCase().match(TOKEN) ?? [];
  const result = new Set<string>();
  const add = (part: string): void => {
    if (part.length >= MIN_PART_LENGTH) result.add(part);
  };
  const addWordParts = (word: string): void => {
    for (const segment of splitWord(word)) segment.terms.forEach(add);
  };

  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] ?? '';
    if (token.endsWith('-') && token.length > 1) {
      const next = tokens[index + 1];
      const partner = next && CONJUNCTIONS.has(next) ? tokens[index + 2] : undefined;
      if (partner && /\p{L}/u.test(partner)) {
        addCoordinated(token.slice(0, -1), partner, add, addWordParts);
        continue;
      }
    }
    const segments = token.split('-').filter(Boolean);
    if (segments.length > 1) {
      for (const segment of segments) {
        add(segment);
        addWordParts(segment);
      }
    } else {
      addWordParts(token);
    }
  }
  return [...result];
}

/** "Gesundheits-" + "Krankenpfleger": the prefix takes the partner's place before its first split (gesundheitspfleger). */
function addCoordinated(prefix: string, partner: string, add: (part: string) => void, addWordParts: (word: string) => void): void {
  const partnerWord = partner.split('-').pop() ?? partner;
  const first = splitWord(partnerWord)[0];
  add(lookupModifier(prefix) ?? (FUGEN_S_CONTEXT.test(prefix) ? prefix.slice(0, -1) : prefix));
  if (first) {
    const expanded = prefix + partnerWord.slice(first.raw.length);
    add(expanded);
    addWordParts(expanded);
  }
  add(partnerWord);
  addWordParts(partnerWord);
}
