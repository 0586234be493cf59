import type { ListingKind } from '@praxisnah/contracts';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_RADIUS_KM,
  DURATION_KEYS,
  INTERNSHIP_TYPE_KEYS,
  isSelectableInternshipType,
  SECTOR_KEYS,
  SECTORS,
  INTERNSHIP_TYPES,
  type ListingCard as ListingCardData,
} from '@praxisnah/contracts';
import { useDeferredValue, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { SkeletonGrid } from '@/components/ui/skeleton-card';
import { EmptyState } from '@/components/ui/empty-state';
import { isUnnamedPosition, useAutoLocation, type LocationSelection } from '@/features/location';
import { recordAnalytics } from '@/lib/analytics';
import { decodeLabel } from '@/lib/format';
import { federalStateText } from '@/lib/federal-state-text';
import { t } from '@/lib/messages';
import { useProgressiveList } from '@/lib/use-progressive-list';
import { smartSearch } from '../api/smart-search';
import { toSearchQuery, useSearchListings } from '../api/search-listings';
import { EMPTY_FILTERS, type SearchFilters } from '../hooks/search-filters';
import { useSearchFilters } from '../hooks/use-search-filters';
import { CompanyFilterBanner } from './company-filter-banner';
import { ListingCard } from './listing-card';
import { ResultPager } from './result-pager';
import { SearchFiltersPanel } from './search-filters-panel';
import { SearchDurationFromQuery, SearchMonthFromQuery, SearchNearMe, SearchSuggestions, SearchWidened } from './search-reading';
import { paths } from '@/app/paths';
import { labelOf } from '@/lib/labels';

export const SCROLL_TO_RESULTS_DELAY_MS = 800;

/** Cards in the first frame of an answer (a phone screen shows two or three), then more per browser task. */
const FIRST_CARDS = 12;
const CARDS_PER_STEP = 22;
const NO_CARDS: ListingCardData[] = [];

/** The texts of each search page by message key (admins may reword them: `t`). */
const texts = (kind: ListingKind) => ({
  title: t(`search.${kind}.title`),
  lead: t(`search.${kind}.lead`),
  placeholder: t(`search.${kind}.placeholder`),
  one: t(`search.${kind}.one`),
  many: t(`search.${kind}.many`),
  empty: t(`search.${kind}.empty`),
});

/** product.md section 4: empty filters are filled from the smart search's extracted filters, nothing else is overwritten. */
/** Filters the smart search may fill; which of them it filled is counted (with analytics consent). */
const SUGGESTIBLE = ['location', 'type', 'sector', 'duration', 'ausbildungStart'] as const;

function fillEmptyFilters(kind: ListingKind, filters: SearchFilters, extracted: Record<string, unknown> | undefined): SearchFilters {
  if (!extracted) return filters;
  const text = (key: string) => (typeof extracted[key] === 'string' ? (extracted[key] as string).trim() : '');
  const next = { ...filters };
  const location = text('location');
  if (!next.location && location) {
    const radius = typeof extracted.radius === 'number' && extracted.radius > 0 ? extracted.radius : DEFAULT_RADIUS_KM;
    next.location = { address: location, radius };
  }
  const sector = text('sector');
  if (!next.sector && (SECTOR_KEYS as readonly string[]).includes(sector)) next.sector = sector;
  if (kind === 'internship') {
    const type = text('type');
    const typeEntry = INTERNSHIP_TYPES.find((entry) => entry.key === type);
    if (!next.type && (INTERNSHIP_TYPE_KEYS as readonly string[]).includes(type) && typeEntry && isSelectableInternshipType(typeEntry))
      next.type = type;
    const duration = text('duration');
    if (!next.duration && (DURATION_KEYS as readonly string[]).includes(duration)) next.duration = duration;
  } else {
    const start = text('ausbildungStart');
    if (next.ausbildungStart.length === 0 && /^\d{4}-\d{2}$/.test(start)) next.ausbildungStart = [start];
  }
  return next;
}

export function SearchPage({ kind }: { kind: ListingKind }) {
  const pageTexts = texts(kind);
  const queryId = useId();
  const { filters, update, scrollToResults, clearScrollFlag } = useSearchFilters(kind);
  const [draft, setDraft] = useState(filters.q);
  const [smartPending, setSmartPending] = useState(false);
  // A sector the smart search read from a job word: offered, never applied by itself (it would hide other sectors).
  const [suggestedSector, setSuggestedSector] = useState('');
  const resultsRef = useRef<HTMLElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const [initialLocationMissing] = useState(() => !filters.location && !filters.company);

  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setDraft(filters.q);
  }

  const query = toSearchQuery(kind, filters);
  const search = useSearchListings(kind, query, !smartPending);

  useAutoLocation({
    page: kind,
    enabled: initialLocationMissing,
    radius: DEFAULT_RADIUS_KM,
    onDetected: (location) => update((current) => (current.location ? current : { ...current, location })),
  });

  const scrollTarget = useEffectEvent(() => (filters.company ? bannerRef.current : resultsRef.current));
  const onScrolled = useEffectEvent(() => clearScrollFlag());
  useEffect(() => {
    if (!scrollToResults) return;
    const timer = window.setTimeout(() => {
      scrollTarget()?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      onScrolled();
    }, SCROLL_TO_RESULTS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scrollToResults]);

  /** Another page starts at the top of the results, where its first card is. */
  function showPage(page: number) {
    update({ page });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const q = draft.trim();
    let next: SearchFilters = { ...filters, q };
    if (q) {
      setSmartPending(true);
      try {
        const result = await smartSearch({ query: q, isAusbildung: kind === 'ausbildung' });
        const suggested = fillEmptyFilters(kind, next, result?.aiEnhancements?.extractedFilters);
        const taken = SUGGESTIBLE.filter((field) => JSON.stringify(suggested[field]) !== JSON.stringify(next[field]));
        if (taken.length) recordAnalytics({ eventType: 'suggestion_taken', eventData: { fields: taken } });
        next = suggested;
        const offered = result?.aiEnhancements?.extractedFilters?.suggestedSector ?? '';
        setSuggestedSector((SECTOR_KEYS as readonly string[]).includes(offered) ? offered : '');
      } catch {
        // product.md section 8: a failed smart search falls back silently to the normal search.
      }
      setSmartPending(false);
    }
    update(next);
  }

  // Up to 100 cards: React builds them in a background pass that yields to the browser every few milliseconds, so
  // the page stays responsive meanwhile; the skeleton stays until that pass has caught up with the answer.
  const results = useDeferredValue(search.data);
  const loading = smartPending || search.isPending || results !== search.data;
  const total = results?.total ?? 0;
  const answer = results?.items ?? NO_CARDS;
  const cards = useProgressiveList(answer, FIRST_CARDS, CARDS_PER_STEP);

  return (
    <div className="search-page">
      <section className="hero hero--search" aria-labelledby={`${queryId}-title`}>
        <div className="container">
          <span className="ai-badge">
            <Icon name="sparkles" size={16} /> {t('search.aiBadge')}
          </span>
          <h1 id={`${queryId}-title`}>{pageTexts.title}</h1>
          <p className="hero__lead">{pageTexts.lead}</p>
          <form className="hero-search" role="search" onSubmit={(event) => void submit(event)}>
            <label htmlFor={queryId} className="visually-hidden">
              {t('search.queryLabel')}
            </label>
            <input
              id={queryId}
              type="search"
              value={draft}
              placeholder={pageTexts.placeholder}
              onChange={(event) => setDraft(event.target.value)}
              enterKeyHint="search"
            />
            <button type="submit" className="btn btn--primary" disabled={smartPending}>
              <Icon name="search" size={18} /> <span className="hero-search__label">{t('search.submit')}</span>
            </button>
          </form>
        </div>
      </section>

      <div className="container search-layout">
        {filters.company ? (
          <CompanyFilterBanner ref={bannerRef} company={filters.company} onRemove={() => update({ company: '' })} />
        ) : null}
        <SearchFiltersPanel kind={kind} filters={filters} facets={search.data?.facets} onChange={update} />

        <section className="results" ref={resultsRef} id="results" aria-labelledby={`${queryId}-results`} aria-busy={loading} tabIndex={-1}>
          {loading ? (
            <>
              <h2 id={`${queryId}-results`} className="results__title">
                {t('search.loading')}
              </h2>
              <SkeletonGrid count={6} />
            </>
          ) : search.isError ? (
            <div className="error-state" role="alert">
              <h2 id={`${queryId}-results`} className="results__title">
                {t('search.error')}
              </h2>
              <p>{t('search.errorHint')}</p>
              <button type="button" className="btn btn--primary" onClick={() => void search.refetch()}>
                {t('search.retry')}
              </button>
            </div>
          ) : answer.length === 0 ? (
            <>
              <h2 id={`${queryId}-results`} className="visually-hidden">
                {t('search.resultsHeading')}
              </h2>
              <EmptyState title={pageTexts.empty}>
                <SearchDurationFromQuery filters={filters} interpretation={results?.interpretation} onChange={update} />
                <SearchMonthFromQuery filters={filters} interpretation={results?.interpretation} onChange={update} />
                <SearchNearMe filters={filters} interpretation={results?.interpretation} onChange={update} />
                <SearchSuggestions
                  kind={kind}
                  filters={filters}
                  interpretation={results?.interpretation}
                  suggestions={results?.suggestions}
                  onChange={update}
                />
                <p>{t('search.tips')}</p>
                <ul className="tips">
                  <li>{t('search.tipSpelling')}</li>
                  <li>{t('search.tipRadius')}</li>
                  <li>{t('search.tipFilters')}</li>
                </ul>
                <button type="button" className="btn btn--secondary" onClick={() => update({ ...EMPTY_FILTERS })}>
                  {t('search.resetFilters')}
                </button>
              </EmptyState>
            </>
          ) : (
            <>
              <div className="results__header">
                <h2 id={`${queryId}-results`} className="results__title">
                  <span className="results__count" data-testid="results-count">
                    {total}
                  </span>{' '}
                  {t('search.found', { kind: total === 1 ? pageTexts.one : pageTexts.many })}
                </h2>
                {results?.center ? (
                  <p className="results__center">
                    <Icon name="pin" size={16} /> {radiusText(results.center.radius, centerName(filters.location, results.center.label))}
                  </p>
                ) : results?.federalState ? (
                  <p className="results__center">
                    <Icon name="pin" size={16} />{' '}
                    {federalStateText(results.federalState, { any: 'search.inFederalState', saarland: 'search.inSaarland' })}
                  </p>
                ) : null}
              </div>
              <SearchDurationFromQuery filters={filters} interpretation={results?.interpretation} onChange={update} />
              <SearchMonthFromQuery filters={filters} interpretation={results?.interpretation} onChange={update} />
              <SearchNearMe filters={filters} interpretation={results?.interpretation} onChange={update} />
              <SearchWidened interpretation={results?.interpretation} />
              {suggestedSector && !filters.sector ? (
                <p className="results__widened">
                  <button type="button" className="btn btn--secondary" onClick={() => update({ sector: suggestedSector })}>
                    {t('search.onlySector', {
                      sector: labelOf(
                        'sector',
                        suggestedSector,
                        decodeLabel(SECTORS.find((sector) => sector.key === suggestedSector)?.label),
                      ),
                    })}
                  </button>
                </p>
              ) : null}
              <div className="card-grid">
                {cards.map((listing) => (
                  <ListingCard key={listing.id} listing={listing} />
                ))}
              </div>
              {results?.relatedItems?.length ? (
                <section aria-labelledby={`${queryId}-related`} data-testid="results-related-jobs">
                  <h3 id={`${queryId}-related`} className="results__related-heading">
                    {t('listing.reading.relatedJobsHeading')}
                  </h3>
                  <div className="card-grid">
                    {results.relatedItems.map((listing) => (
                      <ListingCard key={listing.id} listing={listing} />
                    ))}
                  </div>
                </section>
              ) : null}
              <ResultPager page={filters.page} pageSize={DEFAULT_PAGE_SIZE} total={total} onPage={showPage} />
            </>
          )}
        </section>
        {kind === 'internship' ? (
          <p className="search-page__switch">
            {t('search.toAusbildung')} <Link to={paths.ausbildungSearch.to()}>{t('search.toAusbildungLink')}</Link>
          </p>
        ) : (
          <p className="search-page__switch">
            {t('search.toInternship')} <Link to={paths.search.to()}>{t('search.toInternshipLink')}</Link>
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The place a circle is drawn around: the one the visitor picked (searched by its coordinates, which the API can only
 * call "Mein Standort"), else the one the API read from the words or the URL.
 */
function centerName(location: LocationSelection | null, label: string): string {
  return location && location.latitude !== undefined ? location.address : label;
}

function radiusText(radius: number, place: string): string {
  return isUnnamedPosition(place) ? t('search.radiusAroundMe', { radius }) : t('search.radius', { radius, place });
}
