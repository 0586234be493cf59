import {
  ausbildungStartValues,
  AUSBILDUNG_TYPE_KEY,
  DURATIONS,
  INTERNSHIP_TYPES,
  findSector,
  formatYearMonth,
  type DurationKey,
  type InternshipTypeKey,
  type ListingStatus,
  type SectorKey,
  type TakeoverChanceKey,
} from '../../contracts/src/catalog';
import {
  AUSBILDUNG_BENEFITS,
  COMPANY_CLOSINGS,
  FIRST_NAMES,
  PRAKTIKUM_BENEFITS,
  SECTOR_CONTENT,
  SOFT_SKILLS,
  SURNAMES,
  type Ausbildungsberuf,
  type CompanyTemplate,
} from './german-content';
import { getBundesland, jitterCoordinates, streetAddress, type Place } from './german-cities';
import { createBag, stableUuid, type Random } from './random';
import type { CompanyRow, ListingRow } from './seed-types';

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** YYYY-MM-DD in UTC, the format of the date columns and the contracts' isoDateSchema. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const TRANSLITERATIONS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ı: 'i', æ: 'ae', ø: 'oe', œ: 'oe' };

/** "Müller & Söhne GmbH" → "mueller-soehne-gmbh"; satisfies the slug CHECK of the companies table. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßıæøœ]/g, (character) => TRANSLITERATIONS[character] ?? character)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A DNS label is at most 63 characters; long slugs are cut so e-mail and web addresses stay valid. */
export function domainFor(slug: string): string {
  return `${slug.slice(0, 63).replace(/-+$/, '')}.example`;
}

const LEGAL_FORM_WORDS = new Set(['GmbH', 'gGmbH', 'AG', 'KG', 'eG', 'e.K.', 'e.V.', 'Co.', 'mbH', '&', 'Dr.', 'med.']);

/** Initials of the first two meaningful words: "Müller Elektrotechnik GmbH" → "ME". */
export function companyInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => !LEGAL_FORM_WORDS.has(word) && /^\p{Lu}/u.test(word));
  const initials = words
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return initials.length > 0 ? initials.toUpperCase() : (name[0] ?? 'P').toUpperCase();
}

/**
 * A small self-contained SVG logo (initials on the sector colour) as a data URL. Seed data must work offline and
 * without an upload store, and a real-looking logo exercises the card layout better than a missing one.
 */
