import type { MultiSearchQuery, MultiSearchResult, RankingScoreDetails, RecordAny } from 'meilisearch';

/**
 * One search asked of the large listings index and of the recent one (read-models/src/recent-listings.ts) and answered
 * as if there were one index: the large index leaves out every recent id, the recent one holds only those, so each
 * listing is counted once; counts and facet counts add up, and a page is merged in Meilisearch's own order.
 */

/** `ranked`: the hits form a page in the index's order; `any`: the hits are a set (ids and places for the map, a probe). */
export interface ListingQuery {
  query: MultiSearchQuery;
  hits: 'ranked' | 'any';
}

/** What was asked of each index for one query, to merge their answers. */
interface QueryPlan {
  hits: 'ranked' | 'any';
  /** Where the page starts and how long it is. */
  offset: number;
  limit: number;
  /** Position in the large index's answers of the query itself, and of the hits just before its page (if asked). */
  large: number;
  before: number | null;
  /** The first position `before` asked for. */
  beforeOffset: number;
  recent: number;
}

export interface SplitSearch {
  large: MultiSearchQuery[];
  recent: MultiSearchQuery[];
  plans: QueryPlan[];
}

type RankingDetail = { order: number; score?: number; value?: number | string | null };
type RankedHit = RecordAny & { _rankingScoreDetails?: RankingScoreDetails };
type Details = Record<string, RankingDetail | undefined>;

const idList = (ids: readonly string[]) => ids.map((id) => JSON.stringify(id)).join(', ');

function withCondition(filter: MultiSearchQuery['filter'], condition: string): MultiSearchQuery['filter'] {
  if (filter === undefined || filter === '') return [condition];
  return Array.isArray(filter) ? [...filter, condition] : [filter, condition];
}

function pageOf(query: MultiSearchQuery): { offset: number; limit: number } {
  if (query.hitsPerPage !== undefined) return { offset: ((query.page ?? 1) - 1) * query.hitsPerPage, limit: query.hitsPerPage };
  return { offset: query.offset ?? 0, limit: query.limit ?? 20 };
}

/** What searches take from the recent index: these listings, and every listing of these companies. */
export interface RecentSet {
  ids: readonly string[];
  companies: readonly string[];
}

/** The large index's condition that leaves the recent listings out, and the recent index's that keeps only them. */
function recentConditions({ ids, companies }: RecentSet): { notRecent: string[]; onlyRecent: string } {
  const notRecent: string[] = [];
  const onlyRecent: string[] = [];
  if (ids.length) {
    notRecent.push(`id NOT IN [${idList(ids)}]`);
    onlyRecent.push(`id IN [${idList(ids)}]`);
  }
  if (companies.length) {
    notRecent.push(`company.id NOT IN [${idList(companies)}]`);
    onlyRecent.push(`company.id IN [${idList(companies)}]`);
  }
  return { notRecent, onlyRecent: onlyRecent.join(' OR ') };
}

/**
 * The queries for both indexes. A page that starts at `offset` holds, from the large index, only hits at positions
 * from `offset − recent listings` on (each recent hit ranked before the page pushes one large hit into it), so those
 * hits before the page are asked for as well; from the recent index, every hit up to the page's end. A recent
 * company's listings are not counted here: any of the page's predecessors may be one of them.
 */
export function splitSearch(queries: readonly ListingQuery[], recentSet: RecentSet): SplitSearch {
  const { notRecent, onlyRecent } = recentConditions(recentSet);
  const recentCount = recentSet.companies.length ? Number.POSITIVE_INFINITY : recentSet.ids.length;
  const large: MultiSearchQuery[] = [];
  const recent: MultiSearchQuery[] = [];
  const plans = queries.map(({ query, hits }): QueryPlan => {
    const { offset, limit } = pageOf(query);
    const ranked = hits === 'ranked' && limit > 0;
    const details = ranked ? { showRankingScoreDetails: true } : {};
    const largeQuery: MultiSearchQuery = { ...query, ...details, filter: notRecent.reduce(withCondition, query.filter) };
    large.push(largeQuery);
    const largePosition = large.length - 1;
    let before: number | null = null;
    const beforeOffset = Math.max(0, offset - recentCount);
    if (ranked && offset > beforeOffset) {
      const { page: _page, hitsPerPage: _hitsPerPage, facets: _facets, ...rest } = largeQuery;
      large.push({ ...rest, offset: beforeOffset, limit: offset - beforeOffset });
      before = large.length - 1;
    }
    const { page: _page, hitsPerPage, offset: _offset, limit: _limit, ...rest } = query;
    const window = hitsPerPage !== undefined ? { page: 1, hitsPerPage: offset + limit } : { offset: 0, limit: offset + limit };
    recent.push({ ...rest, ...details, ...window, filter: withCondition(query.filter, onlyRecent) });
    return { hits: ranked ? 'ranked' : 'any', offset, limit, large: largePosition, before, beforeOffset, recent: recent.length - 1 };
  });
  return { large, recent, plans };
}

