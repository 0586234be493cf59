import {
  federalStateNamed,
  compoundParts,
  type DurationKey,
  type ExtractedFilters,
  foldGerman,
  readSpelledUmlauts,
  type GeoPlace,
  type InternshipTypeKey,
  type SectorKey,
} from '@praxisnah/contracts';
import { germanPlaceName } from '../../geo/gazetteer';

/**
 * Offline understanding of a German free-text search ("Ausbildung Mechatroniker ab August 2026 in Stuttgart"):
 * places, radius, internship type, Ausbildung, sector, duration and start month become filters, and what is left
 * is the free-text query. Rules and word lists only, no model: fast, predictable and testable.
 */

export interface PlaceLookup {
  searchPlaces(query: string, limit?: number): GeoPlace[];
}

export interface SmartQueryOptions {
  /** The date "Start September" counts from; injectable for tests. */
  now?: Date;
}

interface Token {
  /** As typed, for the remaining query and place lookups. */
  text: string;
  /** Folded (lower case, no umlauts, ß → ss) for matching. */
  key: string;
  used: boolean;
}

const MAX_QUERY_LENGTH = 300;
const MAX_RADIUS_KM = 1000;
const MAX_PLACE_WORDS = 4;
const TOKEN_PATTERN = /[\p{L}\p{N}]+(?:[-–—'./][\p{L}\p{N}]+)*-?/gu;

/** Phrases per internship type, "|"-separated, folded (ü → u); a hyphen in the query is ignored when matching. */
const TYPE_PHRASES: ReadonlyArray<readonly [InternshipTypeKey, string]> = [
  [
    'schuelerpraktikum',
    'schulerpraktikum|schuelerpraktikum|schulpraktikum|schuler praktikum|praktikum fur schuler|betriebspraktikum|bogy|bors|schuler',
  ],
  ['pflichtpraktikum', 'pflichtpraktikum|pflicht praktikum|verpflichtendes praktikum'],
  ['freiwilliges_praktikum', 'freiwilliges praktikum|freiwilliges|freiwillig'],
  ['orientierungspraktikum', 'orientierungspraktikum|orientierungs praktikum|orientierung'],
  ['ferienpraktikum', 'ferienpraktikum|praktikum in den ferien|in den ferien|sommerferien|herbstferien|osterferien|ferien'],
  ['praxissemester', 'praxissemester|praxis semester|praktisches semester|praxisphase'],
  ['schnupperpraktikum', 'schnupperpraktikum|schnupper praktikum|schnuppertag|schnuppern'],
];
const INTERNSHIP_TYPE_PHRASES = TYPE_PHRASES.map(([type, list]) => [type, phrases(list)] as const);
const AUSBILDUNG_PHRASES = phrases(
  'duales studium|dualer student|duale studentin|dual studieren|duale ausbildung|dualstudium|azubi|azubis|auszubildende|' +
    'auszubildender|ausbildung|ausbildungen|lehre|lehrstelle|lehrstellen|lehrling|berufsausbildung',
);
/** Ausbildungsplatz, Ausbildungsstelle, Ausbildungsangebot … but an Ausbildungsmesse is an event, not a listing. */
const AUSBILDUNG_COMPOUND = /^ausbildungs(?!messe)[a-z]+$/;
const PRAKTIKUM_WORD = /^(jahres|kurz|langzeit)?praktik(um|a|ums?[a-z]*|ant|antin|anten[a-z]*)$/;
/** "Marketingpraktikum", "Pflegeausbildung": the left part is the useful search word. */
const COMPOUND_WITH_KIND = /^(.{2,}?)-?(praktikum|ausbildung)$/;

/** Spellings per month, January first. */
const MONTH_SPELLINGS = [
  'januar jan janner',
  'februar feb',
  'marz maerz mrz',
  'april apr',
  'mai',
  'juni jun',
  'juli jul',
  'august aug',
  'september sept sep',
  'oktober okt',
  'november nov',
  'dezember dez',
];
const MONTHS = new Map(
  MONTH_SPELLINGS.flatMap((spellings, index) => spellings.split(' ').map((spelling) => [spelling, index + 1] as const)),
);
const FULL_MONTH_NAMES = new Set([...MONTH_SPELLINGS.map((spellings) => spellings.split(' ')[0] ?? ''), 'maerz']);
const START_WORDS = wordSet('ab start starttermin beginn ausbildungsbeginn ausbildungsstart anfang zum im dem startet beginnend');

const NUMBER_SPELLINGS = [
  'ein eine einen einer einem',
  'zwei',
  'drei',
  'vier',
  'funf fuenf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwolf zwoelf',
];
const NUMBER_WORDS = new Map(
  NUMBER_SPELLINGS.flatMap((spellings, index) => spellings.split(' ').map((spelling) => [spelling, index + 1] as const)),
);
const DAYS_PER_UNIT: Readonly<Record<string, number>> = {
  tag: 1,
  tage: 1,
  tagen: 1,
  woche: 7,
  wochen: 7,
  monat: 30,
  monate: 30,
  monaten: 30,
  jahr: 365,
  jahre: 365,
  jahren: 365,
};
const ADJECTIVE_DURATION = /^(\d+|[a-z]+?)-?(tagig|wochig|monatig)(e|er|es|en)?$/;

const RADIUS_UNITS = wordSet('km kilometer kilometern kilometre');
const RADIUS_LEAD_WORDS = wordSet('im in einem umkreis radius von max maximal bis hochstens innerhalb ca circa etwa ungefahr');
const RADIUS_TRAIL_WORDS = wordSet('umkreis radius entfernung entfernt weit');

/** Longest first, so "in der nähe von" wins over "in". */
const LOCATION_PREFIXES = phrases(
  'in der nahe von|in der nahe|im umkreis von|in und um|umkreis von|umgebung von|nahe von|nahe bei|im raum|rund um|' +
    'in|im|bei|um|nahe|raum|umgebung|region|aus|von',
);
/** Leading words that name many places at once ("Bad …", "Neu …"): never a place on their own. */
const PLACE_NAME_STARTS = wordSet('bad sankt st neu alt gross klein ober unter nieder hohen markt am an der');

/**
 * "in der Nähe", "in meiner Umgebung", "near me": the searcher's own place, which only the device can tell. Longest
 * first, so "in meiner Nähe" is taken whole.
 */
const NEAR_ME = phrases(
  'in der nahe von mir|in meiner nahe|in deiner nahe|in der nahe|in meiner umgebung|in der umgebung|in meiner gegend|' +
    'in der gegend|um mich herum|bei mir|near me|nearby|nahe|umgebung',
).sort((a, b) => b.length - a.length);

/** Words that announce a postcode ("PLZ 80331"). */
const POSTCODE_WORDS = wordSet('plz postleitzahl');
/** Words that say nothing a search can use, dropped from the remaining query. */
const FILLER_WORDS = wordSet(`
  ein eine einen einem einer eines fur fuer ich wir suche such suchen sucht gesucht mochte moechte will wurde wuerde gerne gern mit
  als zum zur der die das den dem des und oder bzw sowie in im am an bei um von vom nach ab mir mich mein meine meinen bitte platz
  platze stelle stellen job jobs angebot angebote moglichkeit moglichkeiten irgendwas etwas was wo welche welcher gibt es sind ist
  hat haben kann konnen nahe umgebung raum region gegend bereich richtung branche hallo hi hey danke auf zu aus irgendwo dort hier
  da sein start beginn umkreis radius plz postleitzahl neu neue neuen aktuell aktuelle aktuellen offene offenen freie freien gute guten gutes
  einfach finden machen mache m/w/d w/m/d m/w/x m/f/d d/m/w
`);
/**
 * Ordinary words that are also names of small places ("Ohne", "Lage", "Lehre" near Braunschweig): never read as a place
 * without "in"/"bei".
 */
const NOT_A_PLACE_ALONE = wordSet(`
  ohne lage weil lauf rain wald bergen laufen mitte kamen werne voll zeit gut teilzeit vollzeit abitur realschule hauptschule lehre
  werkstudent minijob bezahlt remote homeoffice sofort ferien international english englisch deutsch bachelor master studium
  student studenten schuler
`);

interface SectorWord {
  sector: SectorKey;
  /**
   * Words naming the sector itself (IT, Handwerk, Logistik) or an activity (programmieren) add nothing once the
   * sector filter is set and would hide listings that do not repeat them, so they leave the free text. Occupations
   * and workplaces (Mechatroniker, Kita, Bank) stay: they rank the listings that are really about them first.
   */
  keepInQuery: boolean;
}

const SECTOR_TERMS: ReadonlyArray<readonly [SectorKey, string, string]> = [
  // [sector, words kept in the free text, words removed from it]
  [
    'industrie_produktion',
    'mechatroniker mechaniker industriemechaniker zerspanungsmechaniker werkzeugmechaniker verfahrensmechaniker fertigung maschinenbau ' +
      'metall schlosser schweisser dreher fraser cnc chemikant produktionshelfer kunststoff automobil automotive maschinen anlagenfuhrer ' +
      'maschinenfuhrer industriekaufmann industriekauffrau mechatronik',
    'industrie produktion',
  ],
  [
    'it_kommunikation',
    'informatik informatiker fachinformatiker software softwareentwicklung softwareentwickler programmierer webentwicklung webentwickler ' +
      'webdesign anwendungsentwicklung systemintegration netzwerk datenbank data cyber developer app frontend backend sap hardware ' +
      'systemelektroniker digitalisierung',
    'it edv ikt programmieren coden coding informationstechnik informationstechnologie',
  ],
  [
    'gesundheit_soziales',
    'pflege pfleger pflegerin krankenpfleger krankenpflegerin altenpfleger altenpflegerin pflegefachkraft pflegefachmann pflegefachfrau ' +
      'krankenhaus klinik arzt arztin arztpraxis praxis zahnarzt zahnarztin medizin medizinische mfa zfa physiotherapie physiotherapeut ' +
      'ergotherapie logopadie therapeut kita kindergarten krippe erzieher erzieherin sozialarbeit sozialpadagogik heilerziehung altenheim ' +
      'pflegeheim rettungsdienst notfallsanitater sanitater apotheke pta kranken',
    'gesundheit soziales sozial gesundheitswesen',
  ],
  [
    'bau_handwerk',
    'maurer elektriker elektroniker tischler schreiner dachdecker zimmerer zimmermann maler lackierer fliesenleger installateur ' +
      'anlagenmechaniker shk sanitar heizung klempner bauzeichner baustelle hochbau tiefbau strassenbauer gerustbauer stuckateur glaser ' +
      'metallbauer backer backer konditor fleischer metzger tischlerei schreinerei dachdeckerei elektrotechnik handwerker',
    'bau handwerk',
  ],
  [
    'finanz_versicherung',
    'bank banken bankkaufmann bankkauffrau versicherung versicherungen steuer steuerfachangestellte steuerberater buchhaltung controlling ' +
      'sparkasse volksbank investment immobilien finanzamt',
    'finanzen finanz finanzwesen',
  ],
  [
    'handel_vertrieb',
    'einzelhandel verkaufer verkauferin grosshandel aussenhandel ecommerce e-commerce marketing sales supermarkt kaufhaus filiale kasse',
    'handel vertrieb verkauf',
  ],
  [
    'transport_logistik',
    'lager lagerist lagerlogistik fachlagerist spedition speditionskaufmann berufskraftfahrer kraftfahrer fahrer lkw versand kurier ' +
      'zustellung bahn eisenbahn lokfuhrer flughafen luftverkehr hafen schifffahrt staplerfahrer',
    'logistik transport',
  ],
  [
    'medien_kultur',
    'mediengestalter film theater museum musik journalismus journalist redaktion fernsehen tv radio fotografie fotograf grafik ' +
      'grafikdesign design kunst verlag werbung werbeagentur kamera veranstaltungstechnik',
    'medien kultur',
  ],
  [
    'bildung_wissenschaft',
    'schule lehrer lehrerin lehramt nachhilfe labor laborant forschung universitat uni hochschule institut biologie chemie physik bibliothek',
    'bildung wissenschaft',
  ],
  [
    'oeffentlicher_dienst',
    'verwaltung polizei polizist polizistin rathaus bundeswehr zoll justiz feuerwehr beamter beamtin beamtenausbildung landratsamt ' +
      'verwaltungsfachangestellte verwaltungsfachangestellter jobcenter',
    'stadt behorde kommune gemeinde',
  ],
  [
    'energie_umwelt',
    'solar photovoltaik klima klimaschutz windkraft windenergie nachhaltigkeit recycling abfall entsorgung forst forstwirt umwelttechnik ' +
      'naturschutz',
    'umwelt energie erneuerbare',
  ],
  [
    'dienstleistungen',
    'friseur friseurin hotel hotelfach hotelfachmann hotelfachfrau gastronomie gastro restaurant koch kochin kuche kosmetik kosmetiker ' +
      'kosmetikerin reinigung gebaudereinigung tourismus reiseburo fitness sicherheitsdienst hauswirtschaft bestatter',
    'dienstleistung dienstleistungen',
  ],
];

const SECTOR_WORDS = new Map<string, SectorWord>();
for (const [sector, kept, removed] of SECTOR_TERMS) {
  for (const word of kept.split(' ')) SECTOR_WORDS.set(word, { sector, keepInQuery: true });
  for (const word of removed.split(' ')) SECTOR_WORDS.set(word, { sector, keepInQuery: false });
}
const SECTOR_PHRASES: ReadonlyArray<readonly [readonly string[], SectorWord]> = [
  ...['offentlicher', 'offentlichen', 'offentlichem', 'offentliche'].map(
    (adjective) => [[adjective, 'dienst'], { sector: 'oeffentlicher_dienst', keepInQuery: false }] as const,
  ),
  [['erneuerbare', 'energien'], { sector: 'energie_umwelt', keepInQuery: false }],
  [['soziale', 'arbeit'], { sector: 'gesundheit_soziales', keepInQuery: true }],
];

function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.trim().split(/\s+/));
}

