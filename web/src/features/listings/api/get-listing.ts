import type { ListingDetail } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

export const getListing = (id: string) => apiRequest<ListingDetail>(`/api/internships/${encodeURIComponent(id)}`, { auth: false });

export const getListingQueryOptions = (id: string) =>
  queryOptions({ queryKey: [QUERY_ROOTS.listings, 'detail', id], queryFn: () => getListing(id) });

export const useListing = (id: string) => useQuery(getListingQueryOptions(id));
