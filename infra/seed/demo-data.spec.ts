import {
  ausbildungStartValues,
  DURATIONS,
  EVENT_HIGHLIGHTS,
  INTERNSHIP_TYPES,
  SECTOR_KEYS,
  TAKEOVER_CHANCE_KEYS,
  isSelectableInternshipType,
} from '../../contracts/src/catalog';
import { updateCompanySchema } from '../../contracts/src/companies/company.schema';
import { createEventSchema } from '../../contracts/src/events/event.schema';
import { createListingSchema } from '../../contracts/src/listings/listing.schema';
import { DEMO_COMPANY_SLUG, DEMO_LOGINS, SECOND_DEMO_COMPANY_SLUG, generateDemoData } from './demo-data';
import { BUNDESLAENDER, findCity } from './german-cities';
import { loadPostcodeRegister } from './german-places';
import type { CompanyRow, ListingRow } from './seed-types';

const NOW = new Date('2026-11-22T09:00:00Z');
const TODAY = '2026-11-22';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The CHECK constraints of the initial migration, repeated here so a violation fails without a database. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ZIP = /^\d{5}$/;
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const data = generateDemoData(undefined, NOW);
const companyById = new Map(data.companies.map((company) => [company.id, company]));
const internships = data.listings.filter((listing) => !listing.isAusbildung);
const ausbildungen = data.listings.filter((listing) => listing.isAusbildung);

function share(rows: readonly ListingRow[], predicate: (row: ListingRow) => boolean): number {
  return rows.filter(predicate).length / rows.length;
}

