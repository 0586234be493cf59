import type { EventView, UpdateEventInput } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterEventChange } from './event-cache';

/** PATCH /api/events/{id} (updateEventSchema) → the saved event. */
export const updateEvent = ({ id, input }: { id: string; input: UpdateEventInput }) =>
  apiRequest<EventView>(`/api/events/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => invalidateAfterEventChange(queryClient) });
}
