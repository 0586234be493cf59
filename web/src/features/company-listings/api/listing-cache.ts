import type { OwnListing } from '@praxisnah/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS, refetchAfterChange } from '@/lib/query-client';
import { getOwnListingQueryOptions } from './get-own-listing';
import { getOwnListingsQueryOptions } from './get-own-listings';

/**
 * After any change to a listing: the company's own list (and every opened listing under it), the public listing
 * reads (search, detail, home) and the company reads whose counts include it (directory, map, profile).
 */
export function invalidateAfterListingChange(queryClient: QueryClient, saved?: OwnListing): Promise<void> {
  if (saved) queryClient.setQueryData(getOwnListingQueryOptions(saved.id).queryKey, saved);
  return refetchAfterChange(queryClient, [getOwnListingsQueryOptions().queryKey, [QUERY_ROOTS.listings], [QUERY_ROOTS.companies]]);
}
