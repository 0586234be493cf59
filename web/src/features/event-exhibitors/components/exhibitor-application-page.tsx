import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXHIBITOR_STATUS_LABELS,
  exhibitorApplicationSchema,
  type ExhibitorApplication,
  type ExhibitorApplicationInput,
} from '@praxisnah/contracts';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { eventPath, useEvent } from '@/features/events';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyApplication } from '../api/exhibitor-queries';
import { useApplyAsExhibitor } from '../api/exhibitor-mutations';

/** /exhibitor-application/{id}: a company applies for a stand; afterwards it sees the organiser's decision here. */
/** `whenAccepted`: what an admitted exhibitor gets below the application (its talk slots). */
export function ExhibitorApplicationPage({
  eventId,
  contactEmail,
  whenAccepted,
}: {
  eventId: string;
  contactEmail: string;
  whenAccepted?: ReactNode;
}) {
  const event = useEvent(eventId);
  const mine = useMyApplication(eventId);
  const apply = useApplyAsExhibitor(eventId);
  useDocumentTitle(event.data ? `Als Aussteller bewerben: ${event.data.title}` : 'Als Aussteller bewerben');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ExhibitorApplicationInput, unknown, ExhibitorApplication>({
    resolver: zodResolver(exhibitorApplicationSchema),
    defaultValues: { standWishes: '', contactName: '', contactEmail, message: '' },
  });

  if (event.isPending || mine.isPending) return <Spinner className="page-spinner" />;
  const application = mine.data?.application;
  return (
    <div className="container page page--form">
      <section className="card auth-card" aria-labelledby="exhibitor-title">
        <h1 id="exhibitor-title">Als Aussteller bewerben</h1>
        {event.data ? (
          <p>
            <Link to={eventPath(event.data.id)}>{event.data.title}</Link> · {formatDate(event.data.eventDate)} · {event.data.city}
          </p>
        ) : (
          <FormMessage tone="error">{event.error?.message ?? 'Diese Veranstaltung wurde nicht gefunden.'}</FormMessage>
        )}
        {application ? (
          <FormMessage tone={application.status === 'declined' ? 'info' : 'success'}>
            Ihre Bewerbung ist eingegangen. Status: <strong>{EXHIBITOR_STATUS_LABELS[application.status]}</strong>
            {application.status === 'accepted' ? ' – Ihr Unternehmen erscheint mit seinen offenen Stellen auf der Event-Seite.' : ''}
          </FormMessage>
        ) : event.data ? (
          <form className="company-form" onSubmit={handleSubmit((input) => apply.mutate(input))} noValidate>
            <FormField label="Ansprechperson" required error={errors.contactName?.message}>
              {(control) => <input {...control} {...register('contactName')} autoComplete="name" />}
            </FormField>
            <FormField label="E-Mail für Rückfragen" required error={errors.contactEmail?.message}>
              {(control) => <input {...control} {...register('contactEmail')} type="email" autoComplete="email" />}
            </FormField>
            <FormField label="Standwünsche" error={errors.standWishes?.message} hint="z. B. Größe, Strom, Tisch, Lage">
              {(control) => <textarea {...control} {...register('standWishes')} rows={3} />}
            </FormField>
            <FormField label="Nachricht an den Veranstalter" error={errors.message?.message}>
              {(control) => <textarea {...control} {...register('message')} rows={4} />}
            </FormField>
            {apply.isError ? <FormMessage tone="error">{apply.error.message}</FormMessage> : null}
            <Button type="submit" className="btn--block" disabled={apply.isPending}>
              {apply.isPending ? 'Wird gesendet...' : 'Bewerbung senden'}
            </Button>
          </form>
        ) : null}
      </section>
      {application?.status === 'accepted' ? whenAccepted : null}
    </div>
  );
}
