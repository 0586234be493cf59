import { EventsOverview } from '@/features/events';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/lib/message-parts/events';

export function EventsRoute() {
  useDocumentTitle(t('events.list.title'));
  return <EventsOverview />;
}
