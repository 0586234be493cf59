import { Link, useParams } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { EventEditor } from '@/features/company-events/editor';
import { t } from '@/lib/messages';
import '@/styles/company.css';
import '@/lib/message-parts/events';

function EventPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container page editor-page">
      <nav aria-label={t('events.detail.back')} className="detail__back">
        <Link to="/dashboard?tab=events">
          <Icon name="arrowLeft" size={16} /> {t('events.editor.toDashboard')}
        </Link>
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export function CreateEventRoute() {
  return (
    <EventPage title={t('events.editor.createTitle')}>
      <EventEditor />
    </EventPage>
  );
}

export function EditEventRoute() {
  const { id = '' } = useParams();
  return (
    <EventPage title={t('events.editor.edit')}>
      <EventEditor key={id} eventId={id} />
    </EventPage>
  );
}
