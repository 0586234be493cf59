import type { OwnListing } from '@praxisnah/contracts';
import { filterOwnListings, sortByUpdated } from './filter-own';

// The messages module reads Vite's build-time environment; the defaults need none of it.
jest.mock('@/config/env', () => ({ env: { apiOrigin: '', isDevelopment: false } }));

const listing = (overrides: Partial<OwnListing>): OwnListing =>
  ({
    id: 'l1',
    title: 'Ausbildung Bäcker (m/w/d)',
    city: 'Köln',
    zip: '50823',
    address: 'Venloer Straße 12',
    status: 'aktiv',
    type: null,
    skills: ['Teamarbeit'],
    ausbildungsAbschluss: null,
    ausbildungStart: '2026-08',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  }) as OwnListing;

describe('dashboard filter', () => {
  const listings = [
    listing({ id: 'a' }),
    listing({ id: 'b', title: 'Schülerpraktikum Büro', city: 'Bonn', status: 'entwurf', updatedAt: '2026-01-03T10:00:00.000Z' }),
  ];

  it('matches every word, case-insensitively, across title, place, status and skills', () => {
    expect(filterOwnListings(listings, 'bäcker köln', 'alle').map((item) => item.id)).toEqual(['a']);
    expect(filterOwnListings(listings, 'ENTWURF', 'alle').map((item) => item.id)).toEqual(['b']);
    expect(filterOwnListings(listings, 'teamarbeit', 'alle')).toHaveLength(2);
    expect(filterOwnListings(listings, '', 'aktiv').map((item) => item.id)).toEqual(['a']);
  });

  it('puts the latest change first', () => {
    expect(sortByUpdated(listings).map((item) => item.id)).toEqual(['b', 'a']);
  });
});
