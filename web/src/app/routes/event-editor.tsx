import { Link, useParams } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { EventEditor } from '@/features/company-events/editor';
import '@/styles/company.css';

function EventPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container page editor-page">
      <nav aria-label="Zurück" className="detail__back">
        <Link to="/dashboard?tab=events">
          <Icon name="arrowLeft" size={16} /> Zum Dashboard
        </Link>
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export function CreateEventRoute() {
  return (
    <EventPage title="Neues Event anlegen">
      <EventEditor />
    </EventPage>
  );
}

export function EditEventRoute() {
  const { id = '' } = useParams();
  return (
    <EventPage title="Event bearbeiten">
      <EventEditor key={id} eventId={id} />
    </EventPage>
  );
}