/** "in der nahe|in" → [["in", "der", "nahe"], ["in"]] */
function phrases(list: string): string[][] {
  return list.split('|').map((phrase) => phrase.split(' '));
}

function fold(text: string): string {
  return foldGerman(text)
    .replace(/[–—]/g, '-')
    .replace(/^[-'.]+|[-'.]+$/g, '');
}

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  for (const match of query.normalize('NFC').slice(0, MAX_QUERY_LENGTH).matchAll(TOKEN_PATTERN)) {
    const text = match[0].replace(/-$/, '');
    // "10km" is two tokens, so the radius rule sees a number and a unit.
    const glued = /^(\d+(?:[.,]\d+)?)(km|kilometer)$/i.exec(text);
    if (glued?.[1] && glued[2]) {
      tokens.push({ text: glued[1], key: glued[1], used: false }, { text: glued[2], key: glued[2].toLowerCase(), used: false });
    } else if (text) {
      tokens.push({ text, key: fold(text), used: false });
    }
  }
  return tokens;
}

/**
 * Whether the phrase (folded words) stands at `start` in tokens not yet used; hyphens in a token are ignored, and so is
 * an umlaut spelled out ("in der Naehe von").
 */
function phraseAt(tokens: Token[], start: number, phrase: readonly string[]): boolean {
  return phrase.every((word, offset) => {
    const token = tokens[start + offset];
    if (token === undefined || token.used) return false;
    const key = token.key.replace(/-/g, '');
    return token.key === word || key === word || readSpelledUmlauts(key) === word;
  });
}

