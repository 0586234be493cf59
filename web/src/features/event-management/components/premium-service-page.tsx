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
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrderPremiumService, usePremiumOrders } from '../api/premium-orders';
import { paths } from '@/app/paths';
import '@/lib/message-parts/events';

const price = (cents: number) => t('events.premium.price', { amount: (cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 }) });
const serviceLabel = (key: PremiumServiceKey) => t(`events.premium.service.${key}`);
const serviceDescription = (key: PremiumServiceKey) => t(`events.premium.service.${key}.description`);
const ORDER_STATUS_KEYS = {
  open: 'events.premium.status.open',
  billed: 'events.premium.status.billed',
  cancelled: 'events.premium.status.cancelled',
} as const;

/** /event-premium-service: extras for an own upcoming event, stored as orders that the payment flow bills. */
export function PremiumServicePage() {
  useDocumentTitle(t('events.premium.title'));
  const events = useOwnEvents();
  const orders = usePremiumOrders();
  const order = useOrderPremiumService();
  const upcoming = (events.data ?? []).filter((event) => isUpcoming(event));
  const [eventId, setEventId] = useState('');
  const chosen = eventId || upcoming[0]?.id || '';

  if (events.isPending) return <Spinner className="page-spinner" />;
  return (
    <div className="container page management">
      <h1>{t('events.premium.title')}</h1>
      <p className="muted">{t('events.premium.lead')}</p>
      {upcoming.length ? (
        <>
          <FormField label={t('events.premium.whichEvent')}>
            {(control) => (
              <select {...control} value={chosen} onChange={(event) => setEventId(event.target.value)}>
                {upcoming.map((event) => (
                  <option key={event.id} value={event.id}>
                    {t('events.premium.eventOption', { title: event.title, date: formatDate(event.eventDate) })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {order.isSuccess ? (
            <FormMessage tone="success">{t('events.premium.ordered', { service: serviceLabel(order.data.service) })}</FormMessage>
          ) : null}
          {order.isError ? <FormMessage tone="error">{order.error.message}</FormMessage> : null}
          <ul className="management__list">
            {PREMIUM_SERVICES.map((service) => (
              <li key={service.key} className="card management__section">
                <h2>{serviceLabel(service.key)}</h2>
                <p>{serviceDescription(service.key)}</p>
                <p>
                  <strong>{price(service.priceCents)}</strong>
                </p>
                <Button disabled={order.isPending || !chosen} onClick={() => order.mutate({ eventId: chosen, service: service.key })}>
                  {t('events.premium.order')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyState title={t('events.premium.noUpcoming')} icon="🎪">
          <Link className="btn btn--primary" to={paths.createEvent.to()}>
            {t('events.createEvent')}
          </Link>
        </EmptyState>
      )}
      <section className="card management__section" aria-labelledby="orders-title">
        <h2 id="orders-title">{t('events.premium.orders')}</h2>
        {orders.data?.length ? (
          <ul className="management__list">
            {orders.data.map((row) => (
              <li key={row.id} className="management__row management__row--wrap">
                <div className="management__who">
                  <strong>{serviceLabel(row.service)}</strong>
                  <span className="muted">{t('events.premium.orderedOn', { event: row.eventTitle, date: formatDate(row.createdAt) })}</span>
                </div>
                <span>{[price(row.priceCents), t(ORDER_STATUS_KEYS[row.status])].join(' · ')}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('events.premium.ordersEmpty')}</p>
        )}
      </section>
    </div>
  );
}
