import { EVENT_HIGHLIGHTS, SECTOR_KEYS, type EventHighlightKey, type SectorKey } from '../../contracts/src/catalog';
import { SECTOR_CONTENT } from './german-content';
import { BUNDESLAENDER, GERMAN_CITIES, getCity, jitterCoordinates, nearestCities, streetAddress, type GermanCity } from './german-cities';
import { createBag, createRandom, stableUuid, type Random } from './random';
import {
  addDays,
  buildCompany,
  chooseCompanyName,
  createListingFactory,
  describeCompany,
  domainFor,
  slugify,
  toIsoDate,
  type ListingOverrides,
} from './row-builders';
import type { CompanyRow, DemoData, EventRow, ListingRow, RegionRow, UserRow } from './seed-types';

export const DEMO_SEED = 20261122;

/** The published demo logins (README, login page hint); the e2e journeys sign in with them. */
export const DEMO_LOGINS = {
  company: { email: 'firma@demo.example', password: 'demo-passwort' },
  secondCompany: { email: 'firma2@demo.example', password: 'demo-passwort' },
  admin: { email: 'admin@demo.example', password: 'admin-passwort' },
  regionalManager: { email: 'region@demo.example', password: 'demo-passwort' },
} as const;

export const DEMO_COMPANY_SLUG = 'demo-werkstatt-gmbh';
export const SECOND_DEMO_COMPANY_SLUG = 'zweite-demo-gmbh';
export const REGIONAL_MANAGER_REGION_SLUG = 'nordrhein-westfalen';

const GENERATED_COMPANY_COUNT = 70;
const TARGET_LISTING_COUNT = 480;

/** One region per Bundesland, in Bundesland order (which fixes their serial ids on a fresh database). */
export function buildRegions(): RegionRow[] {
  return BUNDESLAENDER.map((state) => ({
    slug: state.slug,
    name: state.name,
    state: state.code,
    latitude: state.latitude,
    longitude: state.longitude,
    radiusKm: state.radiusKm,
  }));
}

/**
 * Chooses company cities: one per Bundesland first (every state shows up on the map), then distinct cities weighted
 * by population until `distinct` cities are used, then any city weighted by population (big cities get more).
 */
function planCompanyCities(random: Random, count: number, distinct: number): GermanCity[] {
  const plan: GermanCity[] = [];
  for (const state of random.shuffle(BUNDESLAENDER)) {
    plan.push(random.pick(GERMAN_CITIES.filter((city) => city.state === state.code)));
  }
  const weight = (city: GermanCity) => Math.sqrt(city.population);
  while (plan.length < Math.min(distinct, GERMAN_CITIES.length)) {
    const unused = GERMAN_CITIES.filter((city) => !plan.includes(city));
    plan.push(random.pickWeighted(unused, weight));
  }
  while (plan.length < count) plan.push(random.pickWeighted(GERMAN_CITIES, weight));
  return random.shuffle(plan).slice(0, count);
}

function buildFixedCompanies(seed: number, random: Random, now: Date): CompanyRow[] {
  const demo = buildCompany(random, {
    id: stableUuid(seed, 'company', DEMO_COMPANY_SLUG),
    name: 'Demo Werkstatt GmbH',
    slug: DEMO_COMPANY_SLUG,
    description:
      'Die Demo Werkstatt GmbH ist eine Kfz-Meisterwerkstatt in Köln-Ehrenfeld. Wir warten und reparieren Fahrzeuge aller Marken ' +
      'und rüsten Elektro- und Hybridautos fachgerecht um. Jedes Jahr bilden wir Kfz-Mechatronikerinnen und Kfz-Mechatroniker aus ' +
      'und bieten Praktika für Schülerinnen, Schüler und Studierende an.',
    sectorKey: 'bau_handwerk',
    place: getCity('Köln'),
    now,
    verified: true,
    withLogo: true,
    address: 'Venloer Straße 241',
    zip: '50823',
    coordinates: { latitude: 50.9484, longitude: 6.9198 },
  });
  const second = buildCompany(random, {
    id: stableUuid(seed, 'company', SECOND_DEMO_COMPANY_SLUG),
    name: 'Zweite Demo GmbH',
    slug: SECOND_DEMO_COMPANY_SLUG,
    description:
      'Die Zweite Demo GmbH ist ein Logistikdienstleister mit Lager- und Umschlagzentrum in Hamburg. Für Kunden aus Handel und ' +
      'Industrie lagern, kommissionieren und versenden wir Waren in ganz Norddeutschland. Dieser zweite Demo-Zugang zeigt, dass ' +
      'Unternehmen nur ihre eigenen Angebote sehen und bearbeiten können.',
    sectorKey: 'transport_logistik',
    place: getCity('Hamburg'),
    now,
    verified: false,
    withLogo: false,
    address: 'Spitalerstraße 22',
  });
  return [demo, second];
}

