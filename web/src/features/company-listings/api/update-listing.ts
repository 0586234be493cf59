import type { OwnListing, UpdateListingInput } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterListingChange } from './listing-cache';

/** PATCH /api/internships/{id} (updateListingSchema) → the saved listing. */
export const updateListing = ({ id, input }: { id: string; input: UpdateListingInput }) =>
  apiRequest<OwnListing>(`/api/internships/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateListing, onSuccess: (saved) => invalidateAfterListingChange(queryClient, saved) });
}
