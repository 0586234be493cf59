import { decodeHtmlEntities, EVENT_HIGHLIGHTS, findSector, type EventView } from '@praxisnah/contracts';
import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { SectorIcon } from '@/components/ui/sector-icon';
import { FavouriteButton } from '@/features/favourites';
import { ShareButton } from '@/features/share';
import { useEventHighlights } from '@/lib/catalog/get-event-highlights';
import { useSectors } from '@/lib/catalog/get-sectors';
import { formatDate, formatDayMonth, formatTimeRange } from '@/lib/format';
import { registrationState } from '../hooks/registration-state';
import { eventPath, FEW_PLACES_THRESHOLD, freePlaces, isUpcoming, MAX_EVENT_HIGHLIGHTS, MAX_EVENT_SECTORS } from '../hooks/event-status';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import { labelOf } from '@/lib/labels';
import '@/lib/message-parts/events';

export function useEventLabels(event: EventView) {
  const sectors = useSectors();
  const highlights = useEventHighlights();
  const sectorLabels = (event.sectorKeys.length ? event.sectorKeys : []).map((key) => {
    const fromApi = sectors.data?.find((sector) => sector.key === key);
    return { key, label: fromApi?.label ?? labelOf('sector', key, decodeHtmlEntities(findSector(key).label)), icon: findSector(key).icon };
  });
  if (!sectorLabels.length && sectors.data) {
    for (const id of event.sectorIds) {
      const sector = sectors.data.find((item) => item.id === id);
      if (sector) sectorLabels.push({ key: sector.key, label: sector.label, icon: sector.icon });
    }
  }
  const highlightLabels = event.highlightKeys.map((key) => ({
    key,
    label:
      highlights.data?.find((item) => item.key === key)?.label ??
      labelOf('eventHighlight', key, EVENT_HIGHLIGHTS.find((item) => item.key === key)?.label),
  }));
  return { sectorLabels, highlightLabels };
}

