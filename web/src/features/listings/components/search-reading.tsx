import type { ListingKind } from '@praxisnah/contracts';
import { DEFAULT_RADIUS_KM, formatYearMonth, type SearchInterpretation, type SearchSuggestion } from '@praxisnah/contracts';
import { Link } from 'react-router-dom';
import { useMyLocation } from '@/features/location';
import { durationLabel } from '@/lib/format';
import { t } from '@/lib/messages';
import { EMPTY_FILTERS, writeFilters, type SearchFilters } from '../hooks/search-filters';
import { paths } from '@/app/paths';

/**
 * "Ergebnisse für Kauffrau, Kaufmann": which other names the words were searched under; before it, when all the
 * words together found nothing, which of them the page shows, and when the place typed among them found nothing
 * within the usual radius, the wider circle the page shows; when the words found nothing anywhere, the related job the
 * page shows instead; when several jobs named are no listing at once, that it shows each; when the job found only a few, the related jobs shown below them; and what was typed about the searcher and left out ("ab 16").
 */
export function SearchWidened({ interpretation }: { interpretation: SearchInterpretation | undefined }) {
  const widened = interpretation?.widened ?? [];
  const fewerWords = interpretation?.fewerWords;
  const relatedJob = interpretation?.relatedJob;
  const relatedJobsAdded = interpretation?.relatedJobsAdded;
  const eachJob = interpretation?.eachJob;
  const aboutSearcher = interpretation?.aboutSearcher ?? [];
  const radiusWidened = interpretation?.radiusWidened;
  return (
    <>
      {radiusWidened ? (
        <p className="results__widened" data-testid="results-radius-widened">
          {t('listing.reading.radiusWidened', radiusWidened)}
        </p>
      ) : null}
      {fewerWords ? (
        <p className="results__widened" data-testid="results-fewer-words">
          {t('listing.reading.fewerWords', fewerWords)}
        </p>
      ) : null}
      {relatedJob ? (
        <p className="results__widened" data-testid="results-related-job">
          {t('listing.reading.relatedJob', relatedJob)}
        </p>
      ) : null}
      {eachJob ? (
        <p className="results__widened" data-testid="results-each-job">
          {t('listing.reading.eachJob', { jobs: eachJob.map((job) => `„${job}“`).join(', ') })}
        </p>
      ) : null}
      {relatedJobsAdded ? (
        <p className="results__widened" data-testid="results-related-jobs-added">
          {t('listing.reading.relatedJobsAdded', { typed: relatedJobsAdded.typed, names: relatedJobsAdded.names.join(', ') })}
        </p>
      ) : null}
      {aboutSearcher.length ? (
        <p className="results__widened" data-testid="results-about-searcher">
          {t('listing.reading.aboutSearcher', { words: aboutSearcher.map((words) => `„${words}“`).join(', ') })}
        </p>
      ) : null}
      {widened.length ? (
        <p className="results__widened" data-testid="results-widened">
          {t('listing.reading.widened', { terms: widened.map((part) => [part.typed, ...part.alsoSearched].join(', ')).join(' · ') })}
        </p>
      ) : null}
    </>
  );
}

/** A note on how the words were read that offers to search them another way. */
interface ReadingChangeProps {
  filters: SearchFilters;
  interpretation: SearchInterpretation | undefined;
  onChange: (next: SearchFilters) => void;
}

/**
 * A filter the API read from the words, said above the results, with a button back to the search without it: the
 * words typed without the ones that said it.
 */
function FilterReadFromWords({ testId, text, leave, onLeave }: { testId: string; text: string; leave: string; onLeave: () => void }) {
  return (
    <p className="results__widened" data-testid={testId}>
      {text}{' '}
      <button type="button" className="btn btn--secondary btn--sm" onClick={onLeave}>
        {leave}
      </button>
    </p>
  );
}

/** A length of stay the API read from the words ("Praktikum 2 Wochen") filters the page like the Dauer filter. */
export function SearchDurationFromQuery({ filters, interpretation, onChange }: ReadingChangeProps) {
  const typedDuration = interpretation?.durationFromQuery;
  if (!typedDuration) return null;
  const label = durationLabel(typedDuration.duration);
  const typed = typedDuration.typed;
  return (
    <FilterReadFromWords
      testId="results-duration-from-query"
      text={
        typed.toLowerCase() === label.toLowerCase()
          ? t('listing.reading.durationFromQuery', { label })
          : t('listing.reading.durationFromQueryTyped', { label, typed })
      }
      leave={t('listing.reading.everyDuration')}
      onLeave={() => onChange({ ...filters, q: typedDuration.words })}
    />
  );
}

