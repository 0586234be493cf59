import { schemaResolver } from '@/components/form/schema-resolver';
import { participantMessageSchema, type ManagedRegistration, type ParticipantMessageInput } from '@praxisnah/contracts';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { classLevelLabel } from '@/features/event-registration';
import { eventPath } from '@/features/events';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { tRich } from '@/lib/rich-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCheckIn } from '../api/check-in';
import { downloadRegistrationsCsv } from '../api/download-registrations';
import { useEventManagement } from '../api/get-event-management';
import { useMessageParticipants } from '../api/message-participants';
import { QrScanner } from './qr-scanner';
import { RegistrationStats } from './registration-stats';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit' });

function details(row: ManagedRegistration): string {
  const level = row.classLevel ? classLevelLabel(row.classLevel) : null;
  return [row.kind === 'class' ? t('events.manage.schoolClass', { seats: row.seats }) : null, row.school, level]
    .filter(Boolean)
    .join(' · ');
}

/** /event-management/{id}: registrations, waiting list, check-in at the door, export and a message to everyone. */
/** `children`: further organiser sections (exhibitor applications), placed after the waiting list. */
export function EventManagementPage({ eventId, children }: { eventId: string; children?: ReactNode }) {
  const { data, isPending, error } = useEventManagement(eventId);
  useDocumentTitle(data ? t('events.manage.pageTitle', { title: data.event.title }) : t('events.manage.title'));
  if (isPending) return <Spinner className="page-spinner" />;
  if (!data) {
    const status = error instanceof ApiError ? error.status : 0;
    return (
      <div className="container page">
        <EmptyState
          title={
            status === 403 ? t('events.manage.forbidden') : status === 404 ? t('events.detail.notFound') : t('events.detail.loadError')
          }
          icon="🔒"
        >
          <p>{error?.message}</p>
          <Link className="btn btn--primary" to={paths.dashboard.to('events')}>
            {t('events.manage.toMyEvents')}
          </Link>
        </EmptyState>
      </div>
    );
  }

  const registered = data.registrations.filter((row) => row.status === 'registered');
  const waiting = data.registrations.filter((row) => row.status === 'waiting');
  const checkedIn = registered.filter((row) => row.checkedInAt).reduce((sum, row) => sum + row.seats, 0);
  const { event } = data;
  return (
    <div className="container page management">
      <nav aria-label={t('events.detail.back')} className="detail__back">
        <Link to={paths.dashboard.to('events')}>{t('events.manage.backToMyEvents')}</Link>
      </nav>
      <header className="management__header">
        <h1>{event.title}</h1>
        <p className="muted">
          {tRich('events.manage.dateAndLink', {
            date: formatDate(event.eventDate),
            link: <Link to={eventPath(event.id)}>{t('events.manage.publicPage')}</Link>,
          })}
        </p>
        <RegistrationStats
          registrationCount={event.registrationCount}
          maxParticipants={event.maxParticipants}
          waiting={waiting.length}
          checkedIn={checkedIn}
        />
      </header>
      <CheckInDesk eventId={event.id} registered={registered} />
      <section className="card management__section" aria-labelledby="waiting-title">
        <h2 id="waiting-title">{t('events.manage.waitingTitle', { count: waiting.length })}</h2>
        {waiting.length ? (
          <ol className="management__list">
            {waiting.map((row) => (
              <li key={row.id} className="management__row">
                <div className="management__who">
                  <strong>{row.name}</strong>
                  <span className="muted">{[details(row), row.email].filter(Boolean).join(' · ')}</span>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">{t('events.manage.waitingEmpty')}</p>
        )}
      </section>
      {children}
      <section className="card management__section" aria-labelledby="export-title">
        <h2 id="export-title">{t('events.manage.export')}</h2>
        <p className="muted">{t('events.manage.exportText')}</p>
        <Button
          variant="secondary"
          onClick={() =>
            void downloadRegistrationsCsv(event.id, t('events.manage.csvFileName', { date: event.eventDate })).catch((failure: Error) =>
              toast({ title: t('events.manage.exportFailed'), description: failure.message, variant: 'error' }),
            )
          }
        >
          {t('events.manage.downloadCsv')}
        </Button>
      </section>
      <MessageForm eventId={event.id} recipients={registered.length} />
    </div>
  );
}

function CheckInDesk({ eventId, registered }: { eventId: string; registered: ManagedRegistration[] }) {
  const checkIn = useCheckIn(eventId);
  const [scanning, setScanning] = useState(false);
  const [code, setCode] = useState('');
  const [search, setSearch] = useState('');
  const visible = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase('de');
    return needle
      ? registered.filter((row) => `${row.name} ${row.email} ${row.school ?? ''}`.toLocaleLowerCase('de').includes(needle))
      : registered;
  }, [registered, search]);

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) checkIn.mutate({ code: code.trim() }, { onSuccess: () => setCode('') });
  };

  return (
    <section className="card management__section" aria-labelledby="checkin-title">
      <h2 id="checkin-title">{t('events.manage.checkIn')}</h2>
      <div className="button-row">
        <Button onClick={() => setScanning((value) => !value)} aria-pressed={scanning}>
          {scanning ? t('events.manage.closeCamera') : t('events.manage.scan')}
        </Button>
      </div>
      {scanning ? <QrScanner onCode={(scanned) => checkIn.mutate({ code: scanned })} /> : null}
      <form className="management__code" onSubmit={submitCode}>
        <FormField label={t('events.manage.code')}>
          {(control) => (
            <input
              {...control}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoCapitalize="characters"
              autoComplete="off"
            />
          )}
        </FormField>
        <Button type="submit" variant="secondary" disabled={checkIn.isPending}>
          {t('events.manage.checkInButton')}
        </Button>
      </form>
      <div aria-live="polite">
        {checkIn.isSuccess ? (
          <FormMessage tone={checkIn.data.alreadyCheckedIn ? 'info' : 'success'}>{checkIn.data.message}</FormMessage>
        ) : checkIn.isError ? (
          <FormMessage tone="error">{checkIn.error.message}</FormMessage>
        ) : null}
      </div>
      <h3>{t('events.manage.registeredTitle', { count: registered.length })}</h3>
      <FormField label={t('events.manage.search')}>
        {(control) => <input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />}
      </FormField>
      {visible.length ? (
        <ul className="management__list">
          {visible.map((row) => (
            <li key={row.id} className="management__row" data-testid="registration-row">
              <div className="management__who">
                <strong>{row.name}</strong>
                <span className="muted">{details(row) || row.email}</span>
              </div>
              {row.checkedInAt ? (
                <span className="management__done">{t('events.manage.checkedInAt', { time: timeOf(row.checkedInAt) })}</span>
              ) : (
                <Button
                  size="sm"
                  onClick={() => checkIn.mutate({ registrationId: row.id })}
                  disabled={checkIn.isPending}
                  aria-label={t('events.manage.checkInPerson', { name: row.name })}
                >
                  {t('events.manage.checkInButton')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{registered.length ? t('events.manage.searchEmpty') : t('events.manage.registeredEmpty')}</p>
      )}
    </section>
  );
}

function MessageForm({ eventId, recipients }: { eventId: string; recipients: number }) {
  const mutation = useMessageParticipants(eventId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ParticipantMessageInput>({ resolver: schemaResolver(participantMessageSchema), defaultValues: { subject: '', message: '' } });
  const send = handleSubmit((input) => mutation.mutate(input, { onSuccess: () => reset() }));
  return (
    <section className="card management__section" aria-labelledby="message-title">
      <h2 id="message-title">{t('events.manage.messageTitle')}</h2>
      <form className="company-form" onSubmit={send} noValidate>
        <FormField label={t('events.manage.subject')} required error={errors.subject?.message}>
          {(control) => <input {...control} {...register('subject')} />}
        </FormField>
        <FormField
          label={t('events.manage.message')}
          required
          error={errors.message?.message}
          hint={t('events.manage.messageHint', { count: recipients })}
        >
          {(control) => <textarea {...control} {...register('message')} rows={5} />}
        </FormField>
        {mutation.isSuccess ? <FormMessage tone="success">{mutation.data.message}</FormMessage> : null}
        {mutation.isError ? <FormMessage tone="error">{mutation.error.message}</FormMessage> : null}
        <Button type="submit" disabled={mutation.isPending || recipients === 0}>
          {mutation.isPending ? t('events.sending') : t('events.manage.send')}
        </Button>
      </form>
    </section>
  );
}
