import type { MultiSearchQuery, MultiSearchResult, RecordAny } from 'meilisearch';
import { compareRanking, mergePage, mergeSearch, splitSearch, type ListingQuery } from './recent-merge';

/** A listing as Meilisearch ranks it for one query: matched words, then (sorted) its date, then placement. */
interface Listing {
  id: string;
  words: number;
  createdAtTs: number;
  placementRank: number;
  sector: string;
  company?: string;
}

const detailsOf = (listing: Listing) => ({
  words: { order: 0, matchingWords: listing.words, maxMatchingWords: 3, score: listing.words / 3 },
  'createdAtTs:desc': { order: 1, value: listing.createdAtTs },
  'placementRank:desc': { order: 2, value: listing.placementRank },
});

/** Meilisearch's order: the rules in turn; listings equal under every rule stay in the order they were indexed. */
const ranked = (listings: readonly Listing[]) =>
  [...listings].sort((a, b) => b.words - a.words || b.createdAtTs - a.createdAtTs || b.placementRank - a.placementRank);

/** One index answering the queries splitSearch builds: `id [NOT] IN [...]` filters, pages, counts and facets. */
function fakeIndex(listings: readonly Listing[]) {
  return (queries: readonly MultiSearchQuery[]): MultiSearchResult<RecordAny>[] =>
    queries.map((query) => {
      let matching = ranked(listings);
      for (const condition of (query.filter as string[] | undefined) ?? []) {
        // `id [NOT] IN [...]`, `company.id [NOT] IN [...]`, or alternatives joined by OR.
        const parts = condition.split(' OR ').map((part) => ({
          field: part.startsWith('company.id') ? ('company' as const) : ('id' as const),
          negated: part.includes(' NOT IN '),
          values: new Set([...part.matchAll(/"([^"]+)"/g)].map((match) => match[1]!)),
        }));
        matching = matching.filter((listing) => parts.some(({ field, negated, values }) => values.has(listing[field] ?? '') !== negated));
      }
      const paged = query.hitsPerPage !== undefined;
      const offset = paged ? ((query.page ?? 1) - 1) * query.hitsPerPage! : (query.offset ?? 0);
      const limit = paged ? query.hitsPerPage! : (query.limit ?? 20);
      const hits = matching
        .slice(offset, offset + limit)
        .map((listing) => ({ id: listing.id, ...(query.showRankingScoreDetails ? { _rankingScoreDetails: detailsOf(listing) } : {}) }));
      const sectors: Record<string, number> = {};
      for (const { sector } of matching) sectors[sector] = (sectors[sector] ?? 0) + 1;
      return {
        indexUid: 'listings',
        query: '',
        processingTimeMs: 0,
        hits,
        ...(paged ? { totalHits: matching.length } : { estimatedTotalHits: matching.length }),
        ...(query.facets ? { facetDistribution: { sector: sectors } } : {}),
      } as MultiSearchResult<RecordAny>;
    });
}

function listingsOf(count: number, seed: number, prefix: string): Listing[] {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${index}`,
    words: 1 + next(3),
    createdAtTs: 1000 + next(40),
    placementRank: next(2),
    sector: ['it', 'bau', 'pflege'][next(3)]!,
  }));
}

/** What the large and the recent index answer together, as the API merges it. */
function searchBoth(large: readonly Listing[], recent: readonly Listing[], queries: readonly ListingQuery[]) {
  const recentIds = recent.map(({ id }) => id);
  // The large index still holds older copies of some recent listings: the split must leave them out.
  const stale = recent.slice(0, 3).map((listing) => ({ ...listing, words: 3, createdAtTs: 2000 }));
  const split = splitSearch(queries, { ids: recentIds, companies: [] });
  return mergeSearch(split.plans, fakeIndex([...large, ...stale])(split.large), fakeIndex(recent)(split.recent));
}

describe('a search over the large and the recent listings index', () => {
  const large = listingsOf(120, 11, 'large-');
  const recent = listingsOf(9, 5, 'recent-');
  const everything = ranked([...large, ...recent]);
  const page = (page: number, hitsPerPage: number): ListingQuery => ({
    query: { indexUid: 'listings', q: 'x', page, hitsPerPage, facets: ['sector'] },
    hits: 'ranked',
  });

  it.each([1, 2, 3, 5, 13])('gives every page of %i as one index holding both would', (hitsPerPage) => {
    const pages = Math.ceil(everything.length / hitsPerPage) + 1;
    for (let number = 1; number <= pages; number++) {
      const [result] = searchBoth(large, recent, [page(number, hitsPerPage)]);
      const expected = everything.slice((number - 1) * hitsPerPage, number * hitsPerPage).map(({ id }) => id);
      expect(result!.hits.map(({ id }) => id as string)).toEqual(expected);
    }
  });

  it('gives pages asked by offset and limit as one index would, also with no words (placeholder search)', () => {
    for (const offset of [0, 3, 8, 9, 40, 125, 200]) {
      const [result] = searchBoth(large, recent, [{ query: { indexUid: 'listings', q: '', offset, limit: 10 }, hits: 'ranked' }]);
      expect(result!.hits.map(({ id }) => id as string)).toEqual(everything.slice(offset, offset + 10).map(({ id }) => id));
    }
  });

  it('answers a count-only query (no hits) with both indexes counted', () => {
    const [result] = searchBoth(large, recent, [{ query: { indexUid: 'listings', q: 'x', page: 1, hitsPerPage: 0 }, hits: 'ranked' }]);
    expect(result!.hits).toEqual([]);
    expect(result!.totalHits).toBe(everything.length);
  });

  it('counts each listing once, the recent copy instead of the large index’s older one', () => {
    const [result] = searchBoth(large, recent, [page(1, 10)]);
    const sectors: Record<string, number> = {};
    for (const { sector } of everything) sectors[sector] = (sectors[sector] ?? 0) + 1;
    expect(result!.totalHits).toBe(everything.length);
    expect(result!.facetDistribution).toEqual({ sector: sectors });
  });

  it('leaves the ranking details out of the hits it returns', () => {
    const [result] = searchBoth(large, recent, [page(2, 10)]);
    expect(result!.hits.every((hit) => !('_rankingScoreDetails' in hit))).toBe(true);
  });

  it('returns a set of hits (a map probe) from both, without ranking them', () => {
    const [result] = searchBoth(large, recent, [{ query: { indexUid: 'listings', q: 'x', limit: 1000 }, hits: 'any' }]);
    expect(result!.hits.map(({ id }) => id as string).sort()).toEqual(everything.map(({ id }) => id).sort());
    expect(result!.estimatedTotalHits).toBe(everything.length);
  });
});

describe('a search while a company’s listings are all in the recent index', () => {
  const others = listingsOf(90, 17, 'other-');
  const moved = listingsOf(40, 23, 'moved-').map((listing) => ({ ...listing, company: 'moved' }));
  // The large index still ranks the company's listings as they were before its change (more words matched).
  const stale = moved.map((listing) => ({ ...listing, words: 3, createdAtTs: 900 }));
  const changedAlone = listingsOf(3, 29, 'new-');
  const everything = ranked([...others, ...moved, ...changedAlone]);

  function searchBoth(queries: readonly ListingQuery[]) {
    const split = splitSearch(queries, { ids: changedAlone.map(({ id }) => id), companies: ['moved'] });
    return mergeSearch(split.plans, fakeIndex([...others, ...stale])(split.large), fakeIndex([...moved, ...changedAlone])(split.recent));
  }

  it.each([1, 7, 20])('gives every page of %i as one index holding the current listings would', (hitsPerPage) => {
    for (let number = 1; number <= Math.ceil(everything.length / hitsPerPage) + 1; number++) {
      const [result] = searchBoth([
        { query: { indexUid: 'listings', q: 'x', page: number, hitsPerPage, facets: ['sector'] }, hits: 'ranked' },
      ]);
      expect(result!.hits.map(({ id }) => id as string)).toEqual(
        everything.slice((number - 1) * hitsPerPage, number * hitsPerPage).map(({ id }) => id),
      );
      expect(result!.totalHits).toBe(everything.length);
    }
  });

  it('counts the company’s listings once, from the recent index', () => {
    const [result] = searchBoth([{ query: { indexUid: 'listings', q: 'x', limit: 1000 }, hits: 'any' }]);
    expect(result!.hits.map(({ id }) => id as string).sort()).toEqual(everything.map(({ id }) => id).sort());
  });
});

describe('a page merged across a batch applied between its two queries', () => {
  it('lists a listing found by both only once', () => {
    const details = (createdAtTs: number) => ({ _rankingScoreDetails: { 'createdAtTs:desc': { order: 0, value: createdAtTs } } });
    const large = [
      { id: 'a', ...details(9) },
      { id: 'b', ...details(8) },
      { id: 'b', ...details(8) },
      { id: 'c', ...details(7) },
    ];
    const page = mergePage<{ id: string }>(large, 0, [{ id: 'r', ...details(8.5) }], 0, 4);
    expect(page.map(({ id }) => id)).toEqual(['a', 'r', 'b', 'c']);
  });
});

describe('compareRanking', () => {
  const hit = (words: number, createdAtTs: number) => ({
    _rankingScoreDetails: detailsOf({ id: '', words, createdAtTs, placementRank: 0, sector: '' }),
  });

  const sorted = (rule: string, value: number | null) => ({ _rankingScoreDetails: { [rule]: { order: 0, value } } });

  it('orders an ascending sort, and puts a document without the field last in either direction', () => {
    expect(compareRanking(sorted('createdAtTs:asc', 1), sorted('createdAtTs:asc', 2))).toBeLessThan(0);
    expect(compareRanking(sorted('createdAtTs:asc', null), sorted('createdAtTs:asc', 2))).toBeGreaterThan(0);
    expect(compareRanking(sorted('createdAtTs:desc', 1), sorted('createdAtTs:desc', null))).toBeLessThan(0);
  });

  it('decides by the first rule that tells two hits apart, by score or by the sort direction', () => {
    expect(compareRanking(hit(3, 1), hit(2, 9))).toBeLessThan(0);
    expect(compareRanking(hit(2, 9), hit(2, 1))).toBeLessThan(0);
    expect(compareRanking(hit(2, 1), hit(2, 9))).toBeGreaterThan(0);
    expect(compareRanking(hit(2, 5), hit(2, 5))).toBe(0);
  });
});
