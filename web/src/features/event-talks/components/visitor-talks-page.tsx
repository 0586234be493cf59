import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/app/paths';
import { tRich } from '@/lib/rich-message';
import { t } from '@/lib/messages';
import { useBookTalk, useCancelTalk, useVisitorTalks } from '../api/visitor-talks';
import '@/lib/message-parts/events';

/**
 * /event-registration/{id}/gespraeche?token=…: a registered visitor books 10-minute talks with exhibitors, at most
 * one per exhibitor. No account: the token from the confirmation mail says who it is.
 */
export function VisitorTalksPage({ eventId, token }: { eventId: string; token: string }) {
  useDocumentTitle(t('events.talks.title'));
  const talks = useVisitorTalks(eventId, token);
  const book = useBookTalk(eventId, token);
  const cancel = useCancelTalk(eventId, token);
  const busy = book.isPending || cancel.isPending;
  const outcome = book.isError ? book.error : cancel.isError ? cancel.error : null;
  const success = (book.isSuccess ? book.data : cancel.isSuccess ? cancel.data : null)?.message;
  const data = talks.data;
  const booked = new Set(data?.bookings.map((booking) => booking.company.id));

  return (
    <div className="container page page--form">
      <section className="card auth-card talks" aria-labelledby="talks-title">
        <h1 id="talks-title">{t('events.talks.title')}</h1>
        {!token ? <FormMessage tone="error">{t('events.talks.incompleteLink')}</FormMessage> : null}
        {talks.isPending && token ? <Spinner /> : null}
        {talks.isError ? <FormMessage tone="error">{talks.error.message}</FormMessage> : null}
        {data ? (
          <>
            <p>
              {tRich('events.talks.lead', {
                name: data.visitorName,
                event: <strong>{data.event.title}</strong>,
                date: formatDate(data.event.eventDate),
              })}
            </p>
            <div aria-live="polite">
              {success ? <FormMessage tone="success">{success}</FormMessage> : null}
              {outcome ? <FormMessage tone="error">{outcome.message}</FormMessage> : null}
            </div>
            <h2>{t('events.talks.mine')}</h2>
            {data.bookings.length ? (
              <ul className="management__list">
                {data.bookings.map((booking) => (
                  <li key={booking.id} className="management__row management__row--wrap">
                    <span className="management__who">
                      <strong>{t('events.talks.timeRange', { from: booking.startTime, to: booking.endTime })}</strong>
                      <span>{booking.company.name}</span>
                    </span>
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => cancel.mutate(booking.id)}>
                      {t('events.talks.cancel')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('events.talks.mineEmpty')}</p>
            )}
            <h2>{t('events.talks.freeTimes')}</h2>
            {data.exhibitors.length ? (
              data.exhibitors.map((exhibitor) => (
                <section key={exhibitor.exhibitorId} className="talks__exhibitor" aria-label={exhibitor.company.name}>
                  <h3>
                    <Link to={paths.companyProfile.to(exhibitor.company.slug)}>{exhibitor.company.name}</Link>
                  </h3>
                  {booked.has(exhibitor.company.id) ? (
                    <p className="muted">{t('events.talks.alreadyBooked')}</p>
                  ) : (
                    <div className="talks__slots">
                      {exhibitor.freeSlots.map((slot) => (
                        <Button
                          key={slot.id}
                          size="sm"
                          variant="secondary"
                          disabled={busy}
                          aria-label={t('events.talks.book', { time: slot.startTime, company: exhibitor.company.name })}
                          onClick={() => book.mutate(slot.id)}
                        >
                          {slot.startTime}
                        </Button>
                      ))}
                    </div>
                  )}
                </section>
              ))
            ) : (
              <p className="muted">{t('events.talks.noneFree')}</p>
            )}
          </>
        ) : null}
      </section>
    </div>
  );
}
