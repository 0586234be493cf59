import type { CompanyView } from '@praxisnah/contracts';
import { countCompanyFilters, EMPTY_COMPANY_FILTERS, filterCompanies } from './filter-companies';

function company(overrides: Partial<CompanyView>): CompanyView {
  return {
    id: 'id',
    name: 'Firma',
    slug: 'firma',
    description: null,
    address: null,
    zip: null,
    city: null,
    state: null,
    sector: null,
    sectorId: null,
    latitude: null,
    longitude: null,
    lat: null,
    lon: null,
    logoUrl: null,
    featuredImageUrl: null,
    images: [],
    verified: false,
    website: null,
    internshipCount: 0,
    eventCount: 0,
    activeInternshipCount: 0,
    activeAusbildungCount: 0,
    upcomingEventCount: 0,
    ...overrides,
  };
}

const koeln = company({
  id: 'k',
  name: 'Rhein Logistik',
  city: 'Köln',
  state: 'Nordrhein-Westfalen',
  lat: 50.9375,
  lon: 6.9603,
  sectorId: 12,
  internshipCount: 2,
  eventCount: 1,
});
const bonn = company({
  id: 'b',
  name: 'Bonner Bau',
  city: 'Bonn',
  state: 'Nordrhein-Westfalen',
  description: 'Wir bauen Brücken',
  lat: 50.7374,
  lon: 7.0982,
  sectorId: 2,
  internshipCount: 5,
});
const berlin = company({
  id: 'x',
  name: 'Spree Digital',
  city: 'Berlin',
  state: 'Berlin',
  lat: 52.52,
  lon: 13.405,
  sectorId: 1,
  internshipCount: 1,
  eventCount: 9,
});
const nowhere = company({ id: 'n', name: 'Ohne Ort', sectorId: 1, internshipCount: 20 });
const all = [koeln, bonn, berlin, nowhere];

describe('filterCompanies (product.md section 5)', () => {
  it('orders by internshipCount + eventCount descending', () => {
    expect(filterCompanies(all, EMPTY_COMPANY_FILTERS, []).map((item) => item.id)).toEqual(['n', 'x', 'b', 'k']);
  });

  it('puts favourites first', () => {
    expect(filterCompanies(all, EMPTY_COMPANY_FILTERS, ['k']).map((item) => item.id)).toEqual(['k', 'n', 'x', 'b']);
  });

  it('matches text case-insensitively on name, description or city', () => {
    expect(filterCompanies(all, { ...EMPTY_COMPANY_FILTERS, text: 'BRÜCKEN' }, []).map((item) => item.id)).toEqual(['b']);
    expect(filterCompanies(all, { ...EMPTY_COMPANY_FILTERS, text: 'köln' }, []).map((item) => item.id)).toEqual(['k']);
    expect(filterCompanies(all, { ...EMPTY_COMPANY_FILTERS, text: 'spree' }, []).map((item) => item.id)).toEqual(['x']);
  });

  it('filters by sectorId', () => {
    expect(filterCompanies(all, { ...EMPTY_COMPANY_FILTERS, sectorId: '1' }, []).map((item) => item.id)).toEqual(['n', 'x']);
  });

  it('keeps companies within the great-circle radius and drops those without coordinates', () => {
    const location = { address: 'Köln', latitude: 50.9375, longitude: 6.9603, radius: 25 };
    expect(filterCompanies(all, { ...EMPTY_COMPANY_FILTERS, location }, []).map((item) => item.id)).toEqual(['b', 'k']);
    expect(filterCompanies(all, { ...EMPTY_COMPANY_FILTERS, location: { ...location, radius: 10 } }, []).map((item) => item.id)).toEqual([
      'k',
    ]);
  });

  it('keeps the companies whose postcode lies in a Land chosen whole, however far from its centre', () => {
    const location = { address: 'Nordrhein-Westfalen', radius: 25, area: 'federalState' as const };
    expect(filterCompanies(all, { ...EMPTY_COMPANY_FILTERS, location }, []).map((item) => item.id)).toEqual(['b', 'k']);
  });

  it('counts active filters for the reset button', () => {
    expect(countCompanyFilters(EMPTY_COMPANY_FILTERS)).toBe(0);
    expect(countCompanyFilters({ text: 'a', sectorId: '2', location: { address: 'Köln', radius: 25 } })).toBe(3);
  });
});
