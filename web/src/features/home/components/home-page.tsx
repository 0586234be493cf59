import { HOME_EVENT_COUNT } from '@praxisnah/contracts';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { SkeletonGrid } from '@/components/ui/skeleton-card';
import { getCompaniesQueryOptions } from '@/features/companies';
import { EventCard, useEvents } from '@/features/events';
import { ListingCard, useLatestListings } from '@/features/listings';
import { CompanyMap, MAP_LOAD_MARGIN } from '@/features/map';
import { getEventHighlightsQueryOptions } from '@/lib/catalog/get-event-highlights';
import { useSectors } from '@/lib/catalog/get-sectors';
import { t } from '@/lib/messages';
import { useNearViewport } from '@/lib/use-near-viewport';
import { usePlatformStats } from '../api/get-platform-stats';
import { paths } from '@/app/paths';

export const HOME_MAP_HEIGHT = 600;
/** One empty list for failed loads, so the deferred values below do not change on every render. */
const NO_ITEMS: never[] = [];

function HeroSearch() {
  const navigate = useNavigate();
  const sectors = useSectors();
  const ids = { q: useId(), city: useId(), sector: useId() };
  const [q, setQ] = useState('');
  const [city, setCity] = useState('');
  const [sector, setSector] = useState('all');

  return (
    <form
      className="home-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        if (q.trim()) params.set('q', q.trim());
        if (city.trim()) params.set('location', city.trim());
        if (sector !== 'all') params.set('sector', sector);
        const query = params.toString();
        navigate(query ? `${paths.search.to()}?${query}` : paths.search.to());
      }}
    >
      <div className="field">
        <label htmlFor={ids.q}>{t('home.search.q')}</label>
        <input
          id={ids.q}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('home.search.qPlaceholder')}
          enterKeyHint="search"
        />
      </div>
      <div className="field">
        <label htmlFor={ids.city}>{t('home.search.city')}</label>
        <input
          id={ids.city}
          type="text"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          placeholder={t('home.search.cityPlaceholder')}
          enterKeyHint="search"
        />
      </div>
      <div className="field">
        <label htmlFor={ids.sector}>{t('home.search.sector')}</label>
        <select id={ids.sector} value={sector} onChange={(event) => setSector(event.target.value)}>
          <option value="all">{t('home.search.allSectors')}</option>
          {(sectors.data ?? []).map((item) => (
            <option key={item.key} value={item.key}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--primary btn--lg">
        <Icon name="search" size={20} /> {t('home.search.submit')}
      </button>
    </form>
  );
}

/**
 * Below the fold on phones: the companies, and then Leaflet, its stylesheet and the tiles, load when the section comes
 * near the screen, so they do not compete with the hero, the events and the internships of the first visit.
 */
function HomeCompanyMap() {
  const navigate = useNavigate();
  const [section, setSection] = useState<HTMLElement | null>(null);
  const near = useNearViewport(section, MAP_LOAD_MARGIN);
  const companies = useQuery({ ...getCompaniesQueryOptions(), enabled: near });

  return (
    <section ref={setSection} aria-labelledby="home-map">
      <h2 id="home-map">{t('home.map.title')}</h2>
      <CompanyMap
        companies={near && !companies.isPending ? (companies.data ?? []) : undefined}
        height={HOME_MAP_HEIGHT}
        onCompanyClick={(company) => navigate(`${paths.search.to()}?q=${encodeURIComponent(company.name)}`)}
      />
    </section>
  );
}

function HomeEvents() {
  const events = useEvents();
  // The cards' highlight labels: asked for together with the events instead of after them.
  usePrefetchQuery(getEventHighlightsQueryOptions());
  // The cards are built in a background pass that yields to the browser, as on the search page.
  const loaded = useDeferredValue(events.isPending ? undefined : (events.data ?? NO_ITEMS));
  const shownEvents = (loaded ?? []).slice(0, HOME_EVENT_COUNT);

  return (
    <section aria-labelledby="home-events">
      <div className="section-heading">
        <h2 id="home-events">{t('home.events.title')}</h2>
      </div>
      {!loaded ? (
        <SkeletonGrid count={3} />
      ) : shownEvents.length === 0 ? (
        <EmptyState title={t('home.events.empty')} icon="🎪" />
      ) : (
        <div className="card-grid">
          {shownEvents.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </div>
      )}
      {(loaded?.length ?? 0) > HOME_EVENT_COUNT ? (
        <div className="section-footer">
          <Link className="btn btn--secondary" to={paths.events.to()}>
            {t('home.events.all')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

function HomeListings() {
  const listings = useLatestListings();
  // The cards are built in a background pass that yields to the browser, as on the search page.
  const loaded = useDeferredValue(listings.isPending ? undefined : (listings.data ?? NO_ITEMS));

  return (
    <section aria-labelledby="home-listings">
      <h2 id="home-listings">{t('home.listings.title')}</h2>
      {!loaded ? (
        <SkeletonGrid count={6} />
      ) : loaded.length === 0 ? (
        <EmptyState title={t('home.listings.empty')} />
      ) : (
        <div className="card-grid">
          {loaded.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </div>
      )}
      <div className="section-footer">
        <Link className="btn btn--primary" to={paths.search.to()}>
          {t('home.listings.all')}
        </Link>
      </div>
    </section>
  );
}

/** Each section reads its own query, so an answer re-renders only the section it belongs to. */
const germanCount = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('de-DE'));

/** product.md section 1's counters in its wording, counted live (the SPEC's 63 and 23 were fixed text); hidden if the count fails. */
function Counters() {
  const stats = usePlatformStats();
  if (stats.isError) return null;
  return (
    <ul className="counters" aria-label={t('home.counters.label')} aria-busy={stats.isPending}>
      <li>
        <strong>{germanCount(stats.data?.activeInternships)}</strong> {t('home.counters.internships')}
      </li>
      <li>
        <strong>{germanCount(stats.data?.verifiedCompanies)}</strong> {t('home.counters.companies')}
      </li>
    </ul>
  );
}

export function HomePage() {
  return (
    <div className="home">
      <section className="hero hero--home" aria-labelledby="home-title">
        <div className="container">
          <span className="ai-badge">
            <Icon name="sparkles" size={16} /> {t('home.aiBadge')}
          </span>
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <HeroSearch />
          <Counters />
        </div>
      </section>

      <div className="container home__sections">
        <section className="card cta-card cta-card--wide" aria-labelledby="home-cta">
          <div>
            <h2 id="home-cta">{t('home.cta.title')}</h2>
            <p>{t('home.cta.text')}</p>
          </div>
          <Link className="btn btn--primary" to={paths.unternehmenStarten.to()}>
            {t('home.cta.button')}
          </Link>
        </section>

        <HomeCompanyMap />
        <HomeEvents />
        <HomeListings />
      </div>
    </div>
  );
}