describe('generateDemoData: determinism', () => {
  it('returns identical data for the same seed and now', () => {
    expect(generateDemoData(undefined, NOW)).toEqual(data);
  });

  it('returns different data for another seed', () => {
    const other = generateDemoData(7, NOW);
    expect(other.listings.map((listing) => listing.id)).not.toEqual(data.listings.map((listing) => listing.id));
    expect(other.companies.slice(2).map((company) => company.name)).not.toEqual(data.companies.slice(2).map((company) => company.name));
  });

  it('uses unique version-4 shaped ids everywhere', () => {
    const ids = [...data.companies, ...data.listings, ...data.events, ...data.users].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});

describe('generateDemoData: other seeds', () => {
  it.each([1, 2, 3, 99, 123456])('keeps the coverage promises for seed %i', (seed) => {
    const other = generateDemoData(seed, NOW);
    const otherInternships = other.listings.filter((listing) => !listing.isAusbildung);
    const otherAusbildungen = other.listings.filter((listing) => listing.isAusbildung);
    expect(other.listings.length).toBeGreaterThanOrEqual(400);
    expect(new Set(other.companies.map((company) => company.city)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(otherInternships.map((listing) => listing.sectorKey)).size).toBe(SECTOR_KEYS.length);
    expect(new Set(otherAusbildungen.map((listing) => listing.sectorKey)).size).toBe(SECTOR_KEYS.length);
    expect(new Set(otherInternships.map((listing) => listing.durationKey)).size).toBe(DURATIONS.length);
    expect(new Set(otherInternships.map((listing) => listing.typeKey)).size).toBe(INTERNSHIP_TYPES.length - 1);
    expect(new Set(otherAusbildungen.map((listing) => listing.ausbildungStart))).toEqual(new Set(ausbildungStartValues(NOW)));
    expect(new Set(otherAusbildungen.map((listing) => listing.übernahmeChance))).toEqual(new Set(TAKEOVER_CHANCE_KEYS));
    for (const listing of other.listings) expect((listing.validFrom ?? '') <= (listing.validTo ?? '')).toBe(true);
    for (const company of other.companies) expect(company.slug).toMatch(SLUG);
  });
});

describe('generateDemoData: regions', () => {
  it('has one region per Bundesland', () => {
    expect(data.regions).toHaveLength(16);
    expect(new Set(data.regions.map((region) => region.state))).toEqual(new Set(BUNDESLAENDER.map((state) => state.code)));
    for (const region of data.regions) {
      expect(region.slug).toMatch(/^[a-z0-9-]+$/);
      expect(region.radiusKm).toBeGreaterThan(0);
    }
  });
});

describe('generateDemoData: companies', () => {
  it('has at least 60 companies over at least 40 cities, every one in the city table', () => {
    expect(data.companies.length).toBeGreaterThanOrEqual(60);
    expect(new Set(data.companies.map((company) => company.city)).size).toBeGreaterThanOrEqual(40);
    for (const company of data.companies) expect(findCity(company.city ?? '')).toBeDefined();
  });

  it('covers every sector and all 16 Bundesländer', () => {
    expect(new Set(data.companies.map((company) => company.sectorKey))).toEqual(new Set(SECTOR_KEYS));
    const states = new Set(data.companies.map((company) => findCity(company.city ?? '')?.state));
    expect(states.size).toBe(16);
  });

  it('contains the fixed demo companies', () => {
    const demo = data.companies.find((company) => company.slug === DEMO_COMPANY_SLUG);
    const second = data.companies.find((company) => company.slug === SECOND_DEMO_COMPANY_SLUG);
    expect(demo).toMatchObject({ name: 'Demo Werkstatt GmbH', city: 'Köln' });
    expect(second).toMatchObject({ name: 'Zweite Demo GmbH', city: 'Hamburg' });
  });

  it('satisfies the schema constraints and the contracts', () => {
    const register = loadPostcodeRegister();
    for (const company of data.companies) {
      expect(company.slug).toMatch(SLUG);
      expect(company.name.length).toBeGreaterThanOrEqual(2);
      expect(company.name.length).toBeLessThanOrEqual(160);
      expect(company.zip).toMatch(ZIP);
      expect(register[company.zip ?? '']).toContain(company.city);
      expect(company.website).toBe(`https://www.${company.slug}.example`);
      // Abbreviations such as "Dr. med." or "e.V." end with a dot but do not end a sentence.
      const text = (company.description ?? '').replace(/\b(Dr|med|e\.V|e\.K|Co|z\. B)\./g, '$1');
      const sentences = text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      const parsed = updateCompanySchema.safeParse(companyInput(company));
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });

  it('transliterates umlauts in slugs and keeps slugs unique', () => {
    expect(new Set(data.companies.map((company) => company.slug)).size).toBe(data.companies.length);
    const umlautCompany = data.companies.find((company) => /[äöüß]/i.test(company.name));
    expect(umlautCompany?.slug).toMatch(/ae|oe|ue|ss/);
  });

  it('gives companies distinct map positions', () => {
    const positions = new Set(data.companies.map((company) => `${company.latitude},${company.longitude}`));
    expect(positions.size).toBe(data.companies.length);
  });

  it('verifies about 70 % and leaves some without a logo', () => {
    const verified = data.companies.filter((company) => company.verified).length / data.companies.length;
    expect(verified).toBeGreaterThan(0.6);
    expect(verified).toBeLessThan(0.8);
    expect(data.companies.some((company) => company.logoUrl === null)).toBe(true);
    expect(data.companies.some((company) => company.logoUrl?.startsWith('data:image/svg+xml,'))).toBe(true);
  });
});

describe('generateDemoData: listings', () => {
  it('has at least 400 listings, about 60 % internships and 40 % Ausbildung', () => {
    expect(data.listings.length).toBeGreaterThanOrEqual(400);
    const ausbildungShare = ausbildungen.length / data.listings.length;
    expect(ausbildungShare).toBeGreaterThan(0.33);
    expect(ausbildungShare).toBeLessThan(0.47);
  });

  it('covers every sector with both internships and Ausbildung places', () => {
    expect(new Set(internships.map((listing) => listing.sectorKey))).toEqual(new Set(SECTOR_KEYS));
    expect(new Set(ausbildungen.map((listing) => listing.sectorKey))).toEqual(new Set(SECTOR_KEYS));
  });

  it('uses every selectable internship type for internships and the key ausbildung for Ausbildung places', () => {
    const selectable = INTERNSHIP_TYPES.filter(isSelectableInternshipType).map((type) => type.key);
    expect(new Set(internships.map((listing) => listing.typeKey))).toEqual(new Set(selectable));
    expect(new Set(ausbildungen.map((listing) => listing.typeKey))).toEqual(new Set(['ausbildung']));
  });

  it('uses every duration, every start option and every takeover chance', () => {
    expect(new Set(internships.map((listing) => listing.durationKey))).toEqual(new Set(DURATIONS.map((duration) => duration.key)));
    expect(new Set(ausbildungen.map((listing) => listing.ausbildungStart))).toEqual(new Set(ausbildungStartValues(NOW)));
    expect(new Set(ausbildungen.map((listing) => listing.übernahmeChance))).toEqual(new Set(TAKEOVER_CHANCE_KEYS));
  });

  it('writes German titles with (m/w/d) and structured descriptions', () => {
    for (const listing of data.listings) {
      expect(listing.title).toContain('(m/w/d)');
      expect(listing.title.length).toBeGreaterThanOrEqual(3);
      expect(listing.title.length).toBeLessThanOrEqual(160);
      expect(listing.description).toContain('Aufgaben:');
      expect(listing.description).toContain('Anforderungen:');
      expect(listing.description).toContain('Wir bieten:');
    }
    const titles = data.listings.map((listing) => listing.title);
    expect(titles.some((title) => title.startsWith('Schülerpraktikum '))).toBe(true);
    expect(titles.some((title) => title.startsWith('Ausbildung zur '))).toBe(true);
    expect(titles.some((title) => / \(m\/w\/d\) – Ausbildung \d{4}$/.test(title))).toBe(true);
  });

  it('fills the Ausbildung fields realistically and leaves them empty on internships', () => {
    for (const listing of ausbildungen) {
      expect(listing.ausbildungStart).toMatch(YEAR_MONTH);
      expect([24, 36, 42]).toContain(listing.ausbildungDauer);
      expect(listing.ausbildungsAbschluss).toBeTruthy();
      expect(listing.vergütung1Jahr).toBeGreaterThanOrEqual(65000);
      expect(listing.vergütung1Jahr).toBeLessThanOrEqual(125000);
      expect(listing.durationKey).toBeNull();
    }
    for (const listing of internships) {
      expect(listing.ausbildungStart).toBeNull();
      expect(listing.vergütung1Jahr).toBeNull();
      expect(listing.übernahmeChance).toBeNull();
      expect(listing.minDurationWeeks).toBe(DURATIONS.find((duration) => duration.key === listing.durationKey)?.minWeeks);
    }
  });

  it('has 2 to 6 distinct skills per listing', () => {
    for (const listing of data.listings) {
      expect(listing.skills.length).toBeGreaterThanOrEqual(2);
      expect(listing.skills.length).toBeLessThanOrEqual(6);
      expect(new Set(listing.skills).size).toBe(listing.skills.length);
    }
  });

  it('keeps most listings valid today, about 5 % past their end date, and mostly active', () => {
    for (const listing of data.listings) expect((listing.validFrom ?? '') <= (listing.validTo ?? '')).toBe(true);
    const expired = share(data.listings, (listing) => (listing.validTo ?? '') < TODAY);
    expect(expired).toBeGreaterThan(0.02);
    expect(expired).toBeLessThan(0.1);
    expect(share(data.listings, (listing) => listing.status === 'aktiv')).toBeGreaterThan(0.7);
    const statuses = new Set(data.listings.map((listing) => listing.status));
    expect(statuses).toContain('entwurf');
    expect(statuses).toContain('pausiert');
    for (const listing of data.listings) expect(listing.createdAt.getTime()).toBeLessThanOrEqual(listing.updatedAt.getTime());
    for (const listing of data.listings) expect(listing.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('gives about a third of listings an address of their own', () => {
    const own = share(data.listings, (listing) => listing.address !== null);
    expect(own).toBeGreaterThan(0.25);
    expect(own).toBeLessThan(0.42);
    for (const listing of data.listings) {
      const fields = [listing.address, listing.city, listing.zip, listing.latitude, listing.longitude];
      expect(fields.every((field) => field === null) || fields.every((field) => field !== null)).toBe(true);
      if (listing.zip !== null) expect(listing.zip).toMatch(ZIP);
    }
    const elsewhere = data.listings.filter((listing) => listing.city !== null && listing.city !== companyById.get(listing.companyId)?.city);
    expect(elsewhere.length).toBeGreaterThan(0);
  });

  it('passes the create-listing contract', () => {
    for (const listing of data.listings) {
      const parsed = createListingSchema.safeParse(listingInput(listing));
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });

  it('gives the demo company several listings of both kinds', () => {
    const demo = data.companies.find((company) => company.slug === DEMO_COMPANY_SLUG);
    const own = data.listings.filter((listing) => listing.companyId === demo?.id);
    expect(own.filter((listing) => listing.isAusbildung).length).toBeGreaterThanOrEqual(3);
    expect(own.filter((listing) => !listing.isAusbildung).length).toBeGreaterThanOrEqual(3);
    expect(own.map((listing) => listing.title)).toContain('Ausbildung zum Kfz-Mechatroniker (m/w/d)');
  });
});

describe('generateDemoData: events', () => {
  const past = data.events.filter((event) => event.eventDate < TODAY);
  const upcoming = data.events.filter((event) => event.eventDate >= TODAY);

  it('has at least 12 events, past and upcoming, some of them full', () => {
    expect(data.events.length).toBeGreaterThanOrEqual(12);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.length).toBeGreaterThanOrEqual(6);
    const full = data.events.filter((event) => event.maxParticipants !== null && event.registrationCount === event.maxParticipants);
    expect(full.length).toBeGreaterThanOrEqual(2);
    expect(upcoming.some((event) => event.maxParticipants !== null && event.maxParticipants - event.registrationCount <= 5)).toBe(true);
  });

  it('takes place in real cities with catalogue sectors and highlights', () => {
    const highlightKeys = EVENT_HIGHLIGHTS.map((highlight) => highlight.key);
    for (const event of data.events) {
      expect(findCity(event.city)).toBeDefined();
      expect(event.sectorKeys.length).toBeGreaterThan(0);
      for (const key of event.sectorKeys) expect(SECTOR_KEYS).toContain(key);
      for (const key of event.highlightKeys) expect(highlightKeys).toContain(key);
      expect(event.registrationCount).toBeLessThanOrEqual(event.maxParticipants ?? 0);
      const parsed = createEventSchema.safeParse({ ...event, imageUrl: event.imageUrl ?? undefined });
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
    expect(new Set(data.events.flatMap((event) => event.highlightKeys))).toEqual(new Set(highlightKeys));
    const titles = data.events.map((event) => event.title);
    expect(titles.some((title) => title.startsWith('Ausbildungsmesse '))).toBe(true);
    expect(titles.some((title) => title.startsWith('Berufsinfotag '))).toBe(true);
    expect(titles.some((title) => title.startsWith('Tag der offenen Tür'))).toBe(true);
  });

  it('gives the demo company at least two events', () => {
    const demo = data.companies.find((company) => company.slug === DEMO_COMPANY_SLUG);
    expect(data.events.filter((event) => event.companyId === demo?.id).length).toBeGreaterThanOrEqual(2);
  });
});

describe('generateDemoData: users', () => {
  it('contains the fixed, e-mail-verified logins', () => {
    const byEmail = new Map(data.users.map((user) => [user.email, user]));
    const demo = data.companies.find((company) => company.slug === DEMO_COMPANY_SLUG);
    const second = data.companies.find((company) => company.slug === SECOND_DEMO_COMPANY_SLUG);
    expect(byEmail.get(DEMO_LOGINS.company.email)).toMatchObject({ password: 'demo-passwort', role: 'company', companyId: demo?.id });
    expect(byEmail.get(DEMO_LOGINS.secondCompany.email)).toMatchObject({
      password: 'demo-passwort',
      role: 'company',
      companyId: second?.id,
    });
    expect(byEmail.get(DEMO_LOGINS.admin.email)).toMatchObject({ password: 'admin-passwort', role: 'admin', companyId: null });
    expect(byEmail.get(DEMO_LOGINS.regionalManager.email)).toMatchObject({
      password: 'demo-passwort',
      role: 'regional_manager',
      regionSlug: 'nordrhein-westfalen',
    });
    for (const user of data.users) expect(user.emailVerifiedAt).not.toBeNull();
  });
});

function companyInput(company: CompanyRow) {
  return {
    name: company.name,
    description: company.description,
    sector: company.sectorKey,
    address: company.address,
    zip: company.zip,
    city: company.city,
    latitude: company.latitude,
    longitude: company.longitude,
    website: company.website,
    phone: company.phone,
    contactEmail: company.contactEmail,
  };
}

function listingInput(listing: ListingRow) {
  return {
    title: listing.title,
    description: listing.description,
    isAusbildung: listing.isAusbildung,
    sector: listing.sectorKey,
    type: listing.typeKey,
    duration: listing.durationKey,
    minDurationWeeks: listing.minDurationWeeks,
    validFrom: listing.validFrom,
    validTo: listing.validTo,
    skills: listing.skills,
    address: listing.address,
    city: listing.city,
    zip: listing.zip,
    ausbildungStart: listing.ausbildungStart,
    ausbildungDauer: listing.ausbildungDauer,
    ausbildungsAbschluss: listing.ausbildungsAbschluss,
    vergütung1Jahr: listing.vergütung1Jahr,
    übernahmeChance: listing.übernahmeChance,
    contactName: listing.contactName,
    contactEmail: listing.contactEmail,
    applicationUrl: listing.applicationUrl,
    status: listing.status,
  };
}
