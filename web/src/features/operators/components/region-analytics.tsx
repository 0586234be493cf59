import { VERTICAL_LABELS, type MessageKey, type RegionAnalytics, type Vertical } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { useRegionAnalytics } from '../api/get-region-analytics';
import { formatDay } from '../hooks/format-date';
import { RegionField } from './region-field';
import { t } from '@/lib/messages';
import { labelOf } from '@/lib/labels';
import '@/lib/message-parts/operators';

const TOTALS: { key: keyof RegionAnalytics['totals']; label: MessageKey }[] = [
  { key: 'searches', label: 'operators.analytics.searches' },
  { key: 'zeroResultSearches', label: 'operators.analytics.zeroResultSearches' },
  { key: 'listingViews', label: 'operators.analytics.listingViews' },
  { key: 'eventViews', label: 'operators.analytics.eventViews' },
  { key: 'companyViews', label: 'operators.analytics.companyViews' },
  { key: 'favourites', label: 'operators.analytics.favourites' },
  { key: 'newListings', label: 'operators.analytics.newListings' },
  { key: 'newCompanies', label: 'operators.analytics.newCompanies' },
  { key: 'newEvents', label: 'operators.analytics.newEvents' },
];
const number = (value: number) => value.toLocaleString('de-DE');
const verticalLabel = (vertical: string) => labelOf('vertical', vertical, VERTICAL_LABELS[vertical as Vertical]);

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
      <h2 id={`${id}-title`}>{t('operators.analytics.title')}</h2>
      {regions ? (
        <div className="operator-filters">
          <RegionField regions={regions} value={region} emptyLabel={t('operators.common.allRegions')} onChange={setRegion} />
        </div>
      ) : null}
      {analytics.isPending ? (
        <SkeletonCard />
      ) : analytics.isError ? (
        <EmptyState title={t('operators.analytics.loadFailed')}>{analytics.error.message}</EmptyState>
      ) : (
        <>
          <p className="muted">
            {t('operators.analytics.range', {
              region: analytics.data.range.region?.name ?? t('operators.common.allRegions'),
              from: formatDay(analytics.data.range.from),
              to: formatDay(analytics.data.range.to),
            })}
          </p>
          <dl className="region-analytics__totals">
            {TOTALS.map((total) => (
              <div key={total.key} className="card">
                <dt>{t(total.label)}</dt>
                <dd>{number(analytics.data.totals[total.key])}</dd>
              </div>
            ))}
          </dl>
          <h3>{t('operators.analytics.unmetTitle')}</h3>
          {analytics.data.unmetDemand.length === 0 ? (
            <p className="muted">{t('operators.analytics.unmetEmpty')}</p>
          ) : (
            <ul className="operator-list region-analytics__unmet">
              {analytics.data.unmetDemand.map((row) => (
                <li key={`${row.districtCode}-${row.vertical}-${row.query}`} className="card">
                  <strong>{row.query}</strong>{' '}
                  <span className="muted">
                    {t('operators.analytics.unmetWhere', { vertical: verticalLabel(row.vertical), district: row.district })}
                  </span>
                  <p className="muted">
                    {t('operators.analytics.unmetCounts', {
                      zero: number(row.zeroResults),
                      low: number(row.lowResults),
                      searches: number(row.searches),
                    })}
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
