import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getOwnListingQueryOptions } from './get-own-listing';
import { invalidateAfterListingChange } from './listing-cache';

/** DELETE /api/internships/{id} → 204. */
export const deleteListing = (id: string) => apiRequest<void>(`/api/internships/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: getOwnListingQueryOptions(id).queryKey, exact: true });
      return invalidateAfterListingChange(queryClient);
    },
  });
}
