import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  listingSearchParamsSchema,
  smartSearchRequestSchema,
  type ListingSearchParams,
  type ListingSearchResult,
} from '@praxisnah/contracts';
import { ROOT } from '../../infra/scripts/lib/env';
import type { BenchQuery } from './queries';

/** A body of POST /multi-search, byte for byte what the API's Meilisearch client sends. */
export interface MultiSearchBody {
  queries: Record<string, unknown>[];
}

/** What the API sends to Meilisearch for one search, and the inputs it derived it from. */
export interface CapturedSearch {
  /**
   * The multi-searches of one search, in order: with a place, a first one finds the listings of the circle's edge
   * cells that lie outside it, and the next one leaves them out; sorted by distance, more may follow.
   */
  phases: MultiSearchBody[];
  params: ListingSearchParams;
  isAusbildung: boolean;
  center: ListingSearchResult['center'];
}

interface SearchServiceLike {
  search(params: ListingSearchParams, isAusbildung: boolean, now?: Date): Promise<Pick<ListingSearchResult, 'center'>>;
}

/**
 * One multi-search sent to Meilisearch, uncompressed like the API's own client asks (Node's fetch waits ~40 ms for the
 * last chunk of a compressed answer); `label` names the search in an error.
 */
export async function postMultiSearch<T = unknown>(
  meili: { origin: string; key: string },
  body: MultiSearchBody,
  label: string,
): Promise<T> {
  const response = await fetch(`${meili.origin}/multi-search`, {
    method: 'POST',
    headers: { 'accept-encoding': 'identity', 'content-type': 'application/json', authorization: `Bearer ${meili.key}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Meilisearch answered ${response.status} for ${label}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Runs the API's own compiled search services (api/dist, built by buildServer) against a Meilisearch client that
 * forwards to the real Meilisearch and records every multi-search. So the "same requests" to Meilisearch are the ones
 * the API really sends for this data (place lookup, edge cells, filters, disjunctive facet queries, sort), even while
 * that code changes. Cards are not fetched: the API serves them from its card cache.
 */
export async function captureMeiliRequest(
  query: BenchQuery,
  indexPrefix: string,
  meili: { origin: string; key: string },
): Promise<CapturedSearch> {
  const phases: MultiSearchBody[] = [];
  const recorder = {
    multiSearch: async (request: MultiSearchBody) => {
      phases.push(structuredClone(request));
      return postMultiSearch(meili, request, query.id);
    },
  };
  const noCards = { fetchDocuments: async () => [] };
  const namespace = { prefix: indexPrefix, uid: (name: string) => `${indexPrefix}${name}` };
  const compiled = (file: string) => pathToFileURL(join(ROOT, 'api', 'dist', 'modules', 'search', file)).href;
  const { ListingSearchService } = (await import(compiled('listing-search.service.js'))) as {
    ListingSearchService: new (meili: unknown, indexes: unknown, cards: unknown, areas: unknown, gazetteer: unknown) => SearchServiceLike;
  };
  const { Gazetteer } = (await import(pathToFileURL(join(ROOT, 'api', 'dist', 'modules', 'geo', 'gazetteer.js')).href)) as {
    Gazetteer: new () => unknown;
  };
  const gazetteer = new Gazetteer();
  const { ListingCardCache } = (await import(compiled('listing-card-cache.js'))) as {
    ListingCardCache: new (listings: unknown) => unknown;
  };
  const { ListingIndexReader } = (await import(compiled('listing-index.reader.js'))) as {
    ListingIndexReader: new (meili: unknown, recent: unknown, recentIds: unknown, indexes: unknown) => unknown;
  };
  const { SearchAreas } = (await import(compiled('search-areas.js'))) as { SearchAreas: new () => unknown };
  const { SmartSearchService } = (await import(compiled('smart-search.service.js'))) as {
    SmartSearchService: new (
      search: SearchServiceLike,
      gazetteer: unknown,
    ) => { run(request: unknown): Promise<Pick<ListingSearchResult, 'center'>> };
  };
  // The large index alone, as the API asks it while no listing is recent (the latency runs publish nothing): the API's
  // own recent set, never loaded, so a method it gains cannot be missing here.
  const { RecentListingIds } = (await import(compiled('recent-listing-ids.js'))) as {
    RecentListingIds: new (config: object, indexes: unknown) => unknown;
  };
  const noRecentListings = new RecentListingIds({}, namespace);
  const index = new ListingIndexReader({ ...recorder, ...noCards }, null, noRecentListings, namespace);
  const listings = new ListingSearchService(index, namespace, new ListingCardCache(index), new SearchAreas(), gazetteer);
  let seen: { params: ListingSearchParams; isAusbildung: boolean } | null = null;
  const recording: SearchServiceLike = {
    search: (params, isAusbildung, now) => {
      seen = { params, isAusbildung };
      return listings.search(params, isAusbildung, now);
    },
  };
  let result: Pick<ListingSearchResult, 'center'>;
  if (query.endpoint === 'smart') {
    result = await new SmartSearchService(recording, gazetteer).run(smartSearchRequestSchema.parse(query.smart));
  } else {
    const params = listingSearchParamsSchema.parse(query.params ?? {});
    result = await recording.search(params, query.endpoint === 'ausbildung' ? true : (params.isAusbildung ?? false));
  }
  if (!phases.length || !seen) throw new Error(`The API's search service sent nothing to Meilisearch for ${query.id}`);
  const { params, isAusbildung } = seen as { params: ListingSearchParams; isAusbildung: boolean };
  return { phases, params, isAusbildung, center: result.center };
}

/** The multi-search that holds the page's main query (with its facets): the last one with facet counts. */
export function mainPhase(captured: CapturedSearch): MultiSearchBody {
  return (
    [...captured.phases].reverse().find((phase) => 'facets' in (phase.queries[0] ?? {})) ?? captured.phases[captured.phases.length - 1]!
  );
}