/** The words no rule used, as typed, without those of `dropped` (keys). */
function wordsLeft(tokens: readonly Token[], dropped: ReadonlySet<string> = new Set()): string {
  return tokens
    .filter((token) => !token.used && !dropped.has(token.key))
    .map((token) => token.text)
    .join(' ');
}

function consume(tokens: Token[], start: number, count: number): void {
  for (let index = start; index < start + count; index++) {
    const token = tokens[index];
    if (token) token.used = true;
  }
}

function parseNumber(key: string): number | null {
  if (/^\d+([.,]\d+)?$/.test(key)) return Number(key.replace(',', '.'));
  return NUMBER_WORDS.get(key) ?? null;
}

function extractRadius(tokens: Token[]): number | undefined {
  for (let index = 1; index < tokens.length; index++) {
    const unit = tokens[index];
    const value = tokens[index - 1];
    if (!unit || !value || unit.used || value.used || !RADIUS_UNITS.has(unit.key)) continue;
    const km = parseNumber(value.key);
    if (km === null || !/^\d/.test(value.key) || km <= 0 || km > MAX_RADIUS_KM) continue;
    let first = index - 1;
    while (first > 0 && RADIUS_LEAD_WORDS.has(tokens[first - 1]?.key ?? '') && !tokens[first - 1]?.used) first--;
    let last = index;
    while (RADIUS_TRAIL_WORDS.has(tokens[last + 1]?.key ?? '') && !tokens[last + 1]?.used) last++;
    consume(tokens, first, last - first + 1);
    return km;
  }
  return undefined;
}