function buildGeneratedCompanies(seed: number, random: Random, now: Date, taken: Set<string>): CompanyRow[] {
  const nextSector = createBag(random, SECTOR_KEYS);
  const nextVerified = createBag(random, [true, true, true, true, true, true, true, false, false, false]);
  const nextLogo = createBag(random, [true, true, true, false]);
  const cities = planCompanyCities(random, GENERATED_COMPANY_COUNT, 48);
  const slugs = new Set<string>([DEMO_COMPANY_SLUG, SECOND_DEMO_COMPANY_SLUG]);
  return cities.map((city) => {
    const sectorKey = nextSector();
    const choice = chooseCompanyName(random, sectorKey, city, taken);
    taken.add(choice.name);
    let slug = slugify(choice.name);
    if (slugs.has(slug)) slug = `${slug}-${slugify(city.name)}`;
    slugs.add(slug);
    return buildCompany(random, {
      id: stableUuid(seed, 'company', slug),
      name: choice.name,
      slug,
      description: describeCompany(random, choice, city),
      sectorKey,
      place: city,
      now,
      verified: nextVerified(),
      withLogo: nextLogo(),
    });
  });
}

/** Hand-picked listings of the demo logins, so the dashboard shows every kind and status right after sign-in. */
const DEMO_WERKSTATT_LISTINGS: readonly ListingOverrides[] = [
  {
    isAusbildung: true,
    beruf: 'Kfz-Mechatroniker',
    status: 'aktiv',
    expired: false,
    ownPlace: null,
    title: 'Ausbildung zum Kfz-Mechatroniker (m/w/d)',
  },
  { isAusbildung: true, beruf: 'Kfz-Mechatroniker', status: 'entwurf', expired: false },
  { isAusbildung: true, beruf: 'Karosserie- und Fahrzeugbaumechaniker', status: 'aktiv', expired: false },
  { isAusbildung: true, beruf: 'Fahrzeuglackierer', status: 'pausiert', expired: false },
  {
    isAusbildung: false,
    typeKey: 'schuelerpraktikum',
    beruf: 'Kfz-Mechatroniker',
    status: 'aktiv',
    expired: false,
    ownPlace: null,
    title: 'Schülerpraktikum Kfz-Mechatroniker (m/w/d)',
  },
  { isAusbildung: false, typeKey: 'ferienpraktikum', bereich: 'Kfz-Technik', status: 'aktiv', expired: false },
  {
    isAusbildung: false,
    typeKey: 'pflichtpraktikum',
    bereich: 'Kfz-Technik',
    status: 'aktiv',
    expired: false,
    ownPlace: getCity('Bonn'),
  },
  { isAusbildung: false, typeKey: 'schnupperpraktikum', beruf: 'Fahrzeuglackierer', status: 'aktiv', expired: false },
  { isAusbildung: false, typeKey: 'praxissemester', bereich: 'Bauleitung', status: 'entwurf', expired: false },
  { isAusbildung: false, typeKey: 'orientierungspraktikum', beruf: 'Kfz-Mechatroniker', status: 'aktiv', expired: true },
];

const SECOND_DEMO_LISTINGS: readonly ListingOverrides[] = [
  { isAusbildung: true, beruf: 'Fachkraft für Lagerlogistik', status: 'aktiv', expired: false },
  { isAusbildung: true, beruf: 'Kaufmann für Spedition und Logistikdienstleistung', status: 'aktiv', expired: false },
  { isAusbildung: false, typeKey: 'schuelerpraktikum', beruf: 'Fachkraft für Lagerlogistik', status: 'aktiv', expired: false },
  { isAusbildung: false, typeKey: 'pflichtpraktikum', bereich: 'Disposition', status: 'aktiv', expired: false },
];

