import { EventParticipantsPage } from '@/features/event-management';

export function EventParticipantsRoute() {
  return <EventParticipantsPage />;
}