function nextOccurrence(month: number, now: Date): string {
  const currentMonth = now.getMonth() + 1;
  // A month that has already begun is next year's: Ausbildung places start on the first of the month.
  const year = month > currentMonth ? now.getFullYear() : now.getFullYear() + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

function extractStartMonth(tokens: Token[], now: Date): string | undefined {
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (!token || token.used) continue;
    // "08/2026", "8.2026", "2026-08"
    const monthYear = /^(0?[1-9]|1[0-2])[./](20\d{2})$/.exec(token.key);
    const yearMonth = /^(20\d{2})-(0[1-9]|1[0-2])$/.exec(token.key);
    const numericYear = monthYear?.[2] ?? yearMonth?.[1];
    const numericMonth = monthYear?.[1] ?? yearMonth?.[2];
    if (numericYear && numericMonth) {
      consumeStartWords(tokens, index);
      token.used = true;
      return `${numericYear}-${numericMonth.padStart(2, '0')}`;
    }
    const month = MONTHS.get(token.key.replace(/\.$/, ''));
    if (!month) continue;
    const yearToken = tokens[index + 1];
    const year = yearToken && !yearToken.used && /^20\d{2}$/.test(yearToken.key) ? yearToken.key : undefined;
    const hasStartWord = START_WORDS.has(tokens[index - 1]?.key ?? '');
    // "Mai", "Juni" … alone are months; "jun", "sep" only with a year or a start word, they are too short to be sure.
    if (!year && !hasStartWord && !FULL_MONTH_NAMES.has(token.key)) continue;
    consumeStartWords(tokens, index);
    token.used = true;
    if (year && yearToken) yearToken.used = true;
    return year ? `${year}-${String(month).padStart(2, '0')}` : nextOccurrence(month, now);
  }
  // A year alone ("Ausbildung 2026") cannot fill a month filter, and as free text it would only find ads that
  // print the year, so it is dropped.
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (!token || token.used || !/^20[2-3]\d$/.test(token.key)) continue;
    consumeStartWords(tokens, index);
    token.used = true;
  }
  return undefined;
}

