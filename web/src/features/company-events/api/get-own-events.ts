import type { EventView } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

/** GET /api/company/events: the company's own events, past ones included. */
export const getOwnEvents = () => apiRequest<EventView[]>('/api/company/events');

export const getOwnEventsQueryOptions = () =>
  queryOptions({ queryKey: [QUERY_ROOTS.ownCompany, 'events'], queryFn: getOwnEvents, staleTime: 0 });

export const useOwnEvents = () => useQuery(getOwnEventsQueryOptions());
