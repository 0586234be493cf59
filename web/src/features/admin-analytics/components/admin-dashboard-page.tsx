import {
  VERTICAL_LABELS,
  type AdminAnalytics,
  type DailyMetric,
  type FreshnessDay,
  type MessageKey,
  type QueryCount,
  type RegionDemand,
  type UnmetDemandRow,
  type Vertical,
} from '@praxisnah/contracts';
import { useId, useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { AreaMap, type AreaCircle } from '@/features/map';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminAnalytics, useRegions } from '../api/get-admin-analytics';
import { daysOf, PRESET_DAYS, presetRange, useAnalyticsFilter } from '../hooks/analytics-filter';
import { ChartCanvas, type Series } from './chart-canvas';
import { QueueHealthPanel } from './queue-health-panel';
import { t } from '@/lib/messages';
import { labelOf } from '@/lib/labels';
import '@/lib/message-parts/operators';

const COLORS = ['#0f5fd7', '#7c3aed', '#ea580c', '#059669', '#db2777'];
const number = new Intl.NumberFormat('de-DE');
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;
const verticalLabel = (vertical: string) => labelOf('vertical', vertical, VERTICAL_LABELS[vertical as Vertical]);
const METRIC_LABELS: Record<string, MessageKey> = {
  listing_view: 'admin.analytics.metric.listingView',
  event_view: 'admin.analytics.metric.eventView',
  company_view: 'admin.analytics.metric.companyView',
  favourite: 'admin.analytics.metric.favourite',
  share: 'admin.analytics.metric.share',
  listing_created: 'admin.analytics.metric.listingCreated',
  company_created: 'admin.analytics.metric.companyCreated',
  event_created: 'admin.analytics.metric.eventCreated',
};
const metricLabel = (metric: string) => (Object.hasOwn(METRIC_LABELS, metric) ? t(METRIC_LABELS[metric]!) : metric);

/** One series per metric (or vertical) over every day of the range, zero where nothing was counted. */
function seriesByKey<T extends { day: string; count: number }>(
  rows: readonly T[],
  days: string[],
  keyOf: (row: T) => string,
  labelOf: (key: string) => string,
) {
  const keys = [...new Set(rows.map(keyOf))].sort();
  return keys.map((key, index): Series => {
    const counts = new Map(rows.filter((row) => keyOf(row) === key).map((row) => [row.day, row.count]));
    return { label: labelOf(key), values: days.map((day) => counts.get(day) ?? 0), color: COLORS[index % COLORS.length]! };
  });
}

/** Rows of a per-day metric table: one row per day, one column per metric. */
function pivot(rows: readonly DailyMetric[], days: string[], metrics: string[]) {
  const byDay = new Map(days.map((day) => [day, Object.fromEntries(metrics.map((metric) => [metric, 0])) as Record<string, number>]));
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (counts) counts[row.metric] = row.count;
  }
  return days.map((day) => ({ day, counts: byDay.get(day)! }));
}

