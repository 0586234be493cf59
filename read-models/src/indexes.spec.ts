import type { CompanyView, EventView } from '@praxisnah/contracts';
import { toCompanyDocument, toEventDocument } from './documents';
import { INDEX_NAMES, INDEX_SETTINGS } from './indexes';

// A `_geo` field makes Meilisearch rebuild its geo index over every document of the index on each update: with
// 100,000 companies one changed company took 1.6 s, and every listing update queued behind it.
describe('read models without a Meilisearch geo index', () => {
  it.each(INDEX_NAMES)('the %s index neither filters nor sorts by _geo', (name) => {
    const settings = INDEX_SETTINGS[name] as {
      filterableAttributes?: (string | { attributePatterns: string[] })[];
      sortableAttributes?: string[];
    };
    const filterable = (settings.filterableAttributes ?? []).flatMap((entry) =>
      typeof entry === 'string' ? [entry] : entry.attributePatterns,
    );
    expect(filterable.length).toBeGreaterThan(0);
    expect([...filterable, ...(settings.sortableAttributes ?? [])]).not.toContain('_geo');
  });

  it('keeps the coordinates the map needs in company and event documents, without a _geo field', () => {
    const place = { latitude: 50.94, longitude: 6.96 };
    const company = toCompanyDocument({ ...place, internshipCount: 2, eventCount: 1, name: 'Muster GmbH' } as CompanyView, 3);
    const event = toEventDocument({ ...place, eventDate: '2026-12-01' } as EventView, 1);
    for (const document of [company, event]) {
      expect(document).toMatchObject(place);
      expect(document).not.toHaveProperty('_geo');
    }
  });
});

// No screen asks Meilisearch for facet values; with facet search on, every update of a company rebuilt the tables of
// its 100,000 ids and slugs (66 ms instead of 37 ms a batch), and the listings' next batch waited as long.
describe('read models without facet-search tables', () => {
  it.each(INDEX_NAMES)('the %s index builds none', (name) => {
    expect(INDEX_SETTINGS[name]).toMatchObject({ facetSearch: false });
  });
});