export function logoDataUrl(name: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="18" fill="${color}"/>` +
    `<text x="48" y="60" font-family="Arial,Helvetica,sans-serif" font-size="36" font-weight="700" fill="#ffffff" text-anchor="middle">` +
    `${companyInitials(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export interface CompanyNameChoice {
  name: string;
  template: CompanyTemplate;
  values: Record<string, string>;
}

/** Picks a company name of the sector that is not in `taken`; gives up after a few tries and numbers the name. */
export function chooseCompanyName(random: Random, sectorKey: SectorKey, place: Place, taken: ReadonlySet<string>): CompanyNameChoice {
  const templates = SECTOR_CONTENT[sectorKey].companies;
  let choice: CompanyNameChoice | undefined;
  for (let attempt = 0; attempt < 12; attempt++) {
    const template = random.pick(templates);
    const values = {
      surname: random.pick(SURNAMES),
      city: place.name,
      word: template.words ? random.pick(template.words) : '',
      year: String(random.int(1950, 2018)),
    };
    choice = { name: fill(template.pattern, values), template, values };
    if (!taken.has(choice.name)) return choice;
  }
  if (!choice) throw new Error(`Keine Unternehmensvorlage für ${sectorKey}`);
  return { ...choice, name: `${choice.name} ${place.name}` };
}

export function describeCompany(random: Random, choice: CompanyNameChoice, place: Place): string {
  const values = { ...choice.values, name: choice.name, city: place.name };
  const sentences = [fill(choice.template.intro, values), fill(choice.template.activity, values)];
  sentences.push(...random.sample(COMPANY_CLOSINGS, random.int(0, 2)));
  return sentences.join(' ');
}

export interface CompanyBuildInput {
  id: string;
  name: string;
  slug: string;
  description: string;
  sectorKey: SectorKey;
  place: Place;
  now: Date;
  verified: boolean;
  withLogo: boolean;
  /** Fixed street address (demo logins); otherwise one of the place's streets. */
  address?: string;
  zip?: string;
  coordinates?: { latitude: number; longitude: number };
}

/** Spreads companies by up to 4 km in big cities and 1.5 km in small towns, so their markers do not stack. */
function jitterRadiusKm(place: Place): number {
  return place.population > 500_000 ? 4 : place.population > 100_000 ? 2.5 : 1.5;
}

export function buildCompany(random: Random, input: CompanyBuildInput): CompanyRow {
  const { place } = input;
  const coordinates = input.coordinates ?? jitterCoordinates(random, place.latitude, place.longitude, jitterRadiusKm(place));
  const createdAt = addDays(input.now, -random.int(200, 1500));
  const updatedAt = new Date(createdAt.getTime() + random.next() * (input.now.getTime() - createdAt.getTime()));
  const domain = domainFor(input.slug);
  return {
    id: input.id,
    name: input.name,
    slug: input.slug,
    description: input.description,
    sectorKey: input.sectorKey,
    address: input.address ?? streetAddress(random, place.streets),
    zip: input.zip ?? place.zip,
    city: place.name,
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
    logoUrl: input.withLogo ? logoDataUrl(input.name, findSector(input.sectorKey).color) : null,
    featuredImageUrl: null,
    images: [],
    verified: input.verified,
    website: `https://www.${domain}`,
    phone: null,
    contactEmail: `kontakt@${domain}`,
    regionSlug: place.state ? getBundesland(place.state).slug : null,
    createdAt,
    updatedAt,
  };
}

const TYPE_LABELS = new Map<string, string>(INTERNSHIP_TYPES.map((type) => [type.key, type.label]));
const MIN_WEEKS = new Map<string, number>(DURATIONS.map((duration) => [duration.key, duration.minWeeks]));

type PraktikumTypeKey = Exclude<InternshipTypeKey, 'ausbildung'>;

/** Pupils' internships are about a trade ("Schülerpraktikum Kfz-Mechatroniker"), students' ones about a field. */
const PUPIL_TYPES: ReadonlySet<PraktikumTypeKey> = new Set(['schuelerpraktikum', 'schnupperpraktikum', 'orientierungspraktikum']);

/**
 * How long each kind of internship plausibly lasts. Every duration of the catalogue appears in at least one list, and
 * each type draws from its own bag, so the seed covers all durations whatever the seed value.
 */
const DURATIONS_BY_TYPE: Record<PraktikumTypeKey, readonly DurationKey[]> = {
  schuelerpraktikum: ['1_woche', '2_wochen', '2_wochen', '3_4_wochen'],
  schnupperpraktikum: ['1_3_tage', '1_3_tage', '1_woche'],
  orientierungspraktikum: ['1_woche', '2_wochen', 'flexible'],
  ferienpraktikum: ['2_wochen', '3_4_wochen', 'flexible'],
  pflichtpraktikum: ['mehr_4_wochen', 'halb_ganzjaehrig', '3_4_wochen'],
  freiwilliges_praktikum: ['3_4_wochen', 'mehr_4_wochen', 'flexible'],
  praxissemester: ['halb_ganzjaehrig'],
};

/** Relative frequency of internship types: pupils' internships dominate the German market. */
const TYPE_WEIGHTS: ReadonlyArray<readonly [PraktikumTypeKey, number]> = [
  ['schuelerpraktikum', 4],
  ['pflichtpraktikum', 3],
  ['freiwilliges_praktikum', 2],
  ['orientierungspraktikum', 2],
  ['ferienpraktikum', 2],
  ['praxissemester', 2],
  ['schnupperpraktikum', 2],
];

const TAKEOVER_WEIGHTS: ReadonlyArray<readonly [TakeoverChanceKey, number]> = [
  ['sehr_gut', 3],
  ['gut', 4],
  ['möglich', 2],
  ['offen', 1],
  ['keine_angabe', 1],
];

/** Share of listings by status: mostly live, a few drafts and paused ones for the dashboard. */
const STATUS_WEIGHTS: ReadonlyArray<readonly [ListingStatus, number]> = [
  ['aktiv', 17],
  ['entwurf', 2],
  ['pausiert', 1],
];

function expand<T>(weights: ReadonlyArray<readonly [T, number]>): T[] {
  return weights.flatMap(([item, weight]) => Array.from({ length: weight }, () => item));
}

const DAUER_TEXT: Record<number, string> = { 24: 'zwei Jahre', 36: 'drei Jahre', 42: 'dreieinhalb Jahre' };
/** Dative for "nach drei Jahren". */
const DAUER_DATIV: Record<number, string> = { 24: 'zwei Jahren', 36: 'drei Jahren', 42: 'dreieinhalb Jahren' };

const ABSCHLUSS_TEXT: Record<string, string> = {
  'Kaufmann/-frau (IHK)': 'mit der Abschlussprüfung vor der Industrie- und Handelskammer',
  'Fachkraft (IHK)': 'mit der Abschlussprüfung vor der Industrie- und Handelskammer',
  'Geselle/Gesellin (HWK)': 'mit der Gesellenprüfung vor der Handwerkskammer',
  'Staatlich anerkannte Berufsausbildung': 'mit einer staatlich anerkannten Abschlussprüfung',
  Beamtenausbildung: 'mit der Laufbahnprüfung für den Beamtendienst',
  'Duales Studium (Bachelor)': 'mit dem Bachelorabschluss',
};

const TAKEOVER_BENEFIT: Partial<Record<TakeoverChanceKey, string>> = {
  sehr_gut: 'Sehr gute Übernahmechancen nach erfolgreichem Abschluss',
  gut: 'Gute Aussichten auf eine Übernahme nach der Ausbildung',
  möglich: 'Die Möglichkeit einer Übernahme nach der Ausbildung',
};

/** 105000 → "1.050": German thousands separator without relying on the ICU data of the running Node. */
function formatEuro(cents: number): string {
  const euros = Math.round(cents / 100);
  return euros >= 1000 ? `${Math.floor(euros / 1000)}.${String(euros % 1000).padStart(3, '0')}` : String(euros);
}

function withTitle(texts: { title: string; description: string }, title: string | undefined): { title: string; description: string } {
  return title ? { ...texts, title } : texts;
}

function bulletList(heading: string, items: readonly string[]): string {
  return `${heading}\n${items.map((item) => `- ${item}`).join('\n')}`;
}

export interface ListingOverrides {
  /** A fixed title, for the demo logins' listings that guides and browser tests refer to. */
  title?: string;
  isAusbildung?: boolean;
  typeKey?: PraktikumTypeKey;
  /** Name of an Ausbildungsberuf of the company's sector (Ausbildung places and pupils' internships). */
  beruf?: string;
  bereich?: string;
  status?: ListingStatus;
  expired?: boolean;
  ownPlace?: Place | null;
  ausbildungStart?: string;
}

export interface ListingFactoryOptions {
  seed: number | string;
  now: Date;
  random: Random;
  /** Namespace of the deterministic ids, so demo and synthetic listings never share one. */
  idNamespace: string;
  /** Where a listing with its own address (a branch) is; called for about a third of listings. */
  pickBranchPlace: (company: CompanyRow) => Place;
}

export interface ListingFactory {
  build(company: CompanyRow, key: string | number, overrides?: ListingOverrides): ListingRow;
}

/**
 * Builds listings with realistic German titles and descriptions. Bags (shuffled rounds) rather than independent
 * draws choose types, durations, start options and takeover chances, so every catalogue value appears once enough
 * listings exist, whatever the seed.
 */
export function createListingFactory(options: ListingFactoryOptions): ListingFactory {
  const { random, now } = options;
  const nextType = createBag(random, expand(TYPE_WEIGHTS));
  const durationBags = new Map<PraktikumTypeKey, () => DurationKey>(
    (Object.keys(DURATIONS_BY_TYPE) as PraktikumTypeKey[]).map((type) => [type, createBag(random, DURATIONS_BY_TYPE[type])]),
  );
  // Companies advertise the starts of the next two Ausbildung years, the ones the search offers.
  const nextStart = createBag(random, ausbildungStartValues(now));
  const nextTakeover = createBag(random, expand(TAKEOVER_WEIGHTS));
  const nextStatus = createBag(random, expand(STATUS_WEIGHTS));
  const nextExpired = createBag(random, [true, ...Array.from({ length: 19 }, () => false)]);
  const nextOwnAddress = createBag(random, [true, false, false]);

  function validity(expired: boolean): { validFrom: Date; validTo: Date } {
    if (expired) {
      const validTo = addDays(now, -random.int(1, 60));
      return { validFrom: addDays(validTo, -random.int(30, 180)), validTo };
    }
    // A tenth opens only in the coming weeks, so "valid from" filters and sorting have something to show.
    const opensLater = random.chance(0.1);
    const validFrom = opensLater ? addDays(now, random.int(1, 30)) : addDays(now, -random.int(0, 150));
    return { validFrom, validTo: addDays(opensLater ? validFrom : now, random.int(14, 300)) };
  }

  function timestamps(validFrom: Date): { createdAt: Date; updatedAt: Date } {
    const created = Math.min(now.getTime() - random.int(0, 10) * DAY_MS, validFrom.getTime() - random.int(0, 14) * DAY_MS);
    const createdAt = new Date(created - random.int(0, DAY_MS / 1000 - 1) * 1000);
    const updatedAt = new Date(createdAt.getTime() + random.next() * (now.getTime() - createdAt.getTime()));
    return { createdAt, updatedAt };
  }

  function skills(sectorKey: SectorKey): string[] {
    const count = random.int(2, 6);
    const fromSector = random.sample(SECTOR_CONTENT[sectorKey].skills, Math.min(count, random.int(1, 4)));
    const soft = random.sample(
      SOFT_SKILLS.filter((skill) => !fromSector.includes(skill)),
      count - fromSector.length,
    );
    return [...fromSector, ...soft];
  }

  function findBeruf(sectorKey: SectorKey, name: string | undefined, allowDual: boolean): Ausbildungsberuf {
    const berufe = SECTOR_CONTENT[sectorKey].ausbildungen.filter((beruf) => allowDual || !beruf.dualesStudium);
    return (name ? berufe.find((beruf) => beruf.name === name) : undefined) ?? random.pick(berufe);
  }

  function ausbildungTexts(
    company: CompanyRow,
    city: string,
    beruf: Ausbildungsberuf,
    start: string,
    pay: number,
    takeover: TakeoverChanceKey,
  ) {
    const year = start.slice(0, 4);
    const title = beruf.dualesStudium
      ? random.pick([`Duales Studium ${beruf.name} (m/w/d)`, `${beruf.name} (m/w/d) – Duales Studium ${year}`])
      : random.pick([`Ausbildung ${beruf.zu} (m/w/d)`, `Ausbildung ${beruf.name} (m/w/d)`, `${beruf.name} (m/w/d) – Ausbildung ${year}`]);
    const content = SECTOR_CONTENT[company.sectorKey];
    const opening = beruf.dualesStudium
      ? `Zum ${formatYearMonth(start)} startet dein duales Studium ${beruf.name} bei uns in ${city}. ` +
        `Theoriephasen an der Hochschule wechseln sich mit Praxisphasen in unserem Team ab; nach ${DAUER_DATIV[beruf.dauerMonate]} ` +
        `schließt du ${ABSCHLUSS_TEXT[beruf.abschluss]} ab.`
      : `Zum ${formatYearMonth(start)} suchen wir dich für die Ausbildung ${beruf.zu} (m/w/d) in ${city}. ` +
        `Die Ausbildung dauert ${DAUER_TEXT[beruf.dauerMonate]} und endet ${ABSCHLUSS_TEXT[beruf.abschluss]}; ` +
        `den theoretischen Teil lernst du an der Berufsschule.`;
    const schooling = beruf.dualesStudium
      ? 'Abitur oder Fachhochschulreife'
      : random.pick([
          'Mindestens ein guter Hauptschulabschluss',
          'Ein guter mittlerer Schulabschluss',
          'Ein mittlerer Schulabschluss oder Abitur',
        ]);
    const benefits = [`Eine Ausbildungsvergütung von ${formatEuro(pay)} € brutto im Monat im ersten Jahr`];
    const takeoverBenefit = TAKEOVER_BENEFIT[takeover];
    if (takeoverBenefit) benefits.push(takeoverBenefit);
    benefits.push(...random.sample(AUSBILDUNG_BENEFITS, random.int(2, 3)));
    const description = [
      opening,
      bulletList('Aufgaben:', random.sample(content.aufgaben, random.int(3, 4))),
      bulletList('Anforderungen:', [schooling, ...random.sample(content.anforderungen, random.int(2, 3))]),
      bulletList('Wir bieten:', benefits),
    ].join('\n\n');
    return { title, description };
  }

  function praktikumTexts(
    company: CompanyRow,
    city: string,
    typeKey: PraktikumTypeKey,
    durationKey: DurationKey,
    overrides: ListingOverrides,
  ) {
    const content = SECTOR_CONTENT[company.sectorKey];
    const label = TYPE_LABELS.get(typeKey) ?? 'Praktikum';
    const durationLabel = DURATIONS.find((duration) => duration.key === durationKey)?.label ?? 'flexibel';
    let title: string;
    let opening: string;
    if (PUPIL_TYPES.has(typeKey)) {
      const beruf = findBeruf(company.sectorKey, overrides.beruf, false);
      const trade = beruf.short ?? beruf.name;
      title = random.pick([`${label} ${trade} (m/w/d)`, `${label} als ${trade} (m/w/d)`]);
      opening =
        typeKey === 'schuelerpraktikum'
          ? `Du gehst noch zur Schule und möchtest herausfinden, ob der Beruf ${beruf.name} zu dir passt? ` +
            `Während deines Schülerpraktikums bei uns in ${city} schaust du unseren Fachleuten über die Schulter und packst selbst mit an.`
          : typeKey === 'schnupperpraktikum'
            ? `In unserem Schnupperpraktikum lernst du in kurzer Zeit den Berufsalltag als ${trade} kennen – ideal, wenn du dich noch orientierst.`
            : `Du weißt noch nicht genau, welcher Beruf zu dir passt? Im Orientierungspraktikum bei uns in ${city} ` +
              `bekommst du einen ehrlichen Einblick in den Alltag als ${trade}.`;
    } else {
      const bereich = overrides.bereich ?? random.pick(content.praktikumBereiche);
      title = random.pick([`${label} ${bereich} (m/w/d)`, `${label} im Bereich ${bereich} (m/w/d)`]);
      if (typeKey === 'freiwilliges_praktikum' && random.chance(0.5)) title = `Praktikum ${bereich} (m/w/d)`;
      opening =
        typeKey === 'ferienpraktikum'
          ? `Sinnvoll die Ferien nutzen: In unserem Ferienpraktikum im Bereich ${bereich} sammelst du erste Berufserfahrung und lernst unser Team in ${city} kennen.`
          : typeKey === 'pflichtpraktikum'
            ? `Für dein Studium oder deine schulische Ausbildung brauchst du ein Pflichtpraktikum? Bei uns in ${city} arbeitest du im Bereich ${bereich} an echten Aufgaben mit und hast eine feste Ansprechperson.`
            : typeKey === 'praxissemester'
              ? `Im Praxissemester wendest du dein Wissen aus dem Studium im Bereich ${bereich} an; gern betreuen wir im Anschluss auch deine Abschlussarbeit.`
              : `Du möchtest praktische Erfahrung im Bereich ${bereich} sammeln? In unserem Praktikum in ${city} übernimmst du vom ersten Tag an eigene Aufgaben.`;
      const sentence = content.bereichSentences?.[bereich];
      if (sentence) opening = `${opening} ${sentence}`;
    }
    const requirement = PUPIL_TYPES.has(typeKey)
      ? 'Du besuchst mindestens die 8. Klasse einer allgemeinbildenden Schule'
      : typeKey === 'ferienpraktikum'
        ? 'Du bist mindestens 15 Jahre alt und hast in den Ferien Zeit'
        : 'Ein laufendes Studium oder eine schulische Ausbildung mit passendem Schwerpunkt';
    const benefits: string[] = random.sample(PRAKTIKUM_BENEFITS, random.int(2, 3));
    if (!PUPIL_TYPES.has(typeKey) && typeKey !== 'ferienpraktikum') benefits.unshift('Eine faire Praktikumsvergütung');
    const description = [
      `${opening} Dauer: ${durationLabel}.`,
      bulletList('Aufgaben:', random.sample(content.aufgaben, random.int(3, 4))),
      bulletList('Anforderungen:', [requirement, ...random.sample(content.anforderungen, random.int(1, 2))]),
      bulletList('Wir bieten:', benefits),
    ].join('\n\n');
    return { title, description };
  }

  function build(company: CompanyRow, key: string | number, overrides: ListingOverrides = {}): ListingRow {
    const isAusbildung = overrides.isAusbildung ?? random.chance(0.4);
    const expired = overrides.expired ?? nextExpired();
    const drawnStatus = overrides.status ?? nextStatus();
    // Half of the listings past their end date were already switched to "abgelaufen"; the rest still say "aktiv",
    // which keeps the public valid_to filter honest.
    const status: ListingStatus = expired && overrides.status === undefined && random.chance(0.5) ? 'abgelaufen' : drawnStatus;
    const { validFrom, validTo } = validity(expired);
    const { createdAt, updatedAt } = timestamps(validFrom);
    const ownPlace = overrides.ownPlace !== undefined ? overrides.ownPlace : nextOwnAddress() ? options.pickBranchPlace(company) : null;
    const ownCoordinates = ownPlace ? jitterCoordinates(random, ownPlace.latitude, ownPlace.longitude, 2) : null;
    const domain = company.slug ? domainFor(company.slug) : 'praxisnah.example';
    // The text names the place the trainee will actually work: the branch if there is one.
    const city = ownPlace?.name ?? company.city ?? 'der Region';
    const contact = random.chance(0.8) ? `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}` : null;
    const base = {
      id: stableUuid(options.seed, options.idNamespace, key),
      companyId: company.id,
      isAusbildung,
      status,
      address: ownPlace ? streetAddress(random, ownPlace.streets) : null,
      city: ownPlace ? ownPlace.name : null,
      zip: ownPlace ? ownPlace.zip : null,
      latitude: ownCoordinates ? ownCoordinates.latitude : null,
      longitude: ownCoordinates ? ownCoordinates.longitude : null,
      sectorKey: company.sectorKey,
      validFrom: toIsoDate(validFrom),
      validTo: toIsoDate(validTo),
      skills: skills(company.sectorKey),
      contactName: contact,
      contactEmail: random.chance(0.85) ? `${isAusbildung ? 'ausbildung' : 'praktikum'}@${domain}` : null,
      applicationUrl: random.chance(0.6) ? `https://www.${domain}/karriere` : null,
      createdAt,
      updatedAt,
    };
    if (isAusbildung) {
      const beruf = findBeruf(company.sectorKey, overrides.beruf, true);
      const start = overrides.ausbildungStart ?? nextStart();
      const takeover = nextTakeover();
      const [minPay, maxPay] = SECTOR_CONTENT[company.sectorKey].verguetungCent;
      const pay = Math.min(125000, Math.max(65000, Math.round(random.int(minPay, maxPay) / 500) * 500));
      return {
        ...base,
        ...withTitle(ausbildungTexts(company, city, beruf, start, pay, takeover), overrides.title),
        typeKey: AUSBILDUNG_TYPE_KEY,
        durationKey: null,
        minDurationWeeks: null,
        ausbildungStart: start,
        ausbildungDauer: beruf.dauerMonate,
        ausbildungsAbschluss: beruf.abschluss,
        vergütung1Jahr: pay,
        übernahmeChance: takeover,
      };
    }
    const typeKey = overrides.typeKey ?? nextType();
    const durationKey = durationBags.get(typeKey)?.() ?? 'flexible';
    return {
      ...base,
      ...withTitle(praktikumTexts(company, city, typeKey, durationKey, overrides), overrides.title),
      typeKey,
      durationKey,
      minDurationWeeks: MIN_WEEKS.get(durationKey) ?? 0,
      ausbildungStart: null,
      ausbildungDauer: null,
      ausbildungsAbschluss: null,
      vergütung1Jahr: null,
      übernahmeChance: null,
    };
  }

  return { build };
}
