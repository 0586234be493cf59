import type { CreateListingInput, OwnListing } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterListingChange } from './listing-cache';

/** POST /api/internships (createListingSchema) → the new listing as the company sees it. */
export const createListing = (input: CreateListingInput) => apiRequest<OwnListing>('/api/internships', { method: 'POST', body: input });

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createListing, onSuccess: (saved) => invalidateAfterListingChange(queryClient, saved) });
}
