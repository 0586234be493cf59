import type { EventParticipantsRow } from '@praxisnah/contracts';
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
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

/** Classes, exhibitors and whether sign-up is needed: independent facts, each one message, in one line. */
function eventSummary(event: EventParticipantsRow): string {
  const classes =
    event.classes === 1 ? t('events.participants.classesOne') : t('events.participants.classesMany', { count: event.classes });
  const exhibitors = event.exhibitorsPending
    ? t('events.participants.exhibitorsWithPending', { accepted: event.exhibitorsAccepted, pending: event.exhibitorsPending })
    : t('events.participants.exhibitors', { accepted: event.exhibitorsAccepted });
  return [classes, exhibitors, event.registrationRequired ? null : t('events.participants.noRegistration')].filter(Boolean).join(' · ');
}

/** /event-participants: all of the organiser's events with registrations, waiting list, check-ins and exhibitors. */
export function EventParticipantsPage() {
  useDocumentTitle(t('events.participants.title'));
  const { data, isPending, error } = useEventParticipants();
  if (isPending) return <Spinner className="page-spinner" />;
  return (
    <div className="container page management">
      <h1>{t('events.participants.heading')}</h1>
      <p>
        <Link to={paths.emailTemplates.to()}>{t('events.participants.emailTemplates')}</Link>
        {' · '}
        <Link to={paths.eventPremiumService.to()}>{t('events.participants.premium')}</Link>
      </p>
      {error ? <FormMessage tone="error">{error.message}</FormMessage> : null}
      {data?.length ? (
        <ul className="management__list">
          {data.map((event) => (
            <li key={event.id} className="card management__section" data-testid="participants-event">
              <div className="badge-row">
                <Badge tone={isUpcoming(event) ? 'green' : 'neutral'}>
                  {isUpcoming(event) ? t('events.status.upcoming') : t('events.status.past')}
                </Badge>
              </div>
              <h2 className="own-row__title">
                <Link to={paths.eventManagement.to(event.id)}>{event.title}</Link>
              </h2>
              <p className="muted">{[formatDate(event.eventDate), event.city].join(' · ')}</p>
              <RegistrationStats
                registrationCount={event.registrationCount}
                maxParticipants={event.maxParticipants}
                waiting={event.waiting}
                checkedIn={event.checkedIn}
              />
              <p className="muted">{eventSummary(event)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('events.participants.empty')} icon="🎪">
          <Link className="btn btn--primary" to={paths.createEvent.to()}>
            {t('events.createEvent')}
          </Link>
        </EmptyState>
      )}
    </div>
  );
}
