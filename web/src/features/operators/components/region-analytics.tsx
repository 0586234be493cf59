import { VERTICAL_LABELS, type RegionAnalytics, type Vertical } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { useRegionAnalytics } from '../api/get-region-analytics';
import { formatDay } from '../hooks/format-date';
import { RegionField } from './region-field';

const TOTALS: { key: keyof RegionAnalytics['totals']; label: string }[] = [
  { key: 'searches', label: 'Suchen' },
  { key: 'zeroResultSearches', label: 'Suchen ohne Treffer' },
  { key: 'listingViews', label: 'Aufrufe von Angeboten' },
  { key: 'eventViews', label: 'Aufrufe von Events' },
  { key: 'companyViews', label: 'Aufrufe von Unternehmen' },
  { key: 'favourites', label: 'Gemerkt' },
  { key: 'newListings', label: 'Neue Angebote' },
  { key: 'newCompanies', label: 'Neue Unternehmen' },
  { key: 'newEvents', label: 'Neue Events' },
];
const number = (value: number) => value.toLocaleString('de-DE');
const verticalLabel = (vertical: string) => VERTICAL_LABELS[vertical as Vertical] ?? vertical;

/**
 * The "Zahlen" tab of /regional-manager: the region's numbers of the last 30 days from the analytics aggregates, and
 * what people searched in the region without finding it (by job title), the gap a manager can close with companies.
 */
export function RegionAnalyticsPanel({ regions }: { regions: { slug: string; name: string }[] | null }) {
  const id = useId();
  const [region, setRegion] = useState('');
  const analytics = useRegionAnalytics(region);

  return (
    <section className="region-analytics" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Zahlen der letzten 30 Tage</h2>
      {regions ? (
        <div className="operator-filters">
          <RegionField regions={regions} value={region} emptyLabel="Alle Regionen" onChange={setRegion} />
        </div>
      ) : null}
      {analytics.isPending ? (
        <SkeletonCard />
      ) : analytics.isError ? (
        <EmptyState title="Die Zahlen konnten nicht geladen werden">{analytics.error.message}</EmptyState>
      ) : (
        <>
          <p className="muted">
            {analytics.data.range.region?.name ?? 'Alle Regionen'}, {formatDay(analytics.data.range.from)} bis{' '}
            {formatDay(analytics.data.range.to)}
          </p>
          <dl className="region-analytics__totals">
            {TOTALS.map((total) => (
              <div key={total.key} className="card">
                <dt>{total.label}</dt>
                <dd>{number(analytics.data.totals[total.key])}</dd>
              </div>
            ))}
          </dl>
          <h3>Gesucht, aber nicht gefunden</h3>
          {analytics.data.unmetDemand.length === 0 ? (
            <p className="muted">Keine Suche blieb ohne passende Treffer.</p>
          ) : (
            <ul className="operator-list region-analytics__unmet">
              {analytics.data.unmetDemand.map((row) => (
                <li key={`${row.districtCode}-${row.vertical}-${row.query}`} className="card">
                  <strong>{row.query}</strong>{' '}
                  <span className="muted">
                    ({verticalLabel(row.vertical)}, {row.district})
                  </span>
                  <p className="muted">
                    {number(row.zeroResults)} ohne Treffer, {number(row.lowResults)} mit wenigen Treffern von {number(row.searches)} Suchen
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