const share = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)} %`);

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card admin-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead ? <p className="muted">{lead}</p> : null}
      {children}
    </section>
  );
}

// Columns are built at render time, so their headers show the admins' overrides.
const queryColumns = (): TableColumn<QueryCount>[] => [
  { header: t('admin.analytics.col.query'), value: (row) => row.query },
  { header: t('admin.analytics.col.vertical'), value: (row) => verticalLabel(row.vertical) },
  { header: t('admin.analytics.col.searches'), value: (row) => row.searches, numeric: true, render: (row) => number.format(row.searches) },
  { header: t('admin.analytics.col.zeroResults'), value: (row) => row.zeroResults, numeric: true },
  { header: t('admin.analytics.col.zeroShare'), value: (row) => share(row.zeroResults, row.searches), numeric: true },
];

const unmetColumns = (): TableColumn<UnmetDemandRow>[] => [
  { header: t('admin.analytics.col.district'), value: (row) => row.district },
  { header: t('admin.analytics.col.query'), value: (row) => row.query },
  { header: t('admin.analytics.col.vertical'), value: (row) => verticalLabel(row.vertical) },
  { header: t('admin.analytics.col.searches'), value: (row) => row.searches, numeric: true },
  { header: t('admin.analytics.col.zeroResults'), value: (row) => row.zeroResults, numeric: true },
  { header: t('admin.analytics.col.lowResults'), value: (row) => row.lowResults, numeric: true },
];

const regionColumns = (): TableColumn<RegionDemand>[] => [
  { header: t('admin.analytics.col.region'), value: (row) => row.region },
  { header: t('admin.analytics.col.visitors'), value: (row) => row.visitors, numeric: true, render: (row) => number.format(row.visitors) },
  { header: t('admin.analytics.col.searches'), value: (row) => row.searches, numeric: true, render: (row) => number.format(row.searches) },
  { header: t('admin.analytics.col.zeroShare'), value: (row) => share(row.zeroResults, row.searches), numeric: true },
  { header: t('admin.analytics.col.lowShare'), value: (row) => share(row.lowResults, row.searches), numeric: true },
];

/** The largest circle on the district map (the district with the most searches), and the smallest. */
const MAX_CIRCLE_KM = 22;
const MIN_CIRCLE_KM = 3;

const freshnessColumns = (): TableColumn<FreshnessDay>[] => [
  { header: t('admin.analytics.col.day'), value: (row) => row.day },
  { header: t('admin.analytics.col.changes'), value: (row) => row.count, numeric: true },
  { header: t('admin.analytics.col.p50'), value: (row) => row.p50Ms, numeric: true },
  { header: t('admin.analytics.col.p95'), value: (row) => row.p95Ms, numeric: true },
  { header: t('admin.analytics.col.max'), value: (row) => row.maxMs, numeric: true },
];

function Totals({ data }: { data: AdminAnalytics }) {
  const { totals } = data;
  const items: [MessageKey, number][] = [
    ['admin.analytics.total.searches', totals.searches],
    [data.range.region === null ? 'admin.analytics.total.visitors' : 'admin.analytics.total.visitorsInRegion', totals.visitors],
    ['admin.analytics.total.listingViews', totals.listingViews],
    ['admin.analytics.total.eventViews', totals.eventViews],
    ['admin.analytics.total.companyViews', totals.companyViews],
    ['admin.analytics.total.favourites', totals.favourites],
    ['admin.analytics.total.shares', totals.shares],
    ['admin.analytics.total.shortLinkOpens', totals.shortLinkOpens],
    ['admin.analytics.total.mapClicks', totals.mapClicks],
    ['admin.analytics.total.suggestionsTaken', totals.suggestionsTaken],
    ['admin.analytics.total.newListings', totals.newListings],
    ['admin.analytics.total.newCompanies', totals.newCompanies],
    ['admin.analytics.total.newEvents', totals.newEvents],
  ];
  return (
    <dl className="admin-totals">
      {items.map(([label, value]) => (
        <div key={label} className="card admin-totals__item">
          <dt>{t(label)}</dt>
          <dd>{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function MetricsPerDay({
  rows,
  days,
  metrics,
  title,
  fileName,
}: {
  rows: DailyMetric[];
  days: string[];
  metrics: string[];
  title: string;
  fileName: string;
}) {
  const series = useMemo(() => seriesByKey(rows, days, (row) => row.metric, metricLabel), [rows, days]);
  const table = pivot(rows, days, metrics);
  const columns: TableColumn<(typeof table)[number]>[] = [
    { header: t('admin.analytics.col.day'), value: (row) => row.day },
    ...metrics.map((metric) => ({
      header: metricLabel(metric),
      value: (row: (typeof table)[number]) => row.counts[metric] ?? 0,
      numeric: true,
    })),
  ];
  return (
    <>
      <ChartCanvas type="line" labels={days.map(shortDay)} series={series} caption={title} />
      <DataTable caption={title} rows={table} columns={columns} rowKey={(row) => row.day} fileName={fileName} />
    </>
  );
}

/** /admin-dashboard and /admin: what happens on the platform, for a range and a region. */
export function AdminDashboardPage() {
  useDocumentTitle(t('admin.analytics.title'));
  const { filter, setFilter } = useAnalyticsFilter();
  const regions = useRegions();
  const analytics = useAdminAnalytics(filter);
  const fromId = useId();
  const toId = useId();
  const regionId = useId();
  const data = analytics.data;
  const days = useMemo(() => daysOf(filter.from, filter.to), [filter.from, filter.to]);
  const searchSeries = useMemo(
    () => seriesByKey(data?.searchesPerDay ?? [], days, (row) => row.vertical, verticalLabel),
    [data?.searchesPerDay, days],
  );
  const freshnessSeries = useMemo((): Series[] => {
    const byDay = new Map((data?.freshness ?? []).map((row) => [row.day, row]));
    const pick = (key: 'p50Ms' | 'p95Ms' | 'maxMs') => days.map((day) => byDay.get(day)?.[key] ?? 0);
    return [
      { label: t('admin.analytics.freshness.p50'), values: pick('p50Ms'), color: COLORS[0]! },
      { label: t('admin.analytics.freshness.p95'), values: pick('p95Ms'), color: COLORS[2]! },
      { label: t('admin.analytics.freshness.max'), values: pick('maxMs'), color: COLORS[4]! },
    ];
  }, [data?.freshness, days]);
  // One circle per district: its area grows with the searches there, its colour with the share left unanswered.
  const areas = useMemo((): AreaCircle[] => {
    const districts = data?.districts ?? [];
    const most = Math.max(1, ...districts.map((district) => district.searches));
    return districts.map((district) => ({
      latitude: district.latitude,
      longitude: district.longitude,
      radiusKm: MIN_CIRCLE_KM + (MAX_CIRCLE_KM - MIN_CIRCLE_KM) * Math.sqrt(district.searches / most),
      share: district.searches ? (district.zeroResults + district.lowResults) / district.searches : 0,
      label: district.district,
      detail: t('admin.analytics.districtDetail', {
        searches: number.format(district.searches),
        zero: number.format(district.zeroResults),
        low: number.format(district.lowResults),
      }),
    }));
  }, [data?.districts]);
  const fileSuffix = `${filter.from}_${filter.to}${filter.region ? `_region-${filter.region}` : ''}.csv`;

  return (
    <div className="container page admin-dashboard">
      <header className="admin-dashboard__header">
        <h1>{t('admin.analytics.title')}</h1>
        <p className="muted">{t('admin.analytics.lead')}</p>
      </header>

      <form className="card admin-filter" onSubmit={(event) => event.preventDefault()} aria-label={t('admin.analytics.filter')}>
        <div className="button-row admin-filter__presets">
          {PRESET_DAYS.map((days) => (
            <Button key={days} size="sm" variant="secondary" onClick={() => setFilter({ ...presetRange(days), region: filter.region })}>
              {days === 365 ? t('admin.analytics.preset12Months') : t('admin.analytics.presetDays', { days })}
            </Button>
          ))}
        </div>
        <div className="field">
          <label htmlFor={fromId}>{t('admin.analytics.from')}</label>
          <input
            id={fromId}
            type="date"
            value={filter.from}
            max={filter.to}
            onChange={(event) => event.target.value && setFilter({ ...filter, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={toId}>{t('admin.analytics.to')}</label>
          <input
            id={toId}
            type="date"
            value={filter.to}
            min={filter.from}
            onChange={(event) => event.target.value && setFilter({ ...filter, to: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={regionId}>{t('admin.analytics.region')}</label>
          <select
            id={regionId}
            value={filter.region ?? ''}
            onChange={(event) => setFilter({ ...filter, region: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t('admin.analytics.allRegions')}</option>
            {(regions.data ?? []).map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
        </div>
      </form>

      {analytics.error ? (
        <div className="error-state" role="alert">
          <p>{t('admin.analytics.loadFailed', { message: analytics.error.message })}</p>
          <Button onClick={() => void analytics.refetch()}>{t('admin.analytics.retry')}</Button>
        </div>
      ) : !data ? (
        <p role="status">{t('admin.analytics.loading')}</p>
      ) : (
        <div className="admin-dashboard__body" aria-busy={analytics.isFetching || undefined}>
          <Totals data={data} />

          <Section title={t('admin.analytics.searchesPerDay.title')} lead={t('admin.analytics.searchesPerDay.lead')}>
            <ChartCanvas
              type="bar"
              stacked
              labels={days.map(shortDay)}
              series={searchSeries}
              caption={t('admin.analytics.searchesPerDay.caption')}
            />
          </Section>

          <Section title={t('admin.analytics.unmet.title')} lead={t('admin.analytics.unmet.lead')}>
            <AreaMap areas={areas} label={t('admin.analytics.unmet.map')} />
            <DataTable
              caption={t('admin.analytics.unmet.caption')}
              rows={data.unmetDemand}
              columns={unmetColumns()}
              rowKey={(row) => `${row.districtCode}:${row.vertical}:${row.query}`}
              fileName={`nachfrage-ohne-angebot_${fileSuffix}`}
            />
          </Section>

          <Section title={t('admin.analytics.regions.title')} lead={t('admin.analytics.regions.lead')}>
            <DataTable
              caption={t('admin.analytics.regions.caption')}
              rows={data.regions}
              columns={regionColumns()}
              rowKey={(row) => String(row.regionId)}
              fileName={`besucher-je-region_${fileSuffix}`}
            />
          </Section>

          <Section title={t('admin.analytics.topQueries')}>
            <DataTable
              caption={t('admin.analytics.topQueries')}
              rows={data.topQueries}
              columns={queryColumns()}
              rowKey={(row) => `${row.vertical}:${row.query}`}
              fileName={`suchbegriffe_${fileSuffix}`}
            />
          </Section>

          <Section title={t('admin.analytics.engagement.title')}>
            <MetricsPerDay
              rows={data.engagementPerDay}
              days={days}
              metrics={['listing_view', 'event_view', 'company_view', 'favourite', 'share']}
              title={t('admin.analytics.engagement.caption')}
              fileName={`aufrufe_${fileSuffix}`}
            />
          </Section>

          <Section title={t('admin.analytics.growth.title')}>
            <MetricsPerDay
              rows={data.growthPerDay}
              days={days}
              metrics={['listing_created', 'company_created', 'event_created']}
              title={t('admin.analytics.growth.caption')}
              fileName={`neu_${fileSuffix}`}
            />
          </Section>

          <Section title={t('admin.analytics.freshness.title')} lead={t('admin.analytics.freshness.lead')}>
            <ChartCanvas
              type="line"
              labels={days.map(shortDay)}
              series={freshnessSeries}
              caption={t('admin.analytics.freshness.caption')}
              unit={t('admin.analytics.freshness.unit')}
            />
            <DataTable
              caption={t('admin.analytics.freshness.caption')}
              rows={data.freshness}
              columns={freshnessColumns()}
              rowKey={(row) => row.day}
              fileName={`auffindbarkeit_${fileSuffix}`}
            />
          </Section>
        </div>
      )}

      <Section title={t('admin.analytics.queues.title')}>
        <QueueHealthPanel />
      </Section>
    </div>
  );
}
