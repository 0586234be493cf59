export { EventCard } from './components/event-card';
export { EventsOverview } from './components/events-overview';
export { EventDetailView } from './components/event-detail';
export { useEvents, getEventsQueryOptions } from './api/get-events';
export { isUpcoming, eventPath } from './hooks/event-status';
export { registrationState, type RegistrationState } from './hooks/registration-state';
export { useEvent, getEventQueryOptions } from './api/get-event';
export { EventImage } from './components/event-card';
export { freePlaces, FEW_PLACES_THRESHOLD } from './hooks/event-status';
