import { EventsOverview } from '@/features/events';
import { useDocumentTitle } from '@/lib/use-document-title';

export function EventsRoute() {
  useDocumentTitle('Ausbildungsmessen & Events');
  return <EventsOverview />;
}
