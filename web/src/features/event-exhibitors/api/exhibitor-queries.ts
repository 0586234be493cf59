import type { ExhibitorApplicationView, PublicExhibitor } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

const eventApi = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/** GET /api/events/{id}/exhibitors: public, with each exhibitor's open offers from the listings index. */
export const getEventExhibitorsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.events, 'exhibitors', eventId],
    queryFn: () => apiRequest<PublicExhibitor[]>(`${eventApi(eventId)}/exhibitors`, { auth: false }),
  });
export const useEventExhibitors = (eventId: string) => useQuery(getEventExhibitorsQueryOptions(eventId));

/** The signed-in company's own application to this event, or null. */
export const getMyApplicationQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.ownCompany, 'exhibitor-application', eventId],
    queryFn: () => apiRequest<{ application: ExhibitorApplicationView | null }>(`${eventApi(eventId)}/exhibitor-applications/mine`),
  });
export const useMyApplication = (eventId: string) => useQuery(getMyApplicationQueryOptions(eventId));

/** All applications to the organiser's event. */
export const getExhibitorApplicationsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.ownCompany, 'exhibitor-applications', eventId],
    queryFn: () => apiRequest<ExhibitorApplicationView[]>(`${eventApi(eventId)}/management/exhibitors`),
  });
export const useExhibitorApplications = (eventId: string) => useQuery(getExhibitorApplicationsQueryOptions(eventId));

export { eventApi };