function consumeStartWords(tokens: Token[], index: number): void {
  let before = index - 1;
  while (before >= 0 && START_WORDS.has(tokens[before]?.key ?? '') && !tokens[before]?.used) {
    const token = tokens[before];
    if (token) token.used = true;
    before--;
  }
}

/** Shortest stay in days → duration key; ranges use their lower bound, as the catalogue sorts by minimum weeks. */
function durationForDays(days: number): DurationKey | undefined {
  if (days <= 0) return undefined;
  if (days <= 3) return '1_3_tage';
  if (days <= 9) return '1_woche';
  if (days <= 16) return '2_wochen';
  if (days <= 31) return '3_4_wochen';
  if (days < 180) return 'mehr_4_wochen';
  // Two years and more is the length of an Ausbildung, not an internship duration.
  if (days <= 366) return 'halb_ganzjaehrig';
  return undefined;
}

function extractDuration(tokens: Token[]): DurationKey | undefined {
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (!token || token.used) continue;

    if (phraseAt(tokens, index, ['halbes', 'jahr']) || phraseAt(tokens, index, ['ganzes', 'jahr'])) {
      consume(tokens, index, 2);
      return 'halb_ganzjaehrig';
    }
    if (['halbjahr', 'halbjahrig', 'halbjahrlich', 'ganzjahrig', 'ganzjahrlich'].includes(token.key)) {
      token.used = true;
      return 'halb_ganzjaehrig';
    }
    // Left for the kind rule, which reads it as an internship.
    if (token.key === 'jahrespraktikum') return 'halb_ganzjaehrig';
    if (['flexibel', 'flexible', 'flexiblen'].includes(token.key)) {
      token.used = true;
      if (tokens[index + 1]?.key === 'dauer') consume(tokens, index + 1, 1);
      return 'flexible';
    }
    const adjective = ADJECTIVE_DURATION.exec(token.key);
    if (adjective?.[1] && adjective[2]) {
      const count = parseNumber(adjective[1]);
      const days = count === null ? null : count * (adjective[2] === 'tagig' ? 1 : adjective[2] === 'wochig' ? 7 : 30);
      const key = days === null ? undefined : durationForDays(days);
      if (key) {
        token.used = true;
        return key;
      }
    }

    // "2 Wochen", "eine Woche", "3-4 Wochen", "2 bis 3 Wochen"
    const range = /^(\d+)-(\d+)$/.exec(token.key);
    const low = range?.[1] ? Number(range[1]) : parseNumber(token.key);
    if (low === null) continue;
    let unitIndex = index + 1;
    if (!range && tokens[unitIndex]?.key === 'bis' && parseNumber(tokens[unitIndex + 1]?.key ?? '') !== null) unitIndex += 2;
    const unit = tokens[unitIndex];
    const perUnit = unit && !unit.used ? DAYS_PER_UNIT[unit.key] : undefined;
    if (!perUnit) continue;
    const key = durationForDays(low * perUnit);
    if (!key) continue;
    consume(tokens, index, unitIndex - index + 1);
    return key;
  }
  return undefined;
}

