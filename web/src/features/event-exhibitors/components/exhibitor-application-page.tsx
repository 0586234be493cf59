import { schemaResolver } from '@/components/form/schema-resolver';
import { exhibitorApplicationSchema, type ExhibitorApplication, type ExhibitorApplicationInput } from '@praxisnah/contracts';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { eventPath, useEvent } from '@/features/events';
import { formatDate } from '@/lib/format';
import { tRich } from '@/lib/rich-message';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { exhibitorStatusLabel } from '../hooks/exhibitor-status';
import { useMyApplication } from '../api/exhibitor-queries';
import { useApplyAsExhibitor } from '../api/exhibitor-mutations';
import '@/lib/message-parts/events';

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
  useDocumentTitle(
    event.data ? t('events.exhibitorApplication.pageTitle', { title: event.data.title }) : t('events.exhibitorApplication.title'),
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ExhibitorApplicationInput, unknown, ExhibitorApplication>({
    resolver: schemaResolver(exhibitorApplicationSchema),
    defaultValues: { standWishes: '', contactName: '', contactEmail, message: '' },
  });

  if (event.isPending || mine.isPending) return <Spinner className="page-spinner" />;
  const application = mine.data?.application;
  return (
    <div className="container page page--form">
      <section className="card auth-card" aria-labelledby="exhibitor-title">
        <h1 id="exhibitor-title">{t('events.exhibitorApplication.title')}</h1>
        {event.data ? (
          <p>
            {tRich('events.exhibitorApplication.event', {
              event: <Link to={eventPath(event.data.id)}>{event.data.title}</Link>,
              date: formatDate(event.data.eventDate),
              city: event.data.city,
            })}
          </p>
        ) : (
          <FormMessage tone="error">{event.error?.message ?? t('events.exhibitorApplication.notFound')}</FormMessage>
        )}
        {application ? (
          <FormMessage tone={application.status === 'declined' ? 'info' : 'success'}>
            {tRich(
              application.status === 'accepted' ? 'events.exhibitorApplication.receivedAccepted' : 'events.exhibitorApplication.received',
              {
                status: <strong>{exhibitorStatusLabel(application.status)}</strong>,
              },
            )}
          </FormMessage>
        ) : event.data ? (
          <form className="company-form" onSubmit={handleSubmit((input) => apply.mutate(input))} noValidate>
            <FormField label={t('events.exhibitorApplication.contactName')} required error={errors.contactName?.message}>
              {(control) => <input {...control} {...register('contactName')} autoComplete="name" />}
            </FormField>
            <FormField label={t('events.exhibitorApplication.contactEmail')} required error={errors.contactEmail?.message}>
              {(control) => <input {...control} {...register('contactEmail')} type="email" autoComplete="email" />}
            </FormField>
            <FormField
              label={t('events.exhibitorApplication.standWishes')}
              error={errors.standWishes?.message}
              hint={t('events.exhibitorApplication.standWishesHint')}
            >
              {(control) => <textarea {...control} {...register('standWishes')} rows={3} />}
            </FormField>
            <FormField label={t('events.exhibitorApplication.message')} error={errors.message?.message}>
              {(control) => <textarea {...control} {...register('message')} rows={4} />}
            </FormField>
            {apply.isError ? <FormMessage tone="error">{apply.error.message}</FormMessage> : null}
            <Button type="submit" className="btn--block" disabled={apply.isPending}>
              {apply.isPending ? t('events.sending') : t('events.exhibitorApplication.submit')}
            </Button>
          </form>
        ) : null}
      </section>
      {application?.status === 'accepted' ? whenAccepted : null}
    </div>
  );
}