function buildListings(seed: number, random: Random, now: Date, companies: CompanyRow[]): ListingRow[] {
  const factory = createListingFactory({
    seed,
    now,
    random,
    idNamespace: 'listing',
    // A branch opens in one of the six nearest cities of the table, or elsewhere in the same city.
    pickBranchPlace: (company) => {
      const home = getCity(company.city ?? 'Berlin');
      return random.chance(0.75) ? random.pick(nearestCities(home, 6)) : home;
    },
  });
  const [demo, second, ...others] = companies;
  if (!demo || !second) throw new Error('Die Demo-Unternehmen fehlen');
  const listings: ListingRow[] = [];
  const counters = new Map<string, number>();
  const add = (company: CompanyRow, overrides?: ListingOverrides) => {
    const index = counters.get(company.slug) ?? 0;
    counters.set(company.slug, index + 1);
    listings.push(factory.build(company, `${company.slug}:${index}`, overrides));
  };
  DEMO_WERKSTATT_LISTINGS.forEach((overrides) => add(demo, overrides));
  SECOND_DEMO_LISTINGS.forEach((overrides) => add(second, overrides));
  // Every company offers at least one internship and one Ausbildung place, which also guarantees both kinds in
  // every sector; the rest is spread by a per-company size so some employers are busy and others small.
  for (const company of others) {
    add(company, { isAusbildung: false });
    add(company, { isAusbildung: true });
  }
  const sizes = new Map(others.map((company) => [company.id, random.float(0.3, 3)]));
  while (listings.length < TARGET_LISTING_COUNT) {
    const company = random.pickWeighted(others, (candidate) => sizes.get(candidate.id) ?? 1);
    add(company, { isAusbildung: random.chance(0.36) });
  }
  return listings;
}

interface EventPlan {
  key: string;
  company: CompanyRow | null;
  city: GermanCity;
  dayOffset: number;
  title: string;
  description: string;
  location: string;
  /** Null: the event takes place at the company's address. */
  address: string | null;
  times: readonly [string, string];
  exhibitorCount: number;
  registration: 'none' | 'open' | 'almost-full' | 'full';
  maxParticipants?: number;
  sectorKeys: SectorKey[];
  highlightKeys: EventHighlightKey[];
}