/** A month the API read from the words ("Praktikum im Februar") filters the page like the Zeitraum filter. */
export function SearchMonthFromQuery({ filters, interpretation, onChange }: ReadingChangeProps) {
  const typedMonth = interpretation?.monthFromQuery;
  if (!typedMonth) return null;
  return (
    <FilterReadFromWords
      testId="results-month-from-query"
      text={t('listing.reading.monthFromQuery', { label: formatYearMonth(typedMonth.timeFrame), typed: typedMonth.typed })}
      leave={t('listing.reading.everyTimeFrame')}
      onLeave={() => onChange({ ...filters, q: typedMonth.words })}
    />
  );
}

/**
 * "Praktikum in der Nähe" named no place: the API searched the other words everywhere. The page says so and offers
 * the device's position, as the place picker's "Mein Standort" does.
 */
export function SearchNearMe({ filters, interpretation, onChange }: ReadingChangeProps) {
  const nearMe = interpretation?.nearMe;
  const { locating, locate } = useMyLocation((location) => onChange({ ...filters, q: nearMe?.words ?? filters.q, location }));
  if (!nearMe) return null;
  return (
    <p className="results__widened" data-testid="results-near-me">
      {t('listing.reading.nearMe', { typed: nearMe.typed })}{' '}
      <button type="button" className="btn btn--secondary btn--sm" disabled={locating} onClick={() => void locate(DEFAULT_RADIUS_KM)}>
        {t('location.myLocation')}
      </button>
    </p>
  );
}

const OTHER_SEARCH: Record<ListingKind, string> = { internship: paths.ausbildungSearch.to(), ausbildung: paths.search.to() };
const OTHER_KIND: Record<ListingKind, ListingKind> = { internship: 'ausbildung', ausbildung: 'internship' };

/**
 * The nearest searches that find something, offered when this one found nothing (from the API, with their counts).
 * A place the API read from the search words is turned into the place filter, so each change keeps the rest.
 */
export function SearchSuggestions({
  kind,
  filters,
  interpretation,
  suggestions,
  onChange,
}: {
  kind: ListingKind;
  filters: SearchFilters;
  interpretation: SearchInterpretation | undefined;
  suggestions: SearchSuggestion[] | undefined;
  onChange: (next: SearchFilters) => void;
}) {
  if (!suggestions?.length) return null;
  const typedPlace = interpretation?.placeFromQuery;
  const location =
    filters.location ?? (typedPlace ? { address: typedPlace.location, radius: typedPlace.radius ?? DEFAULT_RADIUS_KM } : null);
  const words = typedPlace ? typedPlace.words : filters.q;
  // The words the suggestions keep no longer say the length of stay the API read from them: it becomes the filter.
  const duration = typedPlace ? (interpretation?.durationFromQuery?.duration ?? filters.duration) : filters.duration;
  const apply = (suggestion: SearchSuggestion): SearchFilters => {
    switch (suggestion.kind) {
      case 'wider-radius':
        return {
          ...filters,
          q: words,
          duration,
          location: location ? { ...location, radius: suggestion.radius ?? location.radius } : null,
        };
      case 'without-place':
        return { ...filters, q: words, duration, location: null };
      case 'without-words':
        return { ...filters, q: '', keywords: [], duration, location };
      case 'related-job':
        return { ...filters, q: suggestion.q ?? words, duration, location };
      case 'other-vertical':
        return filters;
    }
  };
  // The other vertical's page with what the API counted there: the words without this vertical's ("Ausbildung
  // Friseur" becomes "Friseur" in the Praktika), the keywords and the place, chosen or typed among the words.
  const otherSearchParams = (suggestion: SearchSuggestion) =>
    writeFilters({ ...EMPTY_FILTERS, q: suggestion.q ?? words, keywords: filters.keywords, location }, OTHER_KIND[kind]);
  return (
    <div className="search-suggestions" data-testid="search-suggestions">
      <p>{t('listing.reading.suggestions')}</p>
      <ul>
        {suggestions.map((suggestion) => (
          <li key={`${suggestion.kind}:${suggestion.q ?? ''}`}>
            {suggestion.kind === 'other-vertical' ? (
              <Link className="btn btn--secondary" to={`${OTHER_SEARCH[kind]}?${otherSearchParams(suggestion)}`}>
                {t('listing.reading.suggestion', { label: suggestion.label, total: suggestion.total })}
              </Link>
            ) : (
              <button type="button" className="btn btn--secondary" onClick={() => onChange(apply(suggestion))}>
                {t('listing.reading.suggestion', { label: suggestion.label, total: suggestion.total })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
