import type { ExhibitorTalkSlot, ManagedTalkBooking, TalkSlotSeries } from '@praxisnah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

const eventApi = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/** The signed-in exhibitor's own slots at this event, with who booked each. */
export const getMyTalkSlotsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.ownCompany, 'talk-slots', eventId],
    queryFn: () => apiRequest<ExhibitorTalkSlot[]>(`${eventApi(eventId)}/talk-slots/mine`),
  });
export const useMyTalkSlots = (eventId: string) => useQuery(getMyTalkSlotsQueryOptions(eventId));

export const useCreateTalkSlots = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (series: TalkSlotSeries) =>
      apiRequest<{ created: number; slots: ExhibitorTalkSlot[] }>(`${eventApi(eventId)}/talk-slots`, { method: 'POST', body: series }),
    onSuccess: ({ slots }) => queryClient.setQueryData(getMyTalkSlotsQueryOptions(eventId).queryKey, slots),
  });
};

export const useDeleteTalkSlot = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: string) =>
      apiRequest<ExhibitorTalkSlot[]>(`${eventApi(eventId)}/talk-slots/${encodeURIComponent(slotId)}`, { method: 'DELETE' }),
    onSuccess: (slots) => queryClient.setQueryData(getMyTalkSlotsQueryOptions(eventId).queryKey, slots),
  });
};

/** Every booked talk of the event, for the organiser. */
export const getTalkBookingsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.ownCompany, 'talk-bookings', eventId],
    queryFn: () => apiRequest<ManagedTalkBooking[]>(`${eventApi(eventId)}/management/talks`),
  });
export const useTalkBookings = (eventId: string) => useQuery(getTalkBookingsQueryOptions(eventId));
