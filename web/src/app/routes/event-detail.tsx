import { useParams } from 'react-router-dom';
import { EventDetailView } from '@/features/events';

export function EventDetailRoute() {
  const { id = '' } = useParams();
  return <EventDetailView key={id} id={id} />;
}
