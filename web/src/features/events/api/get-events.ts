import type { EventView } from '@praxisnah/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { placeQuery, type LocationSelection } from '@/features/location';
import { ApiError, apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

type EventPlaceQuery = ReturnType<typeof placeQuery>;

/** GET /api/events: sorted by date, upcoming first; with a place, only its events (failure 'Failed to fetch events'). */
export async function getEvents(place: EventPlaceQuery = {}): Promise<EventView[]> {
  try {
    return await apiRequest<EventView[]>('/api/events', { query: place, auth: false });
  } catch (error) {
    console.error('Failed to fetch events', error);
    throw error instanceof ApiError ? error : new ApiError('Failed to fetch events', 0);
  }
}

export const getEventsQueryOptions = (location: LocationSelection | null = null) => {
  const place = placeQuery(location);
  return queryOptions({ queryKey: [QUERY_ROOTS.events, 'list', place], queryFn: () => getEvents(place) });
};

/** The list stays on screen while another place's events load, so the page does not jump back to skeletons. */
export const useEvents = (location: LocationSelection | null = null) =>
  useQuery({ ...getEventsQueryOptions(location), placeholderData: keepPreviousData });
