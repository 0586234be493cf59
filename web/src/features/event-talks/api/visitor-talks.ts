import type { VisitorTalks } from '@praxisnah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS, refetchAfterChange } from '@/lib/query-client';

const talksApi = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/talks`;
type TalksAnswer = VisitorTalks & { message: string };

/** POST, with the mailed token in the body (never in a logged URL); the query key holds no token either. */
export const getVisitorTalksQueryOptions = (eventId: string, token: string) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.events, 'talks', eventId],
    queryFn: () => apiRequest<VisitorTalks>(`${talksApi(eventId)}/overview`, { method: 'POST', body: { token }, auth: false }),
    enabled: token.length > 0,
    retry: false,
  });
export const useVisitorTalks = (eventId: string, token: string) => useQuery(getVisitorTalksQueryOptions(eventId, token));

/** Booking and cancelling answer with the new overview, which replaces the cached one. */
function useTalkMutation<TInput>(eventId: string, token: string, request: (input: TInput) => Promise<TalksAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ message: _message, ...talks }) => queryClient.setQueryData(getVisitorTalksQueryOptions(eventId, token).queryKey, talks),
    onError: () => refetchAfterChange(queryClient, [getVisitorTalksQueryOptions(eventId, token).queryKey]),
  });
}

export const useBookTalk = (eventId: string, token: string) =>
  useTalkMutation(eventId, token, (slotId: string) =>
    apiRequest<TalksAnswer>(`${talksApi(eventId)}/bookings`, { method: 'POST', body: { token, slotId }, auth: false }),
  );

export const useCancelTalk = (eventId: string, token: string) =>
  useTalkMutation(eventId, token, (bookingId: string) =>
    apiRequest<TalksAnswer>(`${talksApi(eventId)}/bookings/${encodeURIComponent(bookingId)}/cancel`, {
      method: 'POST',
      body: { token },
      auth: false,
    }),
  );