/** Negative when `a` comes first in Meilisearch's order: rule by rule, by score, or by value for sort and custom rules. */
export function compareRanking(a: RankedHit, b: RankedHit): number {
  const ours = a._rankingScoreDetails as Details | undefined;
  const theirs = b._rankingScoreDetails as Details | undefined;
  if (!ours || !theirs) return 0;
  const rules = Object.entries(ours).flatMap(([rule, detail]) => (detail ? [{ rule, detail }] : []));
  for (const { rule, detail } of rules.sort((x, y) => x.detail.order - y.detail.order)) {
    const other = theirs[rule];
    if (!other) continue;
    if (detail.score !== undefined && other.score !== undefined) {
      if (detail.score !== other.score) return other.score - detail.score;
    } else if ('value' in detail && 'value' in other && detail.value !== other.value) {
      // A document without the sort field comes last either way, as in Meilisearch.
      if (detail.value === null || detail.value === undefined) return 1;
      if (other.value === null || other.value === undefined) return -1;
      const ascending = detail.value < other.value ? -1 : 1;
      return rule.endsWith(':desc') ? -ascending : ascending;
    }
  }
  return 0;
}

function withoutDetails<T extends RecordAny>(hits: readonly RankedHit[]): T[] {
  return hits.map(({ _rankingScoreDetails: _details, ...hit }) => hit as T);
}

/**
 * The page at `offset` of both indexes' hits in one order. `largeHits` are the large index's hits from position
 * `largeStart` on; recent hits ranked before the first of them lie before the page and are dropped (unless the
 * window starts at the very first hit). Ties go to the large index, as Meilisearch ranks older documents first.
 */
export function mergePage<T extends RecordAny>(
  largeHits: readonly RankedHit[],
  largeStart: number,
  recentHits: readonly RankedHit[],
  offset: number,
  limit: number,
): T[] {
  if (largeStart > 0 && !largeHits.length) return [];
  let next = 0;
  if (largeStart > 0) while (next < recentHits.length && compareRanking(recentHits[next]!, largeHits[0]!) < 0) next++;
  // The merged list starts with the large index's first hit, preceded by every hit counted before it.
  const start = largeStart + next;
  const merged: RankedHit[] = [];
  let large = 0;
  while (large < largeHits.length || next < recentHits.length) {
    const takeRecent = large >= largeHits.length || (next < recentHits.length && compareRanking(recentHits[next]!, largeHits[large]!) < 0);
    merged.push(takeRecent ? recentHits[next++]! : largeHits[large++]!);
  }
  // Each of a multi-search's queries reads the index as it is then: a batch applied between the query for the hits before
  // the page and the page's own can list one listing in both.
  const seen = new Set<unknown>();
  const unique = merged.filter((hit) => !seen.has(hit.id) && seen.add(hit.id));
  const first = offset - start;
  return withoutDetails<T>(unique.slice(Math.max(0, first), Math.max(0, first + limit)));
}

function addCounts(
  a: Record<string, Record<string, number>> | undefined,
  b: Record<string, Record<string, number>> | undefined,
): Record<string, Record<string, number>> | undefined {
  if (!a || !b) return a ?? b;
  const sum: Record<string, Record<string, number>> = {};
  for (const facet of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const counts: Record<string, number> = { ...a[facet] };
    for (const [value, count] of Object.entries(b[facet] ?? {})) counts[value] = (counts[value] ?? 0) + count;
    sum[facet] = counts;
  }
  return sum;
}

const add = (a: number | undefined, b: number | undefined) => (a === undefined ? b : a + (b ?? 0));

/** Each query's answer from both indexes' answers, in the order the queries were given. */
export function mergeSearch<T extends RecordAny>(
  plans: readonly QueryPlan[],
  large: readonly MultiSearchResult<RecordAny>[],
  recent: readonly MultiSearchResult<RecordAny>[],
): MultiSearchResult<T>[] {
  return plans.map((plan) => {
    const own = large[plan.large]!;
    const other = recent[plan.recent]!;
    const hits =
      plan.hits === 'ranked'
        ? mergePage<T>(
            [...(plan.before === null ? [] : large[plan.before]!.hits), ...own.hits],
            plan.before === null ? plan.offset : plan.beforeOffset,
            other.hits,
            plan.offset,
            plan.limit,
          )
        : ([...own.hits, ...other.hits] as T[]);
    return {
      ...own,
      hits,
      totalHits: add(own.totalHits, other.totalHits),
      estimatedTotalHits: add(own.estimatedTotalHits, other.estimatedTotalHits),
      facetDistribution: addCounts(own.facetDistribution, other.facetDistribution),
    } as MultiSearchResult<T>;
  });
}
