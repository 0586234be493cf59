import { LISTING_SEARCHABLE_ATTRIBUTES } from '@praxisnah/read-models';
import { documentsPredateShape, type IndexSamples } from './index-shape';

const listing = {
  latitude: 50.94,
  geoCells: ['c5:1:2'],
  state: 'Nordrhein-Westfalen',
  ...Object.fromEntries(LISTING_SEARCHABLE_ATTRIBUTES.map((field) => [field, ['koch']])),
};
const today: IndexSamples = {
  listings: [listing, { ...listing, latitude: null, geoCells: [], state: null }],
  companies: [{ state: 'Bayern' }],
  events: [{ geoCells: ['c5:3:4'], state: null }],
};
const without = (document: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(document).filter(([key]) => key !== field));

describe('documentsPredateShape (npm start rebuilds the indexes when it holds)', () => {
  it("leaves today's documents alone, an unplaced listing and an event without a Land included", () => {
    expect(documentsPredateShape(today)).toBe(false);
  });

  it('rebuilds empty indexes', () => {
    expect(documentsPredateShape({ ...today, listings: [] })).toBe(true);
  });

  it('rebuilds listings without the Land their postcode lies in, or without grid cells or a search field', () => {
    expect(documentsPredateShape({ ...today, listings: [without(listing, 'state')] })).toBe(true);
    expect(documentsPredateShape({ ...today, listings: [without(listing, 'geoCells')] })).toBe(true);
    expect(documentsPredateShape({ ...today, listings: [without(listing, LISTING_SEARCHABLE_ATTRIBUTES[0]!)] })).toBe(true);
  });

  it('rebuilds events the events page could not find by place, and companies without their Land', () => {
    expect(documentsPredateShape({ ...today, events: [{ state: 'Bayern' }] })).toBe(true);
    expect(documentsPredateShape({ ...today, events: [{ geoCells: [] }] })).toBe(true);
    expect(documentsPredateShape({ ...today, companies: [{}] })).toBe(true);
  });

  it('rebuilds companies and events that still carry the dropped _geo field', () => {
    expect(documentsPredateShape({ ...today, companies: [{ state: null, _geo: { lat: 1, lng: 2 } }] })).toBe(true);
    expect(documentsPredateShape({ ...today, events: [{ geoCells: [], state: null, _geo: { lat: 1, lng: 2 } }] })).toBe(true);
  });
});