interface KindSignals {
  type?: InternshipTypeKey;
  internship: boolean;
  ausbildung: boolean;
}

function extractKind(tokens: Token[]): KindSignals {
  const signals: KindSignals = { internship: false, ausbildung: false };
  for (let index = 0; index < tokens.length; index++) {
    for (const [type, typePhrases] of INTERNSHIP_TYPE_PHRASES) {
      const phrase = typePhrases.find((words) => phraseAt(tokens, index, words));
      if (!phrase) continue;
      consume(tokens, index, phrase.length);
      signals.type ??= type;
      signals.internship = true;
      break;
    }
  }
  for (let index = 0; index < tokens.length; index++) {
    const phrase = AUSBILDUNG_PHRASES.find((words) => phraseAt(tokens, index, words));
    if (phrase) {
      consume(tokens, index, phrase.length);
      signals.ausbildung = true;
    }
  }
  for (const token of tokens) {
    if (token.used) continue;
    if (PRAKTIKUM_WORD.test(token.key)) {
      token.used = true;
      signals.internship = true;
    } else if (AUSBILDUNG_COMPOUND.test(token.key)) {
      token.used = true;
      signals.ausbildung = true;
    } else {
      const compound = COMPOUND_WITH_KIND.exec(token.key);
      if (compound?.[1] && compound[2]) {
        // Keep the left part as typed: "Marketingpraktikum" searches for "Marketing".
        const left = token.text.slice(0, token.text.length - compound[2].length).replace(/-$/, '');
        token.text = left.replace(/(ung|heit|keit|schaft|tion|tät|ik)s$/i, '$1');
        token.key = fold(token.text);
        if (compound[2] === 'praktikum') signals.internship = true;
        else signals.ausbildung = true;
      }
    }
  }
  return signals;
}

/** Folded, punctuation-free form used to compare a typed place with a gazetteer name. */
function placeKey(text: string): string {
  return foldGerman(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Variants that read spelled-out umlauts back ("koeln" → "koln"), as the gazetteer does. */
function placeKeyVariants(text: string): string[] {
  const key = placeKey(text);
  return [...new Set([key, key.replace(/(?<![aeiouq])([aou])e/g, '$1')])];
}

/**
 * The whole name, or its leading words ("Frankfurt" for Frankfurt am Main), or a district after its city
 * ("Altona" for Hamburg-Altona) — never a word inside a longer name ("Main").
 */
function namesPlace(candidate: string, place: GeoPlace): boolean {
  const names = placeKeyVariants(place.name);
  const districtName = place.name.includes('-') ? place.name.slice(place.name.lastIndexOf('-') + 1) : '';
  if (districtName) names.push(...placeKeyVariants(districtName));
  return placeKeyVariants(candidate).some((wanted) => names.some((name) => name === wanted || name.startsWith(`${wanted} `)));
}

function lookupPlace(gazetteer: PlaceLookup, typed: string): GeoPlace | null {
  const candidate = germanPlaceName(typed);
  const key = placeKey(candidate);
  if (key.length < 2 || PLACE_NAME_STARTS.has(key)) return null;
  const [place] = gazetteer.searchPlaces(candidate, 1);
  return place && namesPlace(candidate, place) ? place : null;
}

/** The longest run of unused tokens from `start` that names a Land or a place, by its name. */
function placeAt(tokens: Token[], start: number, gazetteer: PlaceLookup): { name: string; length: number } | null {
  let available = 0;
  while (available < MAX_PLACE_WORDS && tokens[start + available] && !tokens[start + available]?.used) available++;
  for (let length = available; length >= 1; length--) {
    const words = tokens.slice(start, start + length);
    if (words.some((token) => /^\d+$/.test(token.key))) continue;
    const typed = words.map((token) => token.text).join(' ');
    const name = federalStateNamed(typed) ?? lookupPlace(gazetteer, typed)?.name;
    if (name) return { name, length };
  }
  return null;
}

function extractLocation(tokens: Token[], gazetteer: PlaceLookup, knownWords: Set<Token>): string | undefined {
  // A postcode is the most precise thing a user can type; "50667 Köln" keeps the name beside it.
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (!token || token.used || !/^\d{5}$/.test(token.key)) continue;
    const [place] = gazetteer.searchPlaces(token.key, 1);
    if (!place) continue;
    token.used = true;
    const next = tokens[index + 1];
    if (next && !next.used && namesPlace(next.text, place)) next.used = true;
    const before = tokens[index - 1];
    if (before && !before.used && LOCATION_PREFIXES.some((prefix) => prefix.length === 1 && prefix[0] === before.key)) before.used = true;
    return `${token.key} ${place.name}`;
  }
  // "in Köln", "bei Hamburg", "im Raum Frankfurt am Main"
  for (let index = 0; index < tokens.length; index++) {
    for (const prefix of LOCATION_PREFIXES) {
      if (!phraseAt(tokens, index, prefix)) continue;
      const found = placeAt(tokens, index + prefix.length, gazetteer);
      if (!found) continue;
      consume(tokens, index, prefix.length + found.length);
      return found.name;
    }
  }
  // A bare place name ("azubi pflege münchen"), searched from the end where people usually put it.
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index];
    if (!token || token.used || knownWords.has(token) || /\d/.test(token.key)) continue;
    // Two letters are a place only as a city's known short form ("HH"), never as any abbreviation.
    if (token.key.length < 3 && germanPlaceName(token.text) === token.text) continue;
    if (FILLER_WORDS.has(token.key) || NOT_A_PLACE_ALONE.has(token.key) || SECTOR_WORDS.has(token.key)) continue;
    const found = placeAt(tokens, index, gazetteer);
    if (!found) continue;
    consume(tokens, index, found.length);
    return found.name;
  }
  return undefined;
}

