import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { useExhibitorApplications } from '../api/exhibitor-queries';
import { useDecideExhibitor } from '../api/exhibitor-mutations';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import { exhibitorStatusLabel } from '../hooks/exhibitor-status';
import '@/lib/message-parts/events';

const TONES = { pending: 'orange', accepted: 'green', declined: 'neutral' } as const;

/** The organiser's list of exhibitor applications, with accept and decline; the company gets a mail with the message. */
export function ExhibitorApplications({ eventId }: { eventId: string }) {
  const { data } = useExhibitorApplications(eventId);
  const decide = useDecideExhibitor(eventId);
  const [messages, setMessages] = useState<Record<string, string>>({});
  return (
    <section className="card management__section" aria-labelledby="exhibitor-applications-title">
      <h2 id="exhibitor-applications-title">{t('events.exhibitors.applicationsTitle', { count: data?.length ?? 0 })}</h2>
      {decide.isError ? <FormMessage tone="error">{decide.error.message}</FormMessage> : null}
      {data?.length ? (
        <ul className="management__list">
          {data.map((application) => (
            <li key={application.id} className="management__row management__row--wrap">
              <div className="management__who">
                <strong>
                  <Link to={paths.companyProfile.to(application.company.slug)}>{application.company.name}</Link>{' '}
                  <Badge tone={TONES[application.status]}>{exhibitorStatusLabel(application.status)}</Badge>
                </strong>
                <span className="muted">{[application.contactName, application.contactEmail].join(' · ')}</span>
                {application.standWishes ? <span>{t('events.exhibitors.standWishesOf', { wishes: application.standWishes })}</span> : null}
                {application.message ? <span>{t('events.exhibitors.quote', { message: application.message })}</span> : null}
              </div>
              <FormField label={t('events.exhibitors.messageToCompany')} className="exhibitor-decision__message">
                {(control) => (
                  <input
                    {...control}
                    value={messages[application.id] ?? ''}
                    maxLength={2000}
                    onChange={(event) => setMessages((current) => ({ ...current, [application.id]: event.target.value }))}
                  />
                )}
              </FormField>
              <div className="button-row">
                {application.status !== 'accepted' ? (
                  <Button
                    size="sm"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ applicationId: application.id, status: 'accepted', message: messages[application.id] })}
                  >
                    {t('events.exhibitors.accept')}
                  </Button>
                ) : null}
                {application.status !== 'declined' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ applicationId: application.id, status: 'declined', message: messages[application.id] })}
                  >
                    {t('events.exhibitors.decline')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('events.exhibitors.applicationsEmpty')}</p>
      )}
    </section>
  );
}
