import type { CancelRegistrationResult } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS, refetchAfterChange } from '@/lib/query-client';

/** POST /api/event-registrations/{id}/cancel with the mailed token in the body (never in a logged URL). */
export const cancelRegistration = (registrationId: string, token: string) =>
  apiRequest<CancelRegistrationResult>(`/api/event-registrations/${encodeURIComponent(registrationId)}/cancel`, {
    method: 'POST',
    body: { token },
    auth: false,
  });

export const useCancelRegistration = (registrationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => cancelRegistration(registrationId, token),
    onSuccess: () => refetchAfterChange(queryClient, [[QUERY_ROOTS.events]]),
  });
};
