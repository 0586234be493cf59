/* The signed-in company's own events as the dashboard uses them. */
export { useOwnEvents, getOwnEventsQueryOptions } from './api/get-own-events';
export { useDeleteEvent } from './api/delete-event';
