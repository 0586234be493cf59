import { HOME_INTERNSHIP_COUNT, type ListingCard } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

export const getLatestListings = (pageSize = HOME_INTERNSHIP_COUNT) =>
  apiRequest<{ items: ListingCard[] }>('/api/internships', { query: { pageSize } }).then((result) => result.items.slice(0, pageSize));

export const getLatestListingsQueryOptions = (pageSize = HOME_INTERNSHIP_COUNT) =>
  queryOptions({ queryKey: [QUERY_ROOTS.listings, 'latest', pageSize], queryFn: () => getLatestListings(pageSize) });

export const useLatestListings = (pageSize = HOME_INTERNSHIP_COUNT) => useQuery(getLatestListingsQueryOptions(pageSize));