function buildEvents(seed: number, random: Random, now: Date, companies: CompanyRow[]): EventRow[] {
  const [demo, second, ...others] = companies;
  if (!demo || !second) throw new Error('Die Demo-Unternehmen fehlen');
  const allHighlights = EVENT_HIGHLIGHTS.map((highlight) => highlight.key);
  const yearOf = (dayOffset: number) => addDays(now, dayOffset).getUTCFullYear();
  const companyCity = (company: CompanyRow) => getCity(company.city ?? 'Berlin');
  const plans: EventPlan[] = [
    {
      key: 'demo-tag-der-offenen-tuer',
      company: demo,
      city: getCity('Köln'),
      dayOffset: 21,
      title: 'Tag der offenen Tür in der Demo Werkstatt',
      description:
        'Wir öffnen unsere Werkstatttore: Schau unseren Kfz-Mechatronikerinnen und -Mechatronikern bei der Arbeit zu, probiere die ' +
        'Fahrzeugdiagnose selbst aus und sprich mit unseren Azubis über ihren Alltag. Eine Anmeldung ist nicht nötig.',
      location: 'Demo Werkstatt GmbH',
      address: null,
      times: ['10:00', '15:00'],
      exhibitorCount: 1,
      registration: 'none',
      sectorKeys: ['bau_handwerk'],
      highlightKeys: ['mitmachaktionen', 'bewerbungsmappen_check'],
    },
    {
      key: 'demo-schnuppertag',
      company: demo,
      city: getCity('Köln'),
      dayOffset: 35,
      title: 'Azubi-Schnuppertag Kfz-Technik',
      description:
        'Einen Tag lang Werkstattluft schnuppern: Du wechselst mit unseren Auszubildenden Reifen, liest Fehlerspeicher aus und lernst ' +
        'die Ausbildung zum Kfz-Mechatroniker (m/w/d) kennen. Die Plätze sind begrenzt.',
      location: 'Demo Werkstatt GmbH',
      address: null,
      times: ['09:00', '14:00'],
      exhibitorCount: 1,
      registration: 'full',
      maxParticipants: 12,
      sectorKeys: ['bau_handwerk'],
      highlightKeys: ['mitmachaktionen'],
    },
    {
      key: 'demo-infoabend',
      company: demo,
      city: getCity('Köln'),
      dayOffset: -30,
      title: 'Infoabend Ausbildung für Eltern und Jugendliche',
      description:
        'Wie läuft eine Ausbildung im Kfz-Handwerk ab, was verdient man und welche Wege stehen danach offen? ' +
        'An diesem Abend beantworten Ausbilder und Azubis alle Fragen von Jugendlichen und ihren Eltern.',
      location: 'Demo Werkstatt GmbH – Schulungsraum',
      address: null,
      times: ['17:30', '19:30'],
      exhibitorCount: 1,
      registration: 'open',
      maxParticipants: 40,
      sectorKeys: ['bau_handwerk'],
      highlightKeys: ['eltern_forum', 'vortraege'],
    },
    {
      key: 'zweite-demo-tag-der-offenen-tuer',
      company: second,
      city: getCity('Hamburg'),
      dayOffset: 14,
      title: 'Logistik zum Anfassen – Tag der offenen Tür',
      description:
        'Erlebe, wie ein modernes Logistikzentrum funktioniert: Führungen durch Lager und Disposition, Staplerfahren im ' +
        'Simulator und Gespräche mit unseren Auszubildenden.',
      location: 'Zweite Demo GmbH',
      address: null,
      times: ['10:00', '16:00'],
      exhibitorCount: 1,
      registration: 'none',
      sectorKeys: ['transport_logistik'],
      highlightKeys: ['mitmachaktionen', 'gewinnspiel'],
    },
  ];

  const fairCities = random.sample(
    GERMAN_CITIES.filter((city) => city.population > 250_000 && city.name !== 'Köln'),
    5,
  );
  fairCities.slice(0, 4).forEach((city, index) => {
    const dayOffset = index < 2 ? -random.int(20, 120) : random.int(10, 180);
    const exhibitorCount = random.int(40, 150);
    plans.push({
      key: `ausbildungsmesse-${slugify(city.name)}`,
      company: null,
      city,
      dayOffset,
      title: `Ausbildungsmesse ${city.name} ${yearOf(dayOffset)}`,
      description:
        `Die Ausbildungsmesse ${city.name} bringt Schülerinnen und Schüler mit Ausbildungsbetrieben, Hochschulen und Kammern ` +
        `aus der Region zusammen. Informiere dich an ${exhibitorCount} Ständen über Ausbildungsplätze, duale Studiengänge und Praktika. ` +
        `Der Eintritt ist frei.`,
      location: random.pick([`Stadthalle ${city.name}`, `Kongresszentrum ${city.name}`, `Messehalle ${city.name}`]),
      address: streetAddress(random, city.streets),
      times: random.pick([
        ['09:00', '15:00'],
        ['10:00', '16:00'],
      ] as const),
      exhibitorCount,
      registration: 'none',
      sectorKeys: random.sample(SECTOR_KEYS, random.int(6, 10)),
      highlightKeys: random.sample(allHighlights, random.int(3, 6)),
    });
  });
  const nightCity = fairCities[4] ?? getCity('Leipzig');
  plans.push({
    key: `nacht-der-ausbildung-${slugify(nightCity.name)}`,
    company: null,
    city: nightCity,
    dayOffset: random.int(20, 90),
    title: `Nacht der Ausbildung ${nightCity.name}`,
    description:
      `Einen Abend lang öffnen Betriebe in ${nightCity.name} ihre Türen. Mit kostenlosen Shuttlebussen fährst du von Betrieb zu ` +
      `Betrieb, probierst Berufe aus und kommst direkt mit Ausbildern ins Gespräch.`,
    location: `Teilnehmende Betriebe in ${nightCity.name}`,
    address: null,
    times: ['17:00', '22:00'],
    exhibitorCount: random.int(25, 60),
    registration: 'none',
    sectorKeys: random.sample(SECTOR_KEYS, random.int(5, 8)),
    highlightKeys: ['mitmachaktionen', 'speed_dating', 'gewinnspiel'],
  });

  const organisers = random.sample(others, 7);
  const infotagStates: Array<EventPlan['registration']> = ['full', 'almost-full', 'open'];
  organisers.slice(0, 3).forEach((company, index) => {
    const focus = SECTOR_CONTENT[company.sectorKey].eventFocus;
    const city = companyCity(company);
    plans.push({
      key: `berufsinfotag-${company.slug}`,
      company,
      city,
      dayOffset: index === 2 ? -random.int(10, 60) : random.int(7, 120),
      title: `Berufsinfotag ${focus} in ${city.name}`,
      description:
        `Beim Berufsinfotag ${focus} stellen Betriebe aus ${city.name} und Umgebung ihre Ausbildungsberufe vor. ` +
        `In kurzen Vorträgen und an Mitmachstationen erfährst du, wie der Arbeitsalltag aussieht und wie du dich bewirbst.`,
      location: `Berufsinformationszentrum ${city.name}`,
      address: streetAddress(random, city.streets),
      times: ['09:00', '13:00'],
      exhibitorCount: random.int(8, 30),
      registration: infotagStates[index] ?? 'open',
      sectorKeys: [company.sectorKey],
      highlightKeys: ['vortraege', 'bewerbungsmappen_check', ...random.sample(['bewerbungsfotos', 'duales_studium'] as const, 1)],
    });
  });
  const speedDater = organisers[3];
  if (speedDater) {
    const city = companyCity(speedDater);
    plans.push({
      key: `speed-dating-${speedDater.slug}`,
      company: speedDater,
      city,
      dayOffset: random.int(15, 60),
      title: `Azubi-Speed-Dating ${city.name}`,
      description:
        `Zehn Minuten, ein Gespräch, vielleicht dein Ausbildungsplatz: Beim Azubi-Speed-Dating in ${city.name} triffst du ` +
        `Personalverantwortliche ohne Anschreiben und Lebenslauf. Bring einfach dich selbst und deine Fragen mit.`,
      location: `Rathaus ${city.name} – Bürgersaal`,
      address: streetAddress(random, city.streets),
      times: ['14:00', '17:30'],
      exhibitorCount: random.int(10, 25),
      registration: 'full',
      sectorKeys: random.sample(SECTOR_KEYS, 4),
      highlightKeys: ['speed_dating', 'bewerbungsfotos'],
    });
  }
  organisers.slice(4, 7).forEach((company, index) => {
    const city = companyCity(company);
    plans.push({
      key: `tag-der-offenen-tuer-${company.slug}`,
      company,
      city,
      dayOffset: index === 0 ? -random.int(5, 90) : random.int(5, 150),
      title: `Tag der offenen Tür: ${company.name}`,
      description:
        `Lerne uns als Ausbildungsbetrieb in ${city.name} von innen kennen: Unsere Auszubildenden zeigen dir ihre Arbeitsplätze, ` +
        `und bei kleinen Aufgaben kannst du selbst ausprobieren, ob der Beruf zu dir passt.`,
      location: company.name,
      address: null,
      times: ['10:00', '14:00'],
      exhibitorCount: 1,
      registration: random.pick(['none', 'open'] as const),
      sectorKeys: [company.sectorKey],
      highlightKeys: random.sample(['mitmachaktionen', 'bewerbungsmappen_check', 'eltern_forum', 'gewinnspiel'] as const, random.int(1, 3)),
    });
  });

  // The first fair takes any highlight no other event shows, so every catalogue highlight appears somewhere.
  const used = new Set(plans.flatMap((plan) => plan.highlightKeys));
  const firstFair = plans.find((plan) => plan.key.startsWith('ausbildungsmesse-'));
  if (firstFair) firstFair.highlightKeys.push(...allHighlights.filter((key) => !used.has(key)));

  return plans.map((plan) => planToEvent(seed, random, now, plan));
}

