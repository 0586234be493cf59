import type { RegisterForEventInput, RegistrationResult } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS, refetchAfterChange } from '@/lib/query-client';

/** POST /api/events/{id}/registrations: a person or a school class; the answer says registered or waiting. */
export const registerForEvent = (eventId: string, input: RegisterForEventInput) =>
  apiRequest<RegistrationResult>(`/api/events/${encodeURIComponent(eventId)}/registrations`, { method: 'POST', body: input, auth: false });

export const useRegisterForEvent = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterForEventInput) => registerForEvent(eventId, input),
    // Free places changed: the cards and the detail read them again.
    onSuccess: () => refetchAfterChange(queryClient, [[QUERY_ROOTS.events]]),
  });
};
