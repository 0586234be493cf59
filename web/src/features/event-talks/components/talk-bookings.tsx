import { t } from '@/lib/messages';
import { useTalkBookings } from '../api/exhibitor-talks';
import '@/lib/message-parts/events';

/** The organiser's view of every booked talk, in time order. */
export function TalkBookings({ eventId }: { eventId: string }) {
  const { data } = useTalkBookings(eventId);
  return (
    <section className="card management__section" aria-labelledby="talk-bookings-title">
      <h2 id="talk-bookings-title">{t('events.talks.bookingsTitle', { count: data?.length ?? 0 })}</h2>
      {data?.length ? (
        <ul className="management__list">
          {data.map((booking) => (
            <li key={booking.id} className="management__row management__row--wrap">
              <span className="management__who">
                <strong>
                  {t('events.talks.bookingWith', { from: booking.startTime, to: booking.endTime, company: booking.company.name })}
                </strong>
                <span className="muted">{[booking.visitor.name, booking.visitor.email].join(' · ')}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('events.talks.bookingsEmpty')}</p>
      )}
    </section>
  );
}
