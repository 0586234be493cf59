import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ListingCard as ListingCardData } from '@praxisnah/contracts';
import { loadMessageOverrides } from '@/lib/load-message-overrides';
import { ListingCard } from './listing-card';

// The client's build-time environment is Vite's; here the overrides come from the mocked fetch below.
jest.mock('@/config/env', () => ({ env: { apiOrigin: '', isDevelopment: false } }));
// The card's buttons read the browser's cookies and share sheet; the labels do not depend on them.
jest.mock('@/features/favourites', () => ({ FavouriteButton: () => null }));
jest.mock('@/features/share', () => ({ ShareButton: () => null }));

const listing: ListingCardData = {
  id: 'l-1',
  title: 'Praktikum Webentwicklung',
  description: 'Du baust mit uns Webseiten.',
  address: null,
  city: 'Köln',
  zip: '50667',
  locationName: 'Köln',
  company: { id: 'c-1', name: 'Demo GmbH', slug: 'demo-gmbh', address: null, city: 'Köln', zip: '50667' },
  // As the search index stores it: the label with its HTML entity.
  sector: { key: 'it_kommunikation', label: 'IT &amp; Kommunikation' },
  type: { key: 'schuelerpraktikum', label: 'Schülerpraktikum' },
  duration: '2_wochen',
  minDurationWeeks: 2,
  validFrom: null,
  validTo: null,
  skills: [],
  isAusbildung: false,
  ausbildungStart: null,
  ausbildungDauer: null,
  ausbildungsAbschluss: null,
  vergütung1Jahr: null,
  übernahmeChance: null,
  latitude: null,
  longitude: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  highlighted: false,
};

const card = () => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ListingCard, { listing })));

async function loadOverrides(overrides: Record<string, string>) {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ overrides }));
  await loadMessageOverrides();
}

describe('an operator rewording the shared labels a listing card shows', () => {
  afterEach(async () => {
    await loadOverrides({});
    jest.restoreAllMocks();
  });

  it('shows the catalogue labels, and an admin override of sector, type and duration instead', async () => {
    const before = card();
    expect(before).toContain('IT &amp; Kommunikation');
    expect(before).toContain('Schülerpraktikum');
    expect(before).toContain('2 Wochen');

    await loadOverrides({
      'label.sector.it_kommunikation': 'Informatik',
      'label.internshipType.schuelerpraktikum': 'Praktikum für Schüler*innen',
      'label.duration.2_wochen': 'Zwei Wochen',
      'label.duration.1_woche': ' ',
    });

    const after = card();
    expect(after).toContain('Informatik');
    expect(after).not.toContain('Kommunikation');
    expect(after).toContain('Praktikum für Schüler*innen');
    expect(after).toContain('Zwei Wochen');
  });
});
