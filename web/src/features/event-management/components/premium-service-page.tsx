import { PREMIUM_SERVICES, type PremiumServiceKey } from '@praxisnah/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useOwnEvents } from '@/features/company-events';
import { isUpcoming } from '@/features/events';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrderPremiumService, usePremiumOrders } from '../api/premium-orders';
import { paths } from '@/app/paths';

const price = (cents: number) => `${(cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })} €`;
const serviceLabel = (key: PremiumServiceKey) => PREMIUM_SERVICES.find((service) => service.key === key)?.label ?? key;

/** /event-premium-service: extras for an own upcoming event, stored as orders that the payment flow bills. */
export function PremiumServicePage() {
  useDocumentTitle('Premium-Leistungen für Events');
  const events = useOwnEvents();
  const orders = usePremiumOrders();
  const order = useOrderPremiumService();
  const upcoming = (events.data ?? []).filter((event) => isUpcoming(event));
  const [eventId, setEventId] = useState('');
  const chosen = eventId || upcoming[0]?.id || '';

  if (events.isPending) return <Spinner className="page-spinner" />;
  return (
    <div className="container page management">
      <h1>Premium-Leistungen für Events</h1>
      <p className="muted">
        Mehr Sichtbarkeit für Ihre Veranstaltung. Die Bestellung wird gespeichert und mit Ihrer nächsten Rechnung abgerechnet (Preise
        netto).
      </p>
      {upcoming.length ? (
        <>
          <FormField label="Für welches Event?">
            {(control) => (
              <select {...control} value={chosen} onChange={(event) => setEventId(event.target.value)}>
                {upcoming.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.title} ({formatDate(event.eventDate)})
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {order.isSuccess ? <FormMessage tone="success">„{serviceLabel(order.data.service)}“ ist bestellt.</FormMessage> : null}
          {order.isError ? <FormMessage tone="error">{order.error.message}</FormMessage> : null}
          <ul className="management__list">
            {PREMIUM_SERVICES.map((service) => (
              <li key={service.key} className="card management__section">
                <h2>{service.label}</h2>
                <p>{service.description}</p>
                <p>
                  <strong>{price(service.priceCents)}</strong>
                </p>
                <Button disabled={order.isPending || !chosen} onClick={() => order.mutate({ eventId: chosen, service: service.key })}>
                  Jetzt bestellen
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyState title="Kein kommendes Event" icon="🎪">
          <Link className="btn btn--primary" to={paths.createEvent.to()}>
            Event anlegen
          </Link>
        </EmptyState>
      )}
      <section className="card management__section" aria-labelledby="orders-title">
        <h2 id="orders-title">Ihre Bestellungen</h2>
        {orders.data?.length ? (
          <ul className="management__list">
            {orders.data.map((row) => (
              <li key={row.id} className="management__row management__row--wrap">
                <div className="management__who">
                  <strong>{serviceLabel(row.service)}</strong>
                  <span className="muted">
                    {row.eventTitle} · bestellt am {formatDate(row.createdAt)}
                  </span>
                </div>
                <span>
                  {price(row.priceCents)} ·{' '}
                  {row.status === 'open' ? 'noch nicht abgerechnet' : row.status === 'billed' ? 'abgerechnet' : 'storniert'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Noch keine Bestellungen.</p>
        )}
      </section>
    </div>
  );
}
