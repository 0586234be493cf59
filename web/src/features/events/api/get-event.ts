import type { EventView } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

export const getEvent = (id: string) => apiRequest<EventView>(`/api/events/${encodeURIComponent(id)}`);

export const getEventQueryOptions = (id: string) =>
  queryOptions({ queryKey: [QUERY_ROOTS.events, 'detail', id], queryFn: () => getEvent(id) });

export const useEvent = (id: string) => useQuery(getEventQueryOptions(id));
