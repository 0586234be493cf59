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
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

/** /create-event and /edit-event/{id}: an event of another company (or none) shows a German not-found message. */
export function EventEditor({ eventId }: { eventId?: string }) {
  const navigate = useNavigate();
  const company = useOwnCompany();
  const events = useOwnEvents();
  const event = eventId ? events.data?.find((candidate) => candidate.id === eventId) : undefined;
  const notFound = Boolean(eventId) && events.isSuccess && !event;
  useDocumentTitle(notFound ? t('events.detail.notFoundTitle') : eventId ? t('events.editor.edit') : t('events.editor.new'));

  if (notFound) {
    return (
      <EditorNotFound title={t('events.detail.notFoundTitle')} backTo={paths.dashboard.to('events')}>
        {t('events.editor.notFound')}
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
          title: existing ? t('events.editor.saved') : t('events.editor.published'),
          description: t('events.editor.savedText'),
          variant: 'success',
          action: { label: t('events.editor.view'), to: paths.event.to(saved.id) },
        });
        navigate(paths.dashboard.to('events'));
      }}
    />
  );
}
