import type { OwnListing } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

/** GET /api/company/internships: every listing of the company, internships and Ausbildung places, with views and favourites. */
export const getOwnListings = () => apiRequest<OwnListing[]>('/api/company/internships');

/** The root of every own-listing key: invalidating it refreshes the dashboard list and each opened listing. */
export const getOwnListingsQueryOptions = () =>
  queryOptions({ queryKey: [QUERY_ROOTS.ownCompany, 'listings'], queryFn: getOwnListings, staleTime: 0 });

export const useOwnListings = () => useQuery(getOwnListingsQueryOptions());
