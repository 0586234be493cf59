import type { ListingKind } from '@praxisnah/contracts';
import { DEFAULT_PAGE_SIZE, type ListingSearchResult } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeQuery } from '@/features/location';
import { apiRequest } from '@/lib/api-client';
import { CACHE, QUERY_ROOTS } from '@/lib/query-client';
import type { SearchFilters } from '../hooks/search-filters';

export type ListingSearchQuery = Record<string, string | number | undefined>;

const ENDPOINTS: Record<ListingKind, string> = {
  internship: '/api/internships/search',
  ausbildung: '/api/ausbildungsplaetze/search',
};

/** product.md sections 5 and 7: empty filters are dropped, arrays comma-joined, coordinates preferred over a place name. */
export function toSearchQuery(kind: ListingKind, filters: SearchFilters): ListingSearchQuery {
  const query: ListingSearchQuery = {
    q: filters.q || undefined,
    keywords: filters.keywords.length ? filters.keywords.join(',') : undefined,
    ...placeQuery(filters.location),
    sector: filters.sector || undefined,
    sort: filters.sort,
    company: filters.company || undefined,
    isAusbildung: kind === 'ausbildung' ? 'true' : 'false',
    page: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
  if (kind === 'internship') {
    query.type = filters.type || undefined;
    query.duration = filters.duration || undefined;
    query.timeFrame = filters.timeFrame && filters.timeFrame !== 'all' ? filters.timeFrame : undefined;
    query.dateFrom = filters.dateFrom || undefined;
    query.dateTo = filters.dateTo || undefined;
  } else {
    query.ausbildungStart = filters.ausbildungStart.length ? filters.ausbildungStart.join(',') : undefined;
    query.minVergutung = filters.minVergutung > 0 ? filters.minVergutung : undefined;
  }
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

/** Search calls send no auth header (product.md section 6). */
export const searchListings = (kind: ListingKind, query: ListingSearchQuery, signal?: AbortSignal) =>
  apiRequest<ListingSearchResult>(ENDPOINTS[kind], { query, auth: false, signal });

export const searchListingsQueryOptions = (kind: ListingKind, query: ListingSearchQuery) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.listings, 'search', kind, query],
    queryFn: ({ signal }) => searchListings(kind, query, signal),
    ...CACHE.search,
  });

export const useSearchListings = (kind: ListingKind, query: ListingSearchQuery, enabled = true) =>
  useQuery({ ...searchListingsQueryOptions(kind, query), enabled });
