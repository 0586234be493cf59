import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/app/paths';
import { useBookTalk, useCancelTalk, useVisitorTalks } from '../api/visitor-talks';

const INCOMPLETE_LINK = 'Dieser Link ist unvollständig. Bitte nutze den Link aus deiner Bestätigungs-E-Mail.';

/**
 * /event-registration/{id}/gespraeche?token=…: a registered visitor books 10-minute talks with exhibitors, at most
 * one per exhibitor. No account: the token from the confirmation mail says who it is.
 */
export function VisitorTalksPage({ eventId, token }: { eventId: string; token: string }) {
  useDocumentTitle('Gespräche mit Ausstellern');
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
        <h1 id="talks-title">Gespräche mit Ausstellern</h1>
        {!token ? <FormMessage tone="error">{INCOMPLETE_LINK}</FormMessage> : null}
        {talks.isPending && token ? <Spinner /> : null}
        {talks.isError ? <FormMessage tone="error">{talks.error.message}</FormMessage> : null}
        {data ? (
          <>
            <p>
              Hallo {data.visitorName}! Für <strong>{data.event.title}</strong> am {formatDate(data.event.eventDate)} kannst du dir bei
              jedem Aussteller ein 10-Minuten-Gespräch sichern.
            </p>
            <div aria-live="polite">
              {success ? <FormMessage tone="success">{success}</FormMessage> : null}
              {outcome ? <FormMessage tone="error">{outcome.message}</FormMessage> : null}
            </div>
            <h2>Deine Termine</h2>
            {data.bookings.length ? (
              <ul className="management__list">
                {data.bookings.map((booking) => (
                  <li key={booking.id} className="management__row management__row--wrap">
                    <span className="management__who">
                      <strong>
                        {booking.startTime}–{booking.endTime} Uhr
                      </strong>
                      <span>{booking.company.name}</span>
                    </span>
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => cancel.mutate(booking.id)}>
                      Absagen
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">Noch keine. Wähl unten eine freie Zeit.</p>
            )}
            <h2>Freie Zeiten</h2>
            {data.exhibitors.length ? (
              data.exhibitors.map((exhibitor) => (
                <section key={exhibitor.exhibitorId} className="talks__exhibitor" aria-label={exhibitor.company.name}>
                  <h3>
                    <Link to={paths.companyProfile.to(exhibitor.company.slug)}>{exhibitor.company.name}</Link>
                  </h3>
                  {booked.has(exhibitor.company.id) ? (
                    <p className="muted">Hier hast du schon einen Termin. Sag ihn ab, wenn du lieber eine andere Zeit möchtest.</p>
                  ) : (
                    <div className="talks__slots">
                      {exhibitor.freeSlots.map((slot) => (
                        <Button
                          key={slot.id}
                          size="sm"
                          variant="secondary"
                          disabled={busy}
                          aria-label={`${slot.startTime} Uhr bei ${exhibitor.company.name} buchen`}
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
              <p className="muted">Gerade bietet kein Aussteller freie Gesprächstermine an. Schau später noch einmal vorbei.</p>
            )}
          </>
        ) : null}
      </section>
    </div>
  );
}
