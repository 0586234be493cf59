import type { EventView } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

/** GET /api/events: sorted by date, upcoming first (failure 'Failed to fetch events'). */
export async function getEvents(): Promise<EventView[]> {
  try {
    return await apiRequest<EventView[]>('/api/events');
  } catch (error) {
    console.error('Failed to fetch events', error);
    throw error instanceof ApiError ? error : new ApiError('Failed to fetch events', 0);
  }
}

export const getEventsQueryOptions = () => queryOptions({ queryKey: [QUERY_ROOTS.events, 'list'], queryFn: getEvents });

export const useEvents = () => useQuery(getEventsQueryOptions());
