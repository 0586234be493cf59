import type { CreateEventInput, EventView } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterEventChange } from './event-cache';

/** POST /api/events (createEventSchema) → the saved event. */
export const createEvent = (input: CreateEventInput) => apiRequest<EventView>('/api/events', { method: 'POST', body: input });

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => invalidateAfterEventChange(queryClient) });
}
