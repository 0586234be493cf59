import type { MessageKey } from '@praxisnah/contracts';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { SkeletonGrid } from '@/components/ui/skeleton-card';
import { useFavourites } from '@/features/favourites';
import { LocationPicker } from '@/features/location';
import { CompanyMap } from '@/features/map';
import { useSectors } from '@/lib/catalog/get-sectors';
import { t } from '@/lib/messages';
import { useAllCompanies } from '../api/get-all-companies';
import { countCompanyFilters, EMPTY_COMPANY_FILTERS, filterCompanies, type CompanyFilters } from '../hooks/filter-companies';
import { CompanyCard, companyPath } from './company-card';
import { CompanyListCard } from './company-list-card';
import { paths } from '@/app/paths';
import '@/lib/message-parts/companies';

type View = 'grid' | 'list' | 'map';

const VIEWS: Array<[View, MessageKey]> = [
  ['list', 'companies.directory.viewList'],
  ['grid', 'companies.directory.viewGrid'],
  ['map', 'companies.directory.viewMap'],
];

/**
 * Cards rendered at first and per "Weitere Unternehmen anzeigen". The directory holds up to 2,000 companies; rendering
 * them all at once blocked a phone's main thread for seconds (Lighthouse /companies at 100,000 companies: TBT 2.7–5.3 s).
 */
const CARDS_PER_STEP = 24;

/** Company directory of product.md sections 2 and 5: client-side filtering of /api/companies/all. */
export function CompanyDirectory() {
  const ids = { text: useId(), sector: useId(), results: useId() };
  const navigate = useNavigate();
  const companies = useAllCompanies();
  const sectors = useSectors();
  const favourites = useFavourites();
  const [filters, setFiltersState] = useState<CompanyFilters>(EMPTY_COMPANY_FILTERS);
  const [shownCount, setShownCount] = useState(CARDS_PER_STEP);
  const [view, setView] = useState<View>('list');
  const activeCount = countCompanyFilters(filters);
  // Another filter means another list: it starts again with its first cards.
  const setFilters = (update: CompanyFilters | ((current: CompanyFilters) => CompanyFilters)) => {
    setFiltersState(update);
    setShownCount(CARDS_PER_STEP);
  };

  const visible = useMemo(
    () => filterCompanies(companies.data ?? [], filters, favourites.company),
    [companies.data, filters, favourites.company],
  );
  const shown = visible.slice(0, shownCount);
  const moreButton =
    visible.length > shown.length ? (
      <div className="load-more">
        <button type="button" className="btn btn--secondary" onClick={() => setShownCount((count) => count + CARDS_PER_STEP)}>
          {t('companies.directory.more', { count: visible.length - shown.length })}
        </button>
      </div>
    ) : null;

  return (
    <div className="page directory">
      <section className="hero hero--companies">
        <div className="container hero__split">
          <div>
            <h1>{t('companies.directory.title')}</h1>
            <p className="hero__lead">{t('companies.directory.lead')}</p>
          </div>
          <aside className="card cta-card" aria-label={t('companies.directory.ctaLabel')}>
            <h2>{t('companies.directory.ctaTitle')}</h2>
            <p>{t('companies.directory.ctaText')}</p>
            <Link className="btn btn--primary" to={paths.pricing.to()}>
              {t('companies.directory.ctaButton')}
            </Link>
          </aside>
        </div>
      </section>

      <div className="container">
        <section className="card search-panel" aria-label={t('companies.directory.filterLabel')}>
          <div className="search-panel__grid">
            <div className="field">
              <label htmlFor={ids.text}>{t('companies.directory.query')}</label>
              <div className="input-with-action">
                <Icon name="search" className="input-icon" />
                <input
                  id={ids.text}
                  type="search"
                  value={filters.text}
                  placeholder={t('companies.directory.queryPlaceholder')}
                  onChange={(event) => setFilters((current) => ({ ...current, text: event.target.value }))}
                />
              </div>
            </div>
            <LocationPicker
              page="companies"
              value={filters.location}
              onChange={(location) => setFilters((current) => ({ ...current, location }))}
            />
            <div className="field">
              <label htmlFor={ids.sector}>{t('companies.directory.sector')}</label>
              <select
                id={ids.sector}
                value={filters.sectorId}
                onChange={(event) => setFilters((current) => ({ ...current, sectorId: event.target.value }))}
              >
                <option value="">{t('companies.directory.allSectors')}</option>
                {(sectors.data ?? []).map((sector) => (
                  <option key={sector.id} value={String(sector.id)}>
                    {sector.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {activeCount > 0 ? (
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setFilters(EMPTY_COMPANY_FILTERS)}>
              {t('companies.directory.resetFiltersCount', { count: activeCount })}
            </button>
          ) : null}
        </section>

        <div className="toolbar">
          <Badge tone="blue" className="directory__count">
            <span role="status">{t('companies.directory.found', { count: visible.length })}</span>
          </Badge>
          <div role="group" aria-label={t('companies.directory.viewLabel')} className="segments">
            {VIEWS.map(([value, label]) => (
              <button
                key={value}
                type="button"
                className={view === value ? 'segment segment--active' : 'segment'}
                aria-pressed={view === value}
                onClick={() => setView(value)}
              >
                {t(label)}
              </button>
            ))}
          </div>
        </div>

        <section aria-labelledby={ids.results} aria-busy={companies.isPending}>
          <h2 id={ids.results} className="visually-hidden">
            {t('companies.directory.resultsHeading')}
          </h2>
          {companies.isPending ? (
            <SkeletonGrid count={6} />
          ) : companies.isError ? (
            <div className="error-state" role="alert">
              <p>{t('companies.directory.loadError')}</p>
              <button type="button" className="btn btn--primary" onClick={() => void companies.refetch()}>
                {t('companies.directory.retry')}
              </button>
            </div>
          ) : visible.length === 0 ? (
            <EmptyState title={t('companies.directory.empty')} icon="🏢">
              <p>{t('companies.directory.emptyHint')}</p>
              <button type="button" className="btn btn--secondary" onClick={() => setFilters(EMPTY_COMPANY_FILTERS)}>
                {t('companies.directory.resetFilters')}
              </button>
            </EmptyState>
          ) : view === 'map' ? (
            <CompanyMap companies={visible} onCompanyClick={(company) => navigate(companyPath(company))} />
          ) : (
            <>
              <div className={view === 'grid' ? 'card-grid' : 'list-grid'} data-testid="company-results">
                {shown.map((company) =>
                  view === 'grid' ? (
                    <CompanyCard key={company.id} company={company} />
                  ) : (
                    <CompanyListCard key={company.id} company={company} />
                  ),
                )}
              </div>
              {moreButton}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
