import type { EventParticipantsRow } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

export const getEventParticipantsQueryOptions = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.ownCompany, 'event-participants'],
    queryFn: () => apiRequest<EventParticipantsRow[]>('/api/company/event-participants'),
  });

export const useEventParticipants = () => useQuery(getEventParticipantsQueryOptions());
