import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabPanel } from '@/components/ui/tabs';
import { eventPath, FEW_PLACES_THRESHOLD, freePlaces, registrationState, useEvent } from '@/features/events';
import { isNotFound } from '@/lib/api-client';
import { formatDate, formatTimeRange } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegisterForEvent } from '../api/register-for-event';
import { ClassRegistrationForm, PersonRegistrationForm } from './registration-form';
import { paths } from '@/app/paths';

type Who = 'person' | 'class';
const TABS = [
  { id: 'person', label: 'Ich melde mich an' },
  { id: 'class', label: 'Schulklasse anmelden' },
] as const;

/** /event-registration/{id}: sign up for a fair, alone or as a whole school class. */
export function RegistrationPage({ eventId }: { eventId: string }) {
  const { data: event, isPending, error } = useEvent(eventId);
  const mutation = useRegisterForEvent(eventId);
  const [who, setWho] = useState<Who>('person');
  useDocumentTitle(event ? `Anmeldung: ${event.title}` : 'Anmeldung');

  if (isPending) return <Spinner className="page-spinner" />;
  if (!event) {
    return (
      <div className="container page">
        <EmptyState title={isNotFound(error) ? 'Dieses Event gibt es nicht (mehr)' : 'Das Event konnte nicht geladen werden.'} icon="🎪">
          <Link className="btn btn--primary" to={paths.events.to()}>
            Alle Events ansehen
          </Link>
        </EmptyState>
      </div>
    );
  }

  const state = registrationState(event);
  const places = freePlaces(event);
  const time = formatTimeRange(event.startTime, event.endTime);
  return (
    <div className="container page page--form">
      <section className="card auth-card" aria-labelledby="registration-title">
        <p className="muted">
          <Link to={eventPath(event.id)}>← {event.title}</Link>
        </p>
        <h1 id="registration-title">Anmeldung</h1>
        <p>
          <strong>{event.title}</strong>
          <br />
          {formatDate(event.eventDate)}
          {time ? `, ${time}` : ''} · {[event.location, event.city].filter(Boolean).join(', ')}
        </p>
        {mutation.isSuccess ? (
          <div className="account-result">
            <FormMessage tone={mutation.data.status === 'registered' ? 'success' : 'info'}>{mutation.data.message}</FormMessage>
            <Link className="btn btn--secondary" to={eventPath(event.id)}>
              Zurück zum Event
            </Link>
          </div>
        ) : state === 'closed' ? (
          <FormMessage tone="info">Anmeldung beendet: Diese Veranstaltung hat schon stattgefunden.</FormMessage>
        ) : state === 'not-required' ? (
          <FormMessage tone="info">Für diese Veranstaltung ist keine Anmeldung nötig – komm einfach vorbei.</FormMessage>
        ) : (
          <>
            {places !== null ? (
              <p className={places <= FEW_PLACES_THRESHOLD ? 'free-places free-places--few' : 'free-places'}>
                {places === 0
                  ? 'Ausgebucht – du kommst auf die Warteliste und rückst automatisch nach, wenn jemand absagt.'
                  : places === 1
                    ? 'Noch 1 freier Platz'
                    : `Noch ${places} freie Plätze`}
              </p>
            ) : null}
            <Tabs items={TABS} value={who} onChange={setWho} label="Wer meldet sich an?" idPrefix="registration" />
            <TabPanel idPrefix="registration" id={who}>
              {who === 'person' ? <PersonRegistrationForm mutation={mutation} /> : <ClassRegistrationForm mutation={mutation} />}
            </TabPanel>
          </>
        )}
      </section>
    </div>
  );
}
