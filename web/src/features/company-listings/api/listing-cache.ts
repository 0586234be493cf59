import type { OwnListing } from '@praxisnah/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@/lib/query-client';
import { getOwnListingQueryOptions } from './get-own-listing';
import { getOwnListingsQueryOptions } from './get-own-listings';

/**
 * After any change to a listing: the company's own list (and every opened listing under it), the public listing
 * reads (search, detail, home) and the company reads whose counts include it (directory, map, profile).
 */
export function invalidateAfterListingChange(queryClient: QueryClient, saved?: OwnListing): Promise<unknown> {
  if (saved) queryClient.setQueryData(getOwnListingQueryOptions(saved.id).queryKey, saved);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getOwnListingsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.listings] }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.companies] }),
  ]);
}
