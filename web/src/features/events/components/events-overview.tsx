import type { MessageKey } from '@praxisnah/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SkeletonGrid } from '@/components/ui/skeleton-card';
import { EmptyState } from '@/components/ui/empty-state';
import { sortFavouritesFirst, useFavourites } from '@/features/favourites';
import { formatLocationParam, isUnnamedPosition, LocationPicker, parseLocationParam, type LocationSelection } from '@/features/location';
import { useEvents } from '../api/get-events';
import { isUpcoming } from '../hooks/event-status';
import { EventCard } from './event-card';
import { federalStateText } from '@/lib/federal-state-text';
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

type Show = 'upcoming' | 'past' | 'all';

export function EventsOverview() {
  const [params, setParams] = useSearchParams();
  // In the URL, so a link shares the place; the coordinates of a place picked come back from the picker's memory.
  const place = useMemo(() => parseLocationParam(params.get('location')), [params]);
  const { data, isPending, isError, isPlaceholderData, refetch } = useEvents(place);
  const favourites = useFavourites();
  const [show, setShow] = useState<Show>('upcoming');
  const [favouritesFirst, setFavouritesFirst] = useState(false);

  const events = useMemo(() => {
    const list = (data ?? []).filter((event) => (show === 'all' ? true : show === 'upcoming' ? isUpcoming(event) : !isUpcoming(event)));
    return favouritesFirst ? sortFavouritesFirst(list, favourites.event, (event) => event.id) : list;
  }, [data, show, favouritesFirst, favourites.event]);

  function choosePlace(next: LocationSelection | null) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const value = formatLocationParam(next);
        if (value) updated.set('location', value);
        else updated.delete('location');
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className="page">
      <section className="hero hero--events">
        <div className="container">
          <h1>{t('events.list.title')}</h1>
          <p className="hero__lead">{t('events.list.lead')}</p>
        </div>
      </section>
      <div className="container">
        <div className="events-place">
          <LocationPicker page="events" placeholder={t('events.list.placePlaceholder')} value={place} onChange={choosePlace} />
        </div>
        <div className="toolbar" role="group" aria-label={t('events.list.filter')}>
          {(
            [
              ['upcoming', t('events.list.upcoming')],
              ['past', t('events.list.past')],
              ['all', t('events.list.all')],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              className={show === value ? 'segment segment--active' : 'segment'}
              aria-pressed={show === value}
              onClick={() => setShow(value)}
            >
              {label}
            </button>
          ))}
          <label className="toggle toggle--inline">
            <input type="checkbox" checked={favouritesFirst} onChange={(event) => setFavouritesFirst(event.target.checked)} />
            <span>{t('events.list.favouritesFirst')}</span>
          </label>
        </div>
        {/* While another place's events load, the last ones stay on screen, but nothing names the new place yet. */}
        <section aria-label={t('events.list.label')} aria-busy={isPending || isPlaceholderData}>
          {isPending || (isPlaceholderData && events.length === 0) ? (
            <SkeletonGrid count={6} />
          ) : isError ? (
            <div className="error-state" role="alert">
              <p>{t('events.list.loadError')}</p>
              <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
                {t('events.retry')}
              </button>
            </div>
          ) : events.length === 0 && place ? (
            <EmptyState
              title={placeText(
                place,
                { any: 'events.list.emptyInState', saarland: 'events.list.emptyInSaarland' },
                { any: 'events.list.emptyNearby', me: 'events.list.emptyNearMe' },
                0,
              )}
              icon="📍"
            >
              <p>{t(place.area === 'federalState' ? 'events.list.emptyInStateText' : 'events.list.emptyNearbyText')}</p>
              <button type="button" className="btn btn--primary" onClick={() => choosePlace(null)}>
                {t('events.list.everywhere')}
              </button>
            </EmptyState>
          ) : events.length === 0 ? (
            <EmptyState title={t('events.list.empty')} icon="🎪">
              <p>{t('events.list.emptyText')}</p>
            </EmptyState>
          ) : (
            <>
              {place && !isPlaceholderData ? (
                <p className="events-place__count" role="status">
                  {placeText(
                    place,
                    { any: 'events.list.countInState', saarland: 'events.list.countInSaarland' },
                    { any: 'events.list.countNearby', me: 'events.list.countNearMe' },
                    events.length,
                  )}
                </p>
              ) : null}
              <div className="card-grid">
                {events.map((event) => (
                  <EventCard key={event.id} event={event} />
                ))}
              </div>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** "… in ganz Bayern" for a Land, "… im Umkreis von 25 km um Köln" for a circle. */
function placeText(
  place: LocationSelection,
  inState: { any: MessageKey; saarland: MessageKey },
  nearby: { any: MessageKey; me: MessageKey },
  count: number,
): string {
  const events = t(count === 1 ? 'events.list.one' : 'events.list.many');
  return place.area === 'federalState'
    ? federalStateText(place.address, inState, { count, events })
    : t(isUnnamedPosition(place.address) ? nearby.me : nearby.any, { count, events, radius: place.radius, place: place.address });
}