function planToEvent(seed: number, random: Random, now: Date, plan: EventPlan): EventRow {
  const atCompany = plan.address === null && plan.company !== null && plan.location.startsWith(plan.company.name);
  const coordinates =
    atCompany && plan.company?.latitude != null && plan.company.longitude != null
      ? { latitude: plan.company.latitude, longitude: plan.company.longitude }
      : jitterCoordinates(random, plan.city.latitude, plan.city.longitude, 1.5);
  const domain = plan.company ? domainFor(plan.company.slug) : domainFor(slugify(plan.key));
  const registrationRequired = plan.registration !== 'none';
  const maxParticipants = registrationRequired ? (plan.maxParticipants ?? random.pick([20, 30, 40, 60, 80, 120])) : null;
  const registrationCount =
    maxParticipants === null
      ? 0
      : plan.registration === 'full'
        ? maxParticipants
        : plan.registration === 'almost-full'
          ? maxParticipants - random.int(1, 5)
          : random.int(0, Math.floor(maxParticipants * 0.6));
  const createdAt = addDays(now, Math.min(plan.dayOffset, 0) - random.int(20, 90));
  return {
    id: stableUuid(seed, 'event', plan.key),
    companyId: plan.company?.id ?? null,
    title: plan.title,
    description: plan.description,
    imageUrl: null,
    eventDate: toIsoDate(addDays(now, plan.dayOffset)),
    startTime: plan.times[0],
    endTime: plan.times[1],
    location: plan.location,
    address: atCompany ? (plan.company?.address ?? null) : plan.address,
    city: plan.city.name,
    zip: atCompany ? (plan.company?.zip ?? plan.city.zip) : plan.city.zip,
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
    exhibitorCount: plan.exhibitorCount,
    registrationRequired,
    maxParticipants,
    registrationCount,
    registrationUrl: registrationRequired ? `https://www.${domain}/anmeldung` : null,
    eventUrl: `https://www.${domain}/veranstaltungen`,
    sectorKeys: [...new Set(plan.sectorKeys)],
    highlightKeys: [...new Set(plan.highlightKeys)],
    createdAt,
    updatedAt: createdAt,
  };
}

