import { MeilisearchApiError, MeilisearchRequestError } from 'meilisearch';
import { IndexNamespace } from '@praxisnah/read-models';
import type { MeiliReader } from '../../shared/search/meili-reader';
import { ListingIndexReader } from './listing-index.reader';
import type { RecentListingIds } from './recent-listing-ids';

const RECENT_ID = 'recent-1';

/** Meilisearch's answer for an id it does not hold. */
const notFound = () =>
  new MeilisearchApiError(new Response(null, { status: 404 }), {
    message: 'not found',
    code: 'document_not_found',
    type: 'invalid_request',
    link: '',
  });

interface Document {
  id: string;
  title: string;
  company?: { id: string };
}

/** A Meilisearch holding documents by id; `down` makes every call fail as an unreachable instance does. */
function index(documents: Record<string, Document>, down = false) {
  const unreachable = () => new MeilisearchRequestError('http://127.0.0.1:7701', new Error('ECONNREFUSED'));
  return {
    multiSearch: jest.fn(async ({ queries }: { queries: unknown[] }) => {
      if (down) throw unreachable();
      return { results: queries.map(() => ({ hits: Object.values(documents), totalHits: Object.keys(documents).length })) };
    }),
    getDocument: jest.fn(async (_uid: string, id: string) => {
      if (down) throw unreachable();
      const document = documents[id];
      if (!document) throw notFound();
      return document;
    }),
    fetchDocuments: jest.fn(async (_uid: string, ids: readonly string[]) => {
      if (down) throw unreachable();
      return ids.flatMap((id) => (documents[id] ? [documents[id]] : []));
    }),
  };
}

/** A company whose listings are all in the recent index (renamed: its listings there show the new name). */
const MOVED = 'moved-company';

function reader(recentDown: boolean) {
  const large = index({
    [RECENT_ID]: { id: RECENT_ID, title: 'Alt' },
    other: { id: 'other', title: 'Andere' },
    ofMoved: { id: 'ofMoved', title: 'Alter Name', company: { id: MOVED } },
    offlineOfMoved: { id: 'offlineOfMoved', title: 'Alter Name', company: { id: MOVED } },
  });
  const recent = index(
    {
      [RECENT_ID]: { id: RECENT_ID, title: 'Neu' },
      ofMoved: { id: 'ofMoved', title: 'Neuer Name', company: { id: MOVED } },
      // Public since the company's change: the large index does not hold it yet.
      newOfMoved: { id: 'newOfMoved', title: 'Neuer Name', company: { id: MOVED } },
      // A copy left behind of a company no longer recent: never shown.
      leftOver: { id: 'leftOver', title: 'Alt', company: { id: 'settled-company' } },
    },
    recentDown,
  );
  const ids = {
    current: () => [RECENT_ID],
    has: (id: string) => id === RECENT_ID,
    companies: () => [MOVED],
    hasCompany: (id: string) => id === MOVED,
  } as unknown as RecentListingIds;
  const listings = new ListingIndexReader(large as unknown as MeiliReader, recent as unknown as MeiliReader, ids, new IndexNamespace('t_'));
  return { listings, large, recent };
}

describe('ListingIndexReader', () => {
  it('reads a recent listing from the recent index', async () => {
    const { listings } = reader(false);
    await expect(listings.getDocument(RECENT_ID)).resolves.toMatchObject({ title: 'Neu' });
    await expect(listings.fetchDocuments([RECENT_ID, 'other'], ['id', 'title'])).resolves.toEqual([
      { id: 'other', title: 'Andere' },
      { id: RECENT_ID, title: 'Neu' },
    ]);
  });

  it('reads a listing of a company whose listings are all recent from the recent index, and none it no longer holds', async () => {
    const { listings } = reader(false);
    await expect(listings.getDocument('ofMoved')).resolves.toMatchObject({ title: 'Neuer Name' });
    await expect(listings.getDocument('offlineOfMoved')).rejects.toThrow('not found');
    await expect(listings.getDocument('newOfMoved')).resolves.toMatchObject({ title: 'Neuer Name' });
    await expect(listings.getDocument('leftOver')).rejects.toThrow('not found');
    await expect(
      listings.fetchDocuments(['other', 'ofMoved', 'offlineOfMoved', 'newOfMoved', 'leftOver'], ['id', 'title']),
    ).resolves.toEqual([
      { id: 'other', title: 'Andere' },
      { id: 'ofMoved', title: 'Neuer Name', company: { id: MOVED } },
      { id: 'newOfMoved', title: 'Neuer Name', company: { id: MOVED } },
    ]);
  });

  it('serves search, cards and the listing page from the large index while the recent index is unreachable', async () => {
    const { listings } = reader(true);
    const [result] = await listings.multiSearch([{ query: { indexUid: 't_listings', q: '', page: 1, hitsPerPage: 10 }, hits: 'ranked' }]);
    expect(result!.totalHits).toBe(4);
    await expect(listings.getDocument(RECENT_ID)).resolves.toMatchObject({ title: 'Alt' });
    await expect(listings.fetchDocuments([RECENT_ID, 'other'], ['id', 'title'])).resolves.toHaveLength(2);
    await expect(listings.getDocument('ofMoved')).resolves.toMatchObject({ title: 'Alter Name' });
  });

  it('answers "not found" for a recent listing the recent index no longer holds (just taken offline)', async () => {
    const { listings, recent } = reader(false);
    recent.getDocument.mockRejectedValueOnce(notFound());
    await expect(listings.getDocument(RECENT_ID)).rejects.toThrow('not found');
  });

  it('asks an index that knows no fields yet (no document has reached it) again without naming fields', async () => {
    const { listings, large } = reader(false);
    const noFieldsYet = new MeilisearchApiError(new Response(null, { status: 400 }), {
      message: 'Attribute `titleTerms` is not searchable. Available searchable attributes are: ``.',
      code: 'invalid_search_attributes_to_search_on',
      type: 'invalid_request',
      link: '',
    });
    large.multiSearch.mockRejectedValueOnce(noFieldsYet);
    const query = { indexUid: 't_listings', q: 'synkoch', attributesToSearchOn: ['titleTerms'], page: 1, hitsPerPage: 10 };
    const [result] = await listings.multiSearch([{ query, hits: 'ranked' }]);
    expect(result!.hits.length).toBeGreaterThan(0);
    const [asked, askedAgain] = large.multiSearch.mock.calls.map(([{ queries }]) => queries[0]);
    expect(asked).toHaveProperty('attributesToSearchOn', ['titleTerms']);
    expect(askedAgain).not.toHaveProperty('attributesToSearchOn');
    expect(askedAgain).toMatchObject({ q: 'synkoch' });
  });
});