/** The sector a word names: the whole word first, then its head ("…pfleger"), then its other parts ("Bank…"). */
function sectorOfWord(key: string, text: string): SectorWord | undefined {
  const whole = SECTOR_WORDS.get(key) ?? SECTOR_WORDS.get(key.replace(/-/g, ''));
  if (whole) return whole;
  const segments = key.split('-').filter(Boolean);
  for (const segment of segments.length > 1 ? segments : []) {
    const found = SECTOR_WORDS.get(segment);
    if (found) return { ...found, keepInQuery: true };
  }
  const parts = compoundParts(text).map(fold);
  const ordered = [...parts.slice(-1), ...parts.slice(0, -1)];
  for (const part of ordered) {
    const found = SECTOR_WORDS.get(part);
    // A compound ("Bankkaufmann") is more specific than its sector: it stays in the query.
    if (found) return { ...found, keepInQuery: true };
  }
  return undefined;
}

/** Occupation and field words: never read as a bare place name, even where a village shares the name. */
function sectorWords(tokens: Token[]): Set<Token> {
  const known = new Set<Token>();
  tokens.forEach((token, index) => {
    if (token.used) return;
    const phrase = SECTOR_PHRASES.find(([words]) => phraseAt(tokens, index, words));
    if (phrase) tokens.slice(index, index + phrase[0].length).forEach((word) => known.add(word));
    else if (sectorOfWord(token.key, token.text)) known.add(token);
  });
  return known;
}

interface SectorReading {
  sector?: SectorKey;
  /** Named as a sector ("IT", "im Bereich Handwerk") rather than inferred from a job word ("Industriekaufmann"). */
  explicit: boolean;
}

/** The first sector named; words that only name the sector leave the free text (see SectorWord). */
function extractSector(tokens: Token[]): SectorReading {
  let sector: SectorKey | undefined;
  let explicit = false;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (!token || token.used) continue;
    const phrase = SECTOR_PHRASES.find(([words]) => phraseAt(tokens, index, words));
    const found = phrase?.[1] ?? sectorOfWord(token.key, token.text);
    if (!found) continue;
    sector ??= found.sector;
    if (!found.keepInQuery) {
      consume(tokens, index, phrase?.[0].length ?? 1);
      if (found.sector === sector) explicit = true;
    }
  }
  return { sector, explicit };
}

/**
 * Filters named in a German free-text query, and the free text that is left. Never throws: anything unexpected
 * gives {} so the caller falls back to a plain search.
 */
export function parseSmartQuery(query: string, gazetteer: PlaceLookup, options: SmartQueryOptions = {}): ExtractedFilters {
  return readSmartQuery(query, gazetteer, options).filters;
}

/** The filters, and whether the sector was named as such: only then may it filter (see SmartSearchService). */
export function readSmartQuery(
  query: string,
  gazetteer: PlaceLookup,
  options: SmartQueryOptions = {},
): { filters: ExtractedFilters; sectorExplicit: boolean } {
  try {
    return parse(query, gazetteer, options.now ?? new Date());
  } catch {
    return { filters: {}, sectorExplicit: false };
  }
}

/**
 * A postcode ("10115", "PLZ 80331"), a place or a radius typed among the words of a plain search: the place and
 * radius for the search's filter, and the words left to search. Null when the query names no place.
 */
