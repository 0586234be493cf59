import { buildListingCard, buildListingDetail, type ListingCompanyRecord, type ListingRecord } from './listing-card';

const company: ListingCompanyRecord = {
  id: 'c1',
  name: 'Demo Werkstatt GmbH',
  slug: 'demo-werkstatt-gmbh',
  address: 'Hauptstraße 1',
  city: 'Köln',
  zip: '50667',
  latitude: 50.94,
  longitude: 6.96,
  highlighted: false,
};

const listing = (overrides: Partial<ListingRecord> = {}): ListingRecord => ({
  id: 'l1',
  companyId: 'c1',
  isAusbildung: false,
  status: 'aktiv',
  title: 'Praktikum Mechatronik (m/w/d)',
  description: 'Beschreibung',
  address: null,
  city: null,
  zip: null,
  latitude: null,
  longitude: null,
  sectorKey: 'it_kommunikation',
  typeKey: 'schuelerpraktikum',
  durationKey: '2_wochen',
  minDurationWeeks: 2,
  validFrom: null,
  validTo: null,
  skills: [],
  ausbildungStart: null,
  ausbildungDauer: null,
  ausbildungsAbschluss: null,
  verguetung1Jahr: null,
  uebernahmeChance: null,
  contactName: null,
  contactEmail: null,
  applicationUrl: null,
  version: 1,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

describe('buildListingCard', () => {
  it("falls back to the company's address and name when the listing has none", () => {
    const card = buildListingCard(listing(), company);
    expect(card).toMatchObject({
      address: 'Hauptstraße 1',
      city: 'Köln',
      zip: '50667',
      locationName: 'Demo Werkstatt GmbH',
      latitude: 50.94,
    });
  });

  it('uses its own place, named from the title plus the place', () => {
    const card = buildListingCard(listing({ city: 'Bonn', zip: '53111', latitude: 50.73, longitude: 7.1 }), company);
    expect(card).toMatchObject({ city: 'Bonn', locationName: 'Praktikum Mechatronik (m/w/d) – Bonn', latitude: 50.73 });
  });

  it('gives the card a teaser as its description and the detail the full text', () => {
    const description = 'Du lernst die Werkstatt kennen.\n\nAufgaben:\n- Reifen wechseln\n- Fehlerspeicher auslesen';
    const card = buildListingCard(listing({ description }), company);
    expect(card.description).toBe('Du lernst die Werkstatt kennen.');
    expect(buildListingDetail(listing({ description }), company).description).toBe(description);
  });

  it('carries the company as product.md section 3 names it, plus the slug for its profile link: no logo on a search card', () => {
    const card = buildListingCard(listing(), company);
    expect(Object.keys(card.company).sort()).toEqual(['address', 'city', 'id', 'name', 'slug', 'zip']);
    expect(card.company.name).toBe('Demo Werkstatt GmbH');
  });

  it('decodes the sector label and names the type', () => {
    const card = buildListingCard(listing(), company);
    expect(card.sector).toEqual({ key: 'it_kommunikation', label: 'IT & Kommunikation' });
    expect(card.type).toEqual({ key: 'schuelerpraktikum', label: 'Schülerpraktikum' });
  });
});
