import { useParams } from 'react-router-dom';
import { EventExhibitors } from '@/features/event-exhibitors';
import { EventDetailView } from '@/features/events';

export function EventDetailRoute() {
  const { id = '' } = useParams();
  return (
    <EventDetailView key={id} id={id}>
      <EventExhibitors eventId={id} />
    </EventDetailView>
  );
}
