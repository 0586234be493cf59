import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { isUpcoming } from '@/features/events';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEventParticipants } from '../api/get-event-participants';
import { RegistrationStats } from './registration-stats';
import { paths } from '@/app/paths';

/** /event-participants: all of the organiser's events with registrations, waiting list, check-ins and exhibitors. */
export function EventParticipantsPage() {
  useDocumentTitle('Teilnehmende');
  const { data, isPending, error } = useEventParticipants();
  if (isPending) return <Spinner className="page-spinner" />;
  return (
    <div className="container page management">
      <h1>Teilnehmende meiner Events</h1>
      <p>
        <Link to={paths.emailTemplates.to()}>E-Mail-Vorlagen bearbeiten</Link> ·{' '}
        <Link to={paths.eventPremiumService.to()}>Mehr Sichtbarkeit: Premium-Leistungen für Ihre Events</Link>
      </p>
      {error ? <FormMessage tone="error">{error.message}</FormMessage> : null}
      {data?.length ? (
        <ul className="management__list">
          {data.map((event) => (
            <li key={event.id} className="card management__section" data-testid="participants-event">
              <div className="badge-row">
                <Badge tone={isUpcoming(event) ? 'green' : 'neutral'}>{isUpcoming(event) ? 'Kommend' : 'Vergangen'}</Badge>
              </div>
              <h2 className="own-row__title">
                <Link to={paths.eventManagement.to(event.id)}>{event.title}</Link>
              </h2>
              <p className="muted">
                {formatDate(event.eventDate)} · {event.city}
              </p>
              <RegistrationStats
                registrationCount={event.registrationCount}
                maxParticipants={event.maxParticipants}
                waiting={event.waiting}
                checkedIn={event.checkedIn}
              />
              <p className="muted">
                {event.classes === 1 ? '1 Schulklasse' : `${event.classes} Schulklassen`} · Aussteller: {event.exhibitorsAccepted} zugesagt
                {event.exhibitorsPending ? `, ${event.exhibitorsPending} offen` : ''}
                {event.registrationRequired ? '' : ' · ohne Anmeldung'}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Noch keine Events" icon="🎪">
          <Link className="btn btn--primary" to={paths.createEvent.to()}>
            Event anlegen
          </Link>
        </EmptyState>
      )}
    </div>
  );
}
