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
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

type Who = 'person' | 'class';
const tabs = () =>
  [
    { id: 'person', label: t('events.registration.tabPerson') },
    { id: 'class', label: t('events.registration.tabClass') },
  ] as const;

/** /event-registration/{id}: sign up for a fair, alone or as a whole school class. */
export function RegistrationPage({ eventId }: { eventId: string }) {
  const { data: event, isPending, error } = useEvent(eventId);
  const mutation = useRegisterForEvent(eventId);
  const [who, setWho] = useState<Who>('person');
  useDocumentTitle(event ? t('events.registration.pageTitle', { title: event.title }) : t('events.registration.title'));

  if (isPending) return <Spinner className="page-spinner" />;
  if (!event) {
    return (
      <div className="container page">
        <EmptyState title={isNotFound(error) ? t('events.detail.notFound') : t('events.detail.loadError')} icon="🎪">
          <Link className="btn btn--primary" to={paths.events.to()}>
            {t('events.detail.allEvents')}
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
          <Link to={eventPath(event.id)}>{t('events.registration.backTo', { title: event.title })}</Link>
        </p>
        <h1 id="registration-title">{t('events.registration.title')}</h1>
        <p>
          <strong>{event.title}</strong>
          <br />
          {t('events.registration.when', {
            date: time ? t('events.registration.dateTime', { date: formatDate(event.eventDate), time }) : formatDate(event.eventDate),
            place: [event.location, event.city].filter(Boolean).join(', '),
          })}
        </p>
        {mutation.isSuccess ? (
          <div className="account-result">
            <FormMessage tone={mutation.data.status === 'registered' ? 'success' : 'info'}>{mutation.data.message}</FormMessage>
            <Link className="btn btn--secondary" to={eventPath(event.id)}>
              {t('events.registration.backToEvent')}
            </Link>
          </div>
        ) : state === 'closed' ? (
          <FormMessage tone="info">{t('events.registration.closedText')}</FormMessage>
        ) : state === 'not-required' ? (
          <FormMessage tone="info">{t('events.registration.notRequiredText')}</FormMessage>
        ) : (
          <>
            {places !== null ? (
              <p className={places <= FEW_PLACES_THRESHOLD ? 'free-places free-places--few' : 'free-places'}>
                {places === 0
                  ? t('events.registration.fullText')
                  : places === 1
                    ? t('events.registration.placesOne')
                    : t('events.registration.placesMany', { count: places })}
              </p>
            ) : null}
            <Tabs items={tabs()} value={who} onChange={setWho} label={t('events.registration.who')} idPrefix="registration" />
            <TabPanel idPrefix="registration" id={who}>
              {who === 'person' ? <PersonRegistrationForm mutation={mutation} /> : <ClassRegistrationForm mutation={mutation} />}
            </TabPanel>
          </>
        )}
      </section>
    </div>
  );
}
