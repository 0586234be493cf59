import type { ListingKind } from '@praxisnah/contracts';
import {
  ausbildungStartValues,
  DURATIONS,
  formatYearMonth,
  MIN_PAY_OPTIONS_EUR,
  SORT_OPTIONS,
  timeFrameMonths,
  type SortValue,
} from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useInternshipTypes } from '@/lib/catalog/get-internship-types';
import { useSectors } from '@/lib/catalog/get-sectors';
import { LocationPicker } from '@/features/location';
import { cn } from '@/lib/cn';
import { t } from '@/lib/messages';
import { countActiveFilters, EMPTY_FILTERS, splitKeywords, withDates, type SearchFilters } from '../hooks/search-filters';
import { labelOf } from '@/lib/labels';

type Facets = Record<string, Record<string, number>>;

const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

export interface SearchFiltersPanelProps {
  kind: ListingKind;
  filters: SearchFilters;
  facets: Facets | undefined;
  onChange: (change: Partial<SearchFilters> | ((current: SearchFilters) => SearchFilters)) => void;
}

export function SearchFiltersPanel({ kind, filters, facets, onChange }: SearchFiltersPanelProps) {
  const ids = {
    keywords: useId(),
    type: useId(),
    duration: useId(),
    timeFrame: useId(),
    from: useId(),
    to: useId(),
    sector: useId(),
    sort: useId(),
    pay: useId(),
  };
  const sectors = useSectors();
  const types = useInternshipTypes();
  // Read once per visit: the months offered move with today's date (product.md section 9 lists those of 2025).
  const [{ months, startBadges }] = useState(() => ({
    months: timeFrameMonths(new Date()),
    startBadges: ausbildungStartValues(new Date()),
  }));
  const [open, setOpen] = useState(false);
  const [keywords, setKeywords] = useState(filters.keywords.join(', '));
  const appliedKeywords = filters.keywords.join(', ');
  const [shownKeywords, setShownKeywords] = useState(appliedKeywords);
  if (shownKeywords !== appliedKeywords) {
    setShownKeywords(appliedKeywords);
    setKeywords(appliedKeywords);
  }

  const activeCount = countActiveFilters(filters);
  const applyKeywords = () => {
    const next = splitKeywords(keywords);
    if (next.join(',') !== filters.keywords.join(',')) onChange({ keywords: next });
  };

  return (
    <section className="filters" aria-labelledby={`${ids.keywords}-heading`}>
      <div className="filters__header">
        <h2 id={`${ids.keywords}-heading`} className="filters__title">
          <Icon name="filter" size={18} /> {t('listing.filters.title')}
        </h2>
        <button
          type="button"
          className="btn btn--ghost btn--sm filters__toggle"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('listing.filters.hide') : t('listing.filters.show')}
        </button>
      </div>
      <div className={cn('filters__body', open && 'filters__body--open')}>
        <div className="field">
          <label htmlFor={ids.keywords}>{t('listing.filters.keywords')}</label>
          <input
            id={ids.keywords}
            type="text"
            value={keywords}
            placeholder={t('listing.filters.keywordsPlaceholder')}
            onChange={(event) => setKeywords(event.target.value)}
            onBlur={applyKeywords}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyKeywords();
              }
            }}
          />
        </div>

        <LocationPicker page={kind} value={filters.location} onChange={(location) => onChange({ location })} />

        {kind === 'internship' ? (
          <>
            <div className="field">
              <label htmlFor={ids.type}>{t('listing.filters.type')}</label>
              <select id={ids.type} value={filters.type} onChange={(event) => onChange({ type: event.target.value })}>
                <option value="">{t('listing.filters.allTypes')}</option>
                {(types.data ?? []).map((type) => (
                  <option key={type.key} value={type.key}>
                    {withCount(type.label, facets?.['type.key']?.[type.key])}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={ids.duration}>{t('listing.filters.duration')}</label>
              <select id={ids.duration} value={filters.duration} onChange={(event) => onChange({ duration: event.target.value })}>
                <option value="">{t('listing.filters.anyDuration')}</option>
                {DURATIONS.map((duration) => (
                  <option key={duration.key} value={duration.key}>
                    {withCount(labelOf('duration', duration.key, duration.label), facets?.duration?.[duration.key])}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={ids.timeFrame}>{t('listing.filters.timeFrame')}</label>
              <select
                id={ids.timeFrame}
                value={filters.timeFrame}
                onChange={(event) => {
                  const timeFrame = event.target.value;
                  onChange(timeFrame === 'custom' ? { timeFrame } : { timeFrame, dateFrom: '', dateTo: '' });
                }}
              >
                <option value="">{t('listing.filters.allTimeFrames')}</option>
                <option value="current">{t('listing.filters.current')}</option>
                <option value="custom">{t('listing.filters.custom')}</option>
                {months.map((month) => (
                  <option key={month} value={month}>
                    {formatYearMonth(month)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field-row">
              <div className="field">
                <label htmlFor={ids.from}>{t('listing.filters.from')}</label>
                <input
                  id={ids.from}
                  type="date"
                  value={filters.dateFrom}
                  onChange={(event) => onChange((current) => withDates(current, event.target.value, current.dateTo))}
                />
              </div>
              <div className="field">
                <label htmlFor={ids.to}>{t('listing.filters.to')}</label>
                <input
                  id={ids.to}
                  type="date"
                  value={filters.dateTo}
                  min={filters.dateFrom || undefined}
                  onChange={(event) => onChange((current) => withDates(current, current.dateFrom, event.target.value))}
                />
              </div>
            </div>
          </>
        ) : (
          <>
            <fieldset className="field">
              <legend>{t('listing.filters.ausbildungStart')}</legend>
              <div className="toggle-badges">
                {startBadges.map((value) => {
                  const active = filters.ausbildungStart.includes(value);
                  return (
                    <button
                      key={value}
                      type="button"
                      className={cn('toggle-badge', active && 'toggle-badge--active')}
                      aria-pressed={active}
                      onClick={() =>
                        onChange((current) => ({
                          ...current,
                          ausbildungStart: active
                            ? current.ausbildungStart.filter((item) => item !== value)
                            : [...current.ausbildungStart, value],
                        }))
                      }
                    >
                      {withCount(formatYearMonth(value), facets?.ausbildungStart?.[value])}
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <div className="field">
              <label htmlFor={ids.pay}>{t('listing.filters.minPay')}</label>
              <select
                id={ids.pay}
                value={filters.minVergutung}
                onChange={(event) => onChange({ minVergutung: Number(event.target.value) })}
              >
                {MIN_PAY_OPTIONS_EUR.map((value) => (
                  <option key={value} value={value}>
                    {value === 0 ? t('listing.filters.anyPay') : t('listing.filters.payFrom', { amount: value })}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}

        <div className="field">
          <label htmlFor={ids.sector}>{t('listing.filters.sector')}</label>
          <select id={ids.sector} value={filters.sector} onChange={(event) => onChange({ sector: event.target.value })}>
            <option value="">{t('listing.filters.allSectors')}</option>
            {(sectors.data ?? []).map((sector) => (
              <option key={sector.key} value={sector.key}>
                {withCount(sector.label, facets?.['sector.key']?.[sector.key])}
              </option>
            ))}
          </select>
        </div>

        <div className="field">
          <label htmlFor={ids.sort}>{t('listing.filters.sort')}</label>
          <select id={ids.sort} value={filters.sort} onChange={(event) => onChange({ sort: event.target.value as SortValue })}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {labelOf('sort', option.value, option.label)}
              </option>
            ))}
          </select>
        </div>

        {activeCount > 0 ? (
          <button
            type="button"
            className="btn btn--secondary btn--block"
            onClick={() => {
              setKeywords('');
              onChange({ ...EMPTY_FILTERS, location: null });
            }}
          >
            {t('listing.filters.reset', { count: activeCount })}
          </button>
        ) : null}
      </div>
    </section>
  );
}
