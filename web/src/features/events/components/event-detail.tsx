import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { SectorIcon } from '@/components/ui/sector-icon';
import { Spinner } from '@/components/ui/spinner';
import { FavouriteButton } from '@/features/favourites';
import { LocationMap } from '@/features/map';
import { ShareButton } from '@/features/share';
import { isNotFound } from '@/lib/api-client';
import { formatDate, formatTimeRange } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEvent } from '../api/get-event';
import { eventPath, FEW_PLACES_THRESHOLD, freePlaces, isUpcoming, MAX_EVENT_HIGHLIGHTS, MAX_EVENT_SECTORS } from '../hooks/event-status';
import { EventImage, freePlacesText, RegistrationAction, useEventLabels } from './event-card';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

/** `children`: further sections about a found event (its exhibitors), below the description. */
export function EventDetailView({ id, children }: { id: string; children?: ReactNode }) {
  const { data: event, isPending, isError, error, refetch } = useEvent(id);
  useDocumentTitle(event ? event.title : isNotFound(error) ? t('events.detail.notFoundTitle') : t('events.detail.title'));
  if (isPending) return <Spinner className="page-spinner" />;
  if (isError) {
    return (
      <div className="container page">
        {isNotFound(error) ? (
          <EmptyState title={t('events.detail.notFound')} icon="🎪">
            <Link className="btn btn--primary" to={paths.events.to()}>
              {t('events.detail.allEvents')}
            </Link>
          </EmptyState>
        ) : (
          <div className="error-state" role="alert">
            <h1>{t('events.detail.loadError')}</h1>
            <p>{error.message}</p>
            <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
              {t('events.retry')}
            </button>
          </div>
        )}
      </div>
    );
  }
  return <EventDetailContent event={event}>{children}</EventDetailContent>;
}

function EventDetailContent({ event, children }: { event: NonNullable<ReturnType<typeof useEvent>['data']>; children?: ReactNode }) {
  const upcoming = isUpcoming(event);
  const places = freePlaces(event);
  const { sectorLabels, highlightLabels } = useEventLabels(event);
  const time = formatTimeRange(event.startTime, event.endTime);
  const address = [event.location, event.address, [event.zip, event.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  return (
    <article className="container page detail">
      <nav aria-label={t('events.detail.back')} className="detail__back">
        <Link to={paths.events.to()}>
          <Icon name="arrowLeft" size={16} /> {t('events.detail.backLink')}
        </Link>
      </nav>
      <EventImage event={event} className="detail__image" />
      <header className="detail__header">
        <div className="detail__badges">
          <Badge tone={upcoming ? 'green' : 'neutral'}>{upcoming ? t('events.status.upcoming') : t('events.status.past')}</Badge>
          {sectorLabels.slice(0, MAX_EVENT_SECTORS).map((sector) => (
            <Badge key={sector.key} tone="blue">
              <SectorIcon icon={sector.icon} /> {sector.label}
            </Badge>
          ))}
        </div>
        <h1>{event.title}</h1>
        {event.company ? (
          <p className="detail__company">
            <Icon name="building" size={18} /> {t('events.detail.organisedBy')}{' '}
            <Link to={paths.companyProfile.to(event.company.slug)}>{event.company.name}</Link>
          </p>
        ) : null}
        <ul className="meta-list meta-list--large">
          <li>
            <Icon name="calendar" size={18} /> {formatDate(event.eventDate)}
          </li>
          {time ? (
            <li>
              <Icon name="clock" size={18} /> {time}
            </li>
          ) : null}
          <li>
            <Icon name="pin" size={18} /> {address}
          </li>
          {event.exhibitorCount > 0 ? (
            <li>
              <Icon name="building" size={18} /> {t('events.exhibitorCount', { count: event.exhibitorCount })}
            </li>
          ) : null}
          {places !== null ? (
            <li className={places <= FEW_PLACES_THRESHOLD ? 'free-places free-places--few' : 'free-places'}>
              <Icon name="users" size={18} /> {freePlacesText(places)}
            </li>
          ) : null}
        </ul>
        <div className="detail__actions">
          <RegistrationAction event={event} />
          {event.eventUrl ? (
            <a className="btn btn--secondary" href={event.eventUrl} target="_blank" rel="noopener noreferrer">
              {t('events.detail.website')} <Icon name="external" size={16} />
              <span className="visually-hidden"> {t('events.detail.newTab')}</span>
            </a>
          ) : null}
          <ShareButton target={{ entityType: 'event', entityId: event.id, path: eventPath(event.id), title: event.title }} />
          <FavouriteButton kind="event" id={event.id} name={event.title} />
        </div>
      </header>
      <div className="detail__grid">
        <div className="detail__main">
          {event.description ? (
            <section aria-labelledby="event-description">
              <h2 id="event-description">{t('events.detail.description')}</h2>
              <p className="prose-text">{event.description}</p>
            </section>
          ) : null}
          {highlightLabels.length ? (
            <section aria-labelledby="event-highlights">
              <h2 id="event-highlights">{t('events.detail.highlights')}</h2>
              <div className="badge-row">
                {highlightLabels.slice(0, MAX_EVENT_HIGHLIGHTS).map((highlight) => (
                  <Badge key={highlight.key} tone="orange">
                    {highlight.label}
                  </Badge>
                ))}
              </div>
            </section>
          ) : null}
          {children}
        </div>
        {event.latitude !== null && event.longitude !== null ? (
          <aside className="detail__aside" aria-label={t('events.detail.venue')}>
            <section className="card">
              <h2>{t('events.detail.venue')}</h2>
              <LocationMap latitude={event.latitude} longitude={event.longitude} label={event.location} />
            </section>
          </aside>
        ) : null}
      </div>
    </article>
  );
}
