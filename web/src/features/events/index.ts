export { EventCard } from './components/event-card';
export { EventsOverview } from './components/events-overview';
export { EventDetailView } from './components/event-detail';
export { useEvents, getEventsQueryOptions } from './api/get-events';
export { isUpcoming, eventPath } from './hooks/event-status';
