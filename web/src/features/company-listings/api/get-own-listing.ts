import type { OwnListing } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getOwnListingsQueryOptions } from './get-own-listings';

/** GET /api/company/internships/{id}: 404 'Dieses Angebot wurde nicht gefunden.' for another company's listing. */
export const getOwnListing = (id: string) => apiRequest<OwnListing>(`/api/company/internships/${encodeURIComponent(id)}`);

export const getOwnListingQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...getOwnListingsQueryOptions().queryKey, id], queryFn: () => getOwnListing(id), staleTime: 0 });

export const useOwnListing = (id: string) => useQuery(getOwnListingQueryOptions(id));
