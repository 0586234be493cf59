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

/** What the API sends to Meilisearch for one search, and the inputs it derived it from. */
export interface CapturedSearch {
  /** Body of POST /multi-search, byte for byte what the API's Meilisearch client sends. */
  multiSearch: { queries: Record<string, unknown>[] };
  params: ListingSearchParams;
  isAusbildung: boolean;
  center: ListingSearchResult['center'];
}

interface SearchServiceLike {
  search(params: ListingSearchParams, isAusbildung: boolean, now?: Date): Promise<Pick<ListingSearchResult, 'center'>>;
}

/**
 * Runs the API's own compiled search services (api/dist, built by buildServer) against a stand-in Meilisearch client
 * that records the multi-search request instead of sending it. So the "same request" to Meilisearch is the one
 * the API really builds (place lookup, filters, disjunctive facet queries, sort), even while that code changes.
 */
export async function captureMeiliRequest(query: BenchQuery, indexPrefix: string): Promise<CapturedSearch> {
  let body: CapturedSearch['multiSearch'] | null = null;
  const recorder = {
    multiSearch: async (request: { queries: Record<string, unknown>[] }) => {
      body = JSON.parse(JSON.stringify(request)) as CapturedSearch['multiSearch'];
      return { results: request.queries.map(() => ({ hits: [], totalHits: 0, facetDistribution: {} })) };
    },
  };
  const namespace = { prefix: indexPrefix, uid: (name: string) => `${indexPrefix}${name}` };
  const compiled = (file: string) => pathToFileURL(join(ROOT, 'api', 'dist', 'modules', 'search', file)).href;
  const { ListingSearchService } = (await import(compiled('listing-search.service.js'))) as {
    ListingSearchService: new (meili: unknown, indexes: unknown, cards: unknown) => SearchServiceLike;
  };
  const { ListingCardCache } = (await import(compiled('listing-card-cache.js'))) as {
    ListingCardCache: new (meili: unknown, indexes: unknown) => unknown;
  };
  const { SmartSearchService } = (await import(compiled('smart-search.service.js'))) as {
    SmartSearchService: new (search: SearchServiceLike) => { run(request: unknown): Promise<Pick<ListingSearchResult, 'center'>> };
  };
  // The recorder finds no hits, so the card cache is never asked for cards.
  const listings = new ListingSearchService(recorder, namespace, new ListingCardCache(recorder, namespace));
  let seen: { params: ListingSearchParams; isAusbildung: boolean } | null = null;
  const recording: SearchServiceLike = {
    search: (params, isAusbildung, now) => {
      seen = { params, isAusbildung };
      return listings.search(params, isAusbildung, now);
    },
  };
  let result: Pick<ListingSearchResult, 'center'>;
  if (query.endpoint === 'smart') {
    result = await new SmartSearchService(recording).run(smartSearchRequestSchema.parse(query.smart));
  } else {
    const params = listingSearchParamsSchema.parse(query.params ?? {});
    result = await recording.search(params, query.endpoint === 'ausbildung' ? true : (params.isAusbildung ?? false));
  }
  if (!body || !seen) throw new Error(`The API's search service sent nothing to Meilisearch for ${query.id}`);
  const { params, isAusbildung } = seen as { params: ListingSearchParams; isAusbildung: boolean };
  return { multiSearch: body, params, isAusbildung, center: result.center };
}
