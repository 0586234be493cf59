import { useMemo, useState } from 'react';
import { SkeletonGrid } from '@/components/ui/skeleton-card';
import { EmptyState } from '@/components/ui/empty-state';
import { sortFavouritesFirst, useFavourites } from '@/features/favourites';
import { useEvents } from '../api/get-events';
import { isUpcoming } from '../hooks/event-status';
import { EventCard } from './event-card';

type Show = 'upcoming' | 'past' | 'all';

export function EventsOverview() {
  const { data, isPending, isError, refetch } = useEvents();
  const favourites = useFavourites();
  const [show, setShow] = useState<Show>('upcoming');
  const [favouritesFirst, setFavouritesFirst] = useState(false);

  const events = useMemo(() => {
    const list = (data ?? []).filter((event) => (show === 'all' ? true : show === 'upcoming' ? isUpcoming(event) : !isUpcoming(event)));
    return favouritesFirst ? sortFavouritesFirst(list, favourites.event, (event) => event.id) : list;
  }, [data, show, favouritesFirst, favourites.event]);

  return (
    <div className="page">
      <section className="hero hero--events">
        <div className="container">
          <h1>Ausbildungsmessen &amp; Events</h1>
          <p className="hero__lead">
            Lerne Unternehmen persönlich kennen: Messen, Infotage und Workshops in deiner Region – meist kostenlos.
          </p>
        </div>
      </section>
      <div className="container">
        <div className="toolbar" role="group" aria-label="Events filtern">
          {(
            [
              ['upcoming', 'Kommende Events'],
              ['past', 'Vergangene Events'],
              ['all', 'Alle Events'],
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
            <span>Favoriten zuerst</span>
          </label>
        </div>
        <section aria-label="Eventliste" aria-busy={isPending}>
          {isPending ? (
            <SkeletonGrid count={6} />
          ) : isError ? (
            <div className="error-state" role="alert">
              <p>Die Events konnten nicht geladen werden.</p>
              <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
                Nochmal versuchen
              </button>
            </div>
          ) : events.length === 0 ? (
            <EmptyState title="Neue Events kommen bald!" icon="🎪">
              <p>Schau bald wieder vorbei – wir ergänzen laufend neue Messen und Infotage.</p>
            </EmptyState>
          ) : (
            <div className="card-grid">
              {events.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
