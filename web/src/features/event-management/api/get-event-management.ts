import type { EventManagement } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

export const managementPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/management`;

export const getEventManagement = (eventId: string) => apiRequest<EventManagement>(managementPath(eventId));

/** Under the company's own root, so logout clears it with the rest. */
export const getEventManagementQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: [QUERY_ROOTS.ownCompany, 'event-management', eventId], queryFn: () => getEventManagement(eventId) });

export const useEventManagement = (eventId: string) => useQuery(getEventManagementQueryOptions(eventId));
