import type { EventView } from '@praxisnah/contracts';
import { useNavigate } from 'react-router-dom';
import { EditorLoadFailed } from '@/components/form/editor-load-failed';
import { EditorNotFound } from '@/components/form/editor-not-found';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useOwnCompany } from '@/features/company-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOwnEvents } from '../api/get-own-events';
import { toEventFormValues } from '../hooks/event-form';
import { EventForm } from './event-form';
import { paths } from '@/app/paths';

/** /create-event and /edit-event/{id}: an event of another company (or none) shows a German not-found message. */
export function EventEditor({ eventId }: { eventId?: string }) {
  const navigate = useNavigate();
  const company = useOwnCompany();
  const events = useOwnEvents();
  const event = eventId ? events.data?.find((candidate) => candidate.id === eventId) : undefined;
  const notFound = Boolean(eventId) && events.isSuccess && !event;
  useDocumentTitle(notFound ? 'Event nicht gefunden' : eventId ? 'Event bearbeiten' : 'Neues Event');

  if (notFound) {
    return (
      <EditorNotFound title="Event nicht gefunden" backTo={paths.dashboard.to('events')}>
        Dieses Event gibt es nicht (mehr) oder es gehört zu einem anderen Unternehmen.
      </EditorNotFound>
    );
  }
  const failed = company.error ?? events.error;
  if (failed) {
    return (
      <EditorLoadFailed
        error={failed}
        onRetry={() => {
          void company.refetch();
          void events.refetch();
        }}
      />
    );
  }
  if (!company.data || !events.data) return <Spinner className="page-spinner" />;

  const existing: EventView | null = event ?? null;
  return (
    <EventForm
      key={existing?.id ?? 'neu'}
      event={existing}
      defaultValues={toEventFormValues(existing, company.data)}
      onSaved={(saved) => {
        toast({
          title: existing ? 'Änderungen gespeichert' : 'Event veröffentlicht',
          description: 'Das Event erscheint gleich in der Eventübersicht.',
          variant: 'success',
          action: { label: 'Ansehen', to: paths.event.to(saved.id) },
        });
        navigate(paths.dashboard.to('events'));
      }}
    />
  );
}
