import type { ListingStatus, OwnListing } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterListingChange } from './listing-cache';

/** PATCH /api/internships/{id}/status {status} → the listing with its new status. */
export const setListingStatus = ({ id, status }: { id: string; status: ListingStatus }) =>
  apiRequest<OwnListing>(`/api/internships/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } });

export function useSetListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setListingStatus, onSuccess: (saved) => invalidateAfterListingChange(queryClient, saved) });
}