/** The event's picture; without one (or when it fails) a date tile in the colour of its first sector, so events differ at a glance. */
export function EventImage({ event, className }: { event: EventView; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!event.imageUrl || failed) {
    const date = formatDayMonth(event.eventDate);
    const sectorKey = event.sectorKeys[0];
    const style = sectorKey ? ({ '--accent': findSector(sectorKey).color } as CSSProperties) : undefined;
    return (
      <div className={`${className ?? ''} event-image event-image--fallback`} style={style} aria-hidden="true">
        {date ? (
          <span className="event-image__date">
            <span className="event-image__day">{date.day}</span>
            <span className="event-image__month">{date.month}</span>
          </span>
        ) : (
          <Icon name="calendar" size={48} />
        )}
        {event.city ? <span className="event-image__city">{event.city}</span> : null}
      </div>
    );
  }
  return <img className={`${className ?? ''} event-image`} src={event.imageUrl} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

/** Event card of product.md sections 2 and 4. */
export function EventCard({ event }: { event: EventView }) {
  const upcoming = isUpcoming(event);
  const open = registrationState(event) === 'open';
  const places = freePlaces(event);
  const { sectorLabels, highlightLabels } = useEventLabels(event);
  const time = formatTimeRange(event.startTime, event.endTime);

  return (
    <article className="card event-card">
      <div className="event-card__media">
        <EventImage event={event} />
        <Badge tone={upcoming ? 'green' : 'neutral'} className="event-card__status">
          {upcoming ? t('events.status.upcoming') : t('events.status.past')}
        </Badge>
        <FavouriteButton kind="event" id={event.id} name={event.title} className="event-card__favourite" />
      </div>
      <div className="event-card__body">
        <h3 className="event-card__title">
          <Link to={eventPath(event.id)}>{event.title}</Link>
        </h3>
        <ul className="meta-list">
          <li>
            <Icon name="calendar" size={16} /> {formatDate(event.eventDate)}
          </li>
          {time ? (
            <li>
              <Icon name="clock" size={16} /> {time}
            </li>
          ) : null}
          <li>
            <Icon name="pin" size={16} /> {[event.location, event.city].filter(Boolean).join(', ')}
          </li>
          {event.exhibitorCount > 0 ? (
            <li>
              <Icon name="building" size={16} /> {t('events.exhibitorCount', { count: event.exhibitorCount })}
            </li>
          ) : null}
          {places !== null ? (
            <li className={places <= FEW_PLACES_THRESHOLD ? 'free-places free-places--few' : 'free-places'}>
              <Icon name="users" size={16} /> {freePlacesText(places)}
            </li>
          ) : null}
        </ul>
        {sectorLabels.length || highlightLabels.length ? (
          <div className="badge-row">
            {sectorLabels.slice(0, MAX_EVENT_SECTORS).map((sector) => (
              <Badge key={sector.key} tone="blue">
                <SectorIcon icon={sector.icon} /> {sector.label}
              </Badge>
            ))}
            {highlightLabels.slice(0, MAX_EVENT_HIGHLIGHTS).map((highlight) => (
              <Badge key={highlight.key} tone="orange">
                {highlight.label}
              </Badge>
            ))}
          </div>
        ) : null}
        <div className="card__actions event-card__actions">
          {event.eventUrl ? (
            <a className="btn btn--ghost btn--sm" href={event.eventUrl} target="_blank" rel="noopener noreferrer">
              {t('events.card.website')} <Icon name="external" size={16} />
              <span className="visually-hidden"> {t('events.card.websiteHint', { title: event.title })}</span>
            </a>
          ) : null}
          <ShareButton target={{ entityType: 'event', entityId: event.id, path: eventPath(event.id), title: event.title }} />
        </div>
        <div className="event-card__primary">
          <Link
            className="btn btn--primary btn--sm"
            to={eventPath(event.id)}
            aria-label={t('events.card.detailsLabel', { title: event.title })}
          >
            {t('events.card.details')}
          </Link>
          {/* Where the sign-up button would be, the card says why there is none. */}
          {open ? <RegistrationLink event={event} className="btn btn--secondary btn--sm" /> : <RegistrationNote event={event} compact />}
        </div>
        {open ? <RegistrationNote event={event} compact /> : null}
      </div>
    </article>
  );
}

const registrationPath = (event: EventView) => paths.eventRegistration.to(event.id);

/** The sign-up link, for upcoming events that need a registration (a full one signs up for the waiting list). */
function RegistrationLink({ event, className }: { event: EventView; className: string }) {
  if (registrationState(event) !== 'open') return null;
  return (
    <Link className={className} to={registrationPath(event)}>
      {t('events.register')}
    </Link>
  );
}

/**
 * Why there is no sign-up link, or that the places are taken: "Anmeldung beendet" for past events. Cards say it in
 * one short line (a phone card stays compact); the detail page has room for the whole sentence.
 */
function RegistrationNote({ event, compact = false }: { event: EventView; compact?: boolean }) {
  const state = registrationState(event);
  if (state === 'closed') return <p className="event-card__closed">{t('events.registration.closed')}</p>;
  if (state === 'not-required') {
    return (
      <p className="event-card__open-entry">{compact ? t('events.registration.notRequiredShort') : t('events.registration.notRequired')}</p>
    );
  }
  if (state === 'open' && freePlaces(event) === 0) {
    return <p className="event-card__closed">{compact ? t('events.registration.fullShort') : t('events.registration.full')}</p>;
  }
  return null;
}

/** "1 freier Platz" or "{count} freie Plätze": card and detail page say it alike. */
export const freePlacesText = (places: number) =>
  places === 1 ? t('events.freePlaces.one') : t('events.freePlaces.many', { count: places });

/** The detail page's sign-up: the link, large, and the note below it. */
export function RegistrationAction({ event }: { event: EventView }) {
  return (
    <>
      <RegistrationLink event={event} className="btn btn--primary btn--lg" />
      <RegistrationNote event={event} />
    </>
  );
}