export function placeInQuery(query: string, gazetteer: PlaceLookup): { location: string; radius?: number; remaining: string } | null {
  try {
    const tokens = tokenize(query);
    const radius = extractRadius(tokens);
    const location = extractLocation(tokens, gazetteer, sectorWords(tokens));
    if (!location) return null;
    const remaining = wordsLeft(tokens, POSTCODE_WORDS);
    return { location, ...(radius !== undefined ? { radius } : {}), remaining };
  } catch {
    return null;
  }
}

/**
 * "Praktikum in der Nähe": words asking for the searcher's own surroundings, in a search that names no place. No
 * listing says them, so they leave the words (`remaining`); `typed` is what was said, for the page to offer the
 * device's position instead. Null when the query does not ask for it.
 */
export function nearMeInQuery(query: string): { typed: string; remaining: string } | null {
  const tokens = tokenize(query);
  for (let index = 0; index < tokens.length; index++) {
    const phrase = NEAR_ME.find((words) => phraseAt(tokens, index, words));
    if (!phrase) continue;
    const typed = tokens
      .slice(index, index + phrase.length)
      .map((token) => token.text)
      .join(' ');
    consume(tokens, index, phrase.length);
    return { typed, remaining: wordsLeft(tokens) };
  }
  return null;
}

/**
 * A length of stay typed among the words of a plain internship search ("Praktikum 2 Wochen", "6 Monate", "ein halbes
 * Jahr"): the duration for the search's filter, the words that said it, and the words left to search. Null when the
 * query names no length of stay.
 */
export function durationInQuery(query: string): { duration: DurationKey; typed: string; remaining: string } | null {
  try {
    const tokens = tokenize(query);
    const duration = extractDuration(tokens);
    const said = tokens.filter((token) => token.used);
    if (!duration || !said.length) return null;
    return {
      duration,
      typed: said.map((token) => token.text).join(' '),
      remaining: wordsLeft(tokens),
    };
  } catch {
    return null;
  }
}

/**
 * A month typed among the words of an internship search ("Praktikum im Februar", "Ferienpraktikum Juli 2027"): the
 * time frame for the search's filter (without a year the month's next occurrence, this month included, as the Zeitraum
 * filter offers them), the words that said it, and the words left to search. Null when the query names no month.
 */
export function monthInQuery(query: string, now: Date): { timeFrame: string; typed: string; remaining: string } | null {
  try {
    const tokens = tokenize(query);
    // Read as of the end of the month before: the month under way is still this year's for an internship.
    const month = extractStartMonth(tokens, new Date(now.getFullYear(), now.getMonth(), 0));
    const said = tokens.filter((token) => token.used);
    if (!month || !said.length) return null;
    return { timeFrame: month, typed: said.map((token) => token.text).join(' '), remaining: wordsLeft(tokens) };
  } catch {
    return null;
  }
}

function parse(query: string, gazetteer: PlaceLookup, now: Date): { filters: ExtractedFilters; sectorExplicit: boolean } {
  const tokens = tokenize(typeof query === 'string' ? query : '');
  if (!tokens.length) return { filters: {}, sectorExplicit: false };

  const radius = extractRadius(tokens);
  const startMonth = extractStartMonth(tokens, now);
  let duration = extractDuration(tokens);
  const kind = extractKind(tokens);
  const location = extractLocation(tokens, gazetteer, sectorWords(tokens));
  // After the place, so a town that shares a field word's name ("in Forst") gives no sector.
  const { sector, explicit: sectorExplicit } = extractSector(tokens);
  // A holiday internship lasts about two weeks unless the query says otherwise.
  if (kind.type === 'ferienpraktikum') duration ??= '2_wochen';

  const remaining = wordsLeft(tokens, FILLER_WORDS).trim();

  const isAusbildung = kind.ausbildung === kind.internship ? undefined : kind.ausbildung;
  const filters: ExtractedFilters = {};
  if (location) filters.location = location;
  if (kind.type) filters.type = kind.type;
  if (sector) filters.sector = sector;
  if (radius !== undefined) filters.radius = radius;
  if (duration) filters.duration = duration;
  // A start month filters Ausbildung places only; for an internship it is left out rather than misapplied.
  if (startMonth && !kind.internship) filters.ausbildungStart = startMonth;
  if (isAusbildung !== undefined) filters.isAusbildung = isAusbildung;
  if (remaining) filters.remainingQuery = remaining;
  return { filters, sectorExplicit };
}
