import type { OwnListing } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterListingChange } from './listing-cache';

/** POST /api/internships/{id}/duplicate → the copy, which starts as a draft titled "… (Kopie)". */
export const duplicateListing = (id: string) =>
  apiRequest<OwnListing>(`/api/internships/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });

export function useDuplicateListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateListing, onSuccess: (copy) => invalidateAfterListingChange(queryClient, copy) });
}
