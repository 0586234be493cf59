import type { CheckInInput, CheckInResult, EventManagement } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getEventManagementQueryOptions, managementPath } from './get-event-management';

export const checkIn = (eventId: string, input: CheckInInput) =>
  apiRequest<CheckInResult>(`${managementPath(eventId)}/check-ins`, { method: 'POST', body: input });

/** Writes the checked-in row straight into the cached list, so the door stays fast without a reload of all rows. */
export const useCheckIn = (eventId: string) => {
  const queryClient = useQueryClient();
  const { queryKey } = getEventManagementQueryOptions(eventId);
  return useMutation({
    mutationFn: (input: CheckInInput) => checkIn(eventId, input),
    onSuccess: ({ registration }) =>
      queryClient.setQueryData<EventManagement>(queryKey, (current) =>
        current
          ? { ...current, registrations: current.registrations.map((row) => (row.id === registration.id ? registration : row)) }
          : current,
      ),
  });
};
