import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterEventChange } from './event-cache';

/** DELETE /api/events/{id} → 204. */
export const deleteEvent = (id: string) => apiRequest<void>(`/api/events/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => invalidateAfterEventChange(queryClient) });
}
