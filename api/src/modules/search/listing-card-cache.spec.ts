import { IndexNamespace, type ListingCardHit, type ListingHitRef } from '@praxisnah/read-models';
import type { MeiliReader } from '../../shared/search/meili-reader';
import type { AppConfig } from '../../shared/config/app-config';
import { ListingCardCache } from './listing-card-cache';
import { ListingIndexReader } from './listing-index.reader';
import { RecentListingIds } from './recent-listing-ids';

type Stored = ListingCardHit & { cardHash?: string };

function storedCard(id: string, title: string, cardHash?: string): Stored {
  return {
    id,
    title,
    summary: `Teaser zu ${title}`,
    address: null,
    city: 'Köln',
    zip: '50667',
    locationName: 'Werkstatt GmbH',
    company: { id: 'c1', name: 'Werkstatt GmbH', slug: 'werkstatt-gmbh', address: null, city: 'Köln', zip: '50667' },
    sector: { key: 'industrie_produktion', label: 'Industrie & Produktion' },
    type: { key: 'schuelerpraktikum', label: 'Schülerpraktikum' },
    duration: '2_wochen',
    minDurationWeeks: null,
    validFrom: null,
    validTo: null,
    skills: [],
    isAusbildung: false,
    ausbildungStart: null,
    ausbildungDauer: null,
    ausbildungsAbschluss: null,
    vergütung1Jahr: null,
    übernahmeChance: null,
    latitude: 50.94,
    longitude: 6.96,
    createdAt: '2026-11-01T10:00:00.000Z',
    highlighted: false,
    ...(cardHash === undefined ? {} : { cardHash }),
  };
}

/** The cache over an index held in a Map, counting the ids it is asked for. */
function setup(documents: Stored[]) {
  const index = new Map(documents.map((document) => [document.id, document]));
  const fetched: string[][] = [];
  const reader = {
    fetchDocuments: jest.fn(async (_uid: string, ids: readonly string[]) => {
      fetched.push([...ids]);
      return ids.flatMap((id) => (index.has(id) ? [index.get(id)!] : []));
    }),
  } as unknown as MeiliReader;
  const indexes = new IndexNamespace('test_');
  const listings = new ListingIndexReader(reader, null, new RecentListingIds({} as AppConfig, indexes), indexes);
  return { cache: new ListingCardCache(listings), index, fetched };
}

const hit = (document: Stored): ListingHitRef => ({
  id: document.id,
  cardHash: document.cardHash,
  latitude: document.latitude,
  longitude: document.longitude,
});
const asCard = (body: Buffer | undefined) => JSON.parse(`${body!.toString()}}`) as Record<string, unknown>;

describe('ListingCardCache', () => {
  it('serves a card it holds in the same state without asking Meilisearch again', async () => {
    const first = storedCard('a', 'Praktikum Tischlerei', 'h1');
    const { cache, fetched } = setup([first]);
    await cache.bodies([hit(first)]);
    const [body] = await cache.bodies([hit(first)]);
    expect(fetched).toEqual([['a']]);
    expect(asCard(body)).toMatchObject({ id: 'a', title: 'Praktikum Tischlerei', description: 'Teaser zu Praktikum Tischlerei' });
    expect(asCard(body)).not.toHaveProperty('summary');
    expect(asCard(body)).not.toHaveProperty('cardHash');
  });

  it('fetches the card again once the hit carries another hash', async () => {
    const first = storedCard('a', 'Praktikum Tischlerei', 'h1');
    const { cache, index, fetched } = setup([first]);
    await cache.bodies([hit(first)]);
    const edited = storedCard('a', 'Praktikum Zimmerei', 'h2');
    index.set('a', edited);
    const [body] = await cache.bodies([hit(edited)]);
    expect(asCard(body).title).toBe('Praktikum Zimmerei');
    expect(fetched).toEqual([['a'], ['a']]);
  });

  it('keeps the order of the hits and leaves out a listing the index no longer has', async () => {
    const a = storedCard('a', 'Praktikum A', 'ha');
    const b = storedCard('b', 'Praktikum B', 'hb');
    const { cache } = setup([a, b]);
    const bodies = await cache.bodies([hit(b), { ...hit(a), id: 'gone' }, hit(a)]);
    expect(bodies.map((body) => (body ? asCard(body).id : undefined))).toEqual(['b', undefined, 'a']);
  });

  it('serves documents without a hash but never trusts them from the cache', async () => {
    const legacy = storedCard('a', 'Praktikum ohne Hash');
    const { cache, fetched } = setup([legacy]);
    await cache.bodies([hit(legacy)]);
    const [body] = await cache.bodies([hit(legacy)]);
    expect(asCard(body).title).toBe('Praktikum ohne Hash');
    expect(fetched).toEqual([['a'], ['a']]);
  });
});