function buildUsers(seed: number, now: Date, companies: CompanyRow[]): UserRow[] {
  const companyId = (slug: string) => {
    const company = companies.find((candidate) => candidate.slug === slug);
    if (!company) throw new Error(`Demo-Unternehmen ${slug} fehlt`);
    return company.id;
  };
  const user = (login: { email: string; password: string }, role: UserRow['role'], extra: Partial<UserRow>): UserRow => ({
    id: stableUuid(seed, 'user', login.email),
    email: login.email,
    password: login.password,
    role,
    companyId: null,
    regionSlug: null,
    emailVerifiedAt: addDays(now, -100),
    createdAt: addDays(now, -120),
    ...extra,
  });
  return [
    user(DEMO_LOGINS.company, 'company', { companyId: companyId(DEMO_COMPANY_SLUG) }),
    user(DEMO_LOGINS.secondCompany, 'company', { companyId: companyId(SECOND_DEMO_COMPANY_SLUG) }),
    user(DEMO_LOGINS.admin, 'admin', {}),
    user(DEMO_LOGINS.regionalManager, 'regional_manager', { regionSlug: REGIONAL_MANAGER_REGION_SLUG }),
  ];
}

/**
 * The demo data set: plain objects, no database. The same seed and `now` always give identical data; `now` anchors
 * validity periods and event dates so the set looks current whenever it is seeded.
 */
export function generateDemoData(seed: number = DEMO_SEED, now: Date = new Date()): DemoData {
  const random = createRandom(seed);
  const regions = buildRegions();
  const fixed = buildFixedCompanies(seed, random.fork('fixed-companies'), now);
  const taken = new Set(fixed.map((company) => company.name));
  const companies = [...fixed, ...buildGeneratedCompanies(seed, random.fork('companies'), now, taken)];
  const listings = buildListings(seed, random.fork('listings'), now, companies);
  const events = buildEvents(seed, random.fork('events'), now, companies);
  const users = buildUsers(seed, now, companies);
  return { seed, now, regions, companies, users, listings, events };
}
