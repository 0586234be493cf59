import {
  decodeHtmlEntities,
  NEARBY_DEMAND_DAYS,
  NEARBY_DEMAND_RADIUS_KM,
  SECTORS,
  VERTICAL_LABELS,
  type CompanyListingStats,
  type CompanyWeek,
  type NearbyDemandRow,
  type Vertical,
  type MessageKey,
} from '@praxisnah/contracts';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { t } from '@/lib/messages';
import { useCompanyAnalytics } from '../api/get-company-analytics';
import { labelOf } from '@/lib/labels';
import '@/lib/message-parts/companies';

const number = new Intl.NumberFormat('de-DE');
/** Counts below five arrive as null: no single search can be singled out. */
const atLeastFive = (value: number | null) => (value === null ? '< 5' : number.format(value));
const weekLabel = (week: string) => `${week.slice(8, 10)}.${week.slice(5, 7)}.`;

/** A row of small bars, one per week; the numbers are in the tables, the picture shows the trend. */
function WeekBars({ values, label, width = 120, height = 28 }: { values: number[]; label: string; width?: number; height?: number }) {
  const max = Math.max(1, ...values);
  const step = width / Math.max(1, values.length);
  return (
    <svg className="spark" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      {values.map((value, index) => {
        const barHeight = value === 0 ? 1 : Math.max(2, (value / max) * height);
        return (
          <rect
            key={index}
            x={index * step + 1}
            y={height - barHeight}
            width={Math.max(1, step - 2)}
            height={barHeight}
            fill="currentColor"
          />
        );
      })}
    </svg>
  );
}

/** Built on each render: the headers are messages an admin may have reworded. */
const listingColumns = (): TableColumn<CompanyListingStats>[] => [
  { header: t('dashboard.analytics.offer'), value: (row) => row.title },
  { header: t('dashboard.analytics.views'), value: (row) => row.views, numeric: true },
  { header: t('dashboard.analytics.favourites'), value: (row) => row.favourites, numeric: true },
  { header: t('dashboard.analytics.shares'), value: (row) => row.shares, numeric: true },
  {
    header: t('dashboard.analytics.viewsPerWeek'),
    value: (row) => row.weekly.join(' / '),
    render: (row) => <WeekBars values={row.weekly} label={t('dashboard.analytics.viewsWeekly', { values: row.weekly.join(', ') })} />,
  },
];

const weekColumns = (): TableColumn<CompanyWeek>[] => [
  { header: t('dashboard.analytics.weekFrom'), value: (row) => row.week, render: (row) => weekLabel(row.week) },
  { header: t('dashboard.analytics.views'), value: (row) => row.views, numeric: true },
  { header: t('dashboard.analytics.favourites'), value: (row) => row.favourites, numeric: true },
  { header: t('dashboard.analytics.shares'), value: (row) => row.shares, numeric: true },
];

const nearbyColumns = (): TableColumn<NearbyDemandRow>[] => [
  { header: t('dashboard.analytics.query'), value: (row) => row.query },
  { header: t('dashboard.analytics.area'), value: (row) => labelOf('vertical', row.vertical, VERTICAL_LABELS[row.vertical as Vertical]) },
  { header: t('dashboard.analytics.searches'), value: (row) => atLeastFive(row.searches), numeric: true },
  {
    header: t('dashboard.analytics.averageResults'),
    value: (row) => (row.averageResults === null ? '–' : row.averageResults),
    numeric: true,
  },
  { header: t('dashboard.analytics.zeroResults'), value: (row) => atLeastFive(row.zeroResults), numeric: true },
];

const WEEK_CHARTS = {
  views: { total: 'dashboard.analytics.viewsTotal', weekly: 'dashboard.analytics.viewsWeekly' },
  favourites: { total: 'dashboard.analytics.favouritesTotal', weekly: 'dashboard.analytics.favouritesWeekly' },
  shares: { total: 'dashboard.analytics.sharesTotal', weekly: 'dashboard.analytics.sharesWeekly' },
} as const satisfies Record<string, { total: MessageKey; weekly: MessageKey }>;

/** The company's own numbers on /dashboard: per week, per listing, and the demand around it. */
export function CompanyAnalyticsPanel() {
  const analytics = useCompanyAnalytics();
  if (analytics.error) return <p role="alert">{t('dashboard.analytics.loadError', { reason: analytics.error.message })}</p>;
  const data = analytics.data;
  if (!data) return null;
  const listed = SECTORS.find((candidate) => candidate.key === data.nearby.sector);
  const sector = listed ? labelOf('sector', listed.key, decodeHtmlEntities(listed.label)) : undefined;
  return (
    <section className="card dashboard__analytics" aria-labelledby="company-analytics-title">
      <h2 id="company-analytics-title">{t('dashboard.analytics.title')}</h2>
      <div className="dashboard__weeks">
        {(['views', 'favourites', 'shares'] as const).map((key) => {
          const values = data.weeks.map((week) => week[key]);
          const chart = WEEK_CHARTS[key];
          return (
            <div key={key} className="dashboard__week-chart">
              <h3>{t(chart.total, { total: number.format(values.reduce((sum, value) => sum + value, 0)) })}</h3>
              <WeekBars values={values} label={t(chart.weekly, { values: values.join(', ') })} width={220} height={48} />
            </div>
          );
        })}
      </div>
      <DataTable
        caption={t('dashboard.analytics.weeksCaption')}
        rows={data.weeks}
        columns={weekColumns()}
        rowKey={(row) => row.week}
        fileName={t('dashboard.analytics.weeksFile')}
      />
      <h3>{t('dashboard.analytics.perOffer')}</h3>
      <DataTable
        caption={t('dashboard.analytics.offersCaption')}
        rows={data.listings}
        columns={listingColumns()}
        rowKey={(row) => row.listingId}
        fileName={t('dashboard.analytics.offersFile')}
        empty={t('dashboard.analytics.noOffers')}
      />
      <h3>{t('dashboard.analytics.nearby')}</h3>
      <p className="muted">
        {sector
          ? t('dashboard.analytics.nearbyLeadSector', { days: NEARBY_DEMAND_DAYS, radius: NEARBY_DEMAND_RADIUS_KM, sector })
          : t('dashboard.analytics.nearbyLead', { days: NEARBY_DEMAND_DAYS, radius: NEARBY_DEMAND_RADIUS_KM })}
      </p>
      <DataTable
        caption={t('dashboard.analytics.nearby')}
        rows={data.nearby.rows}
        columns={nearbyColumns()}
        rowKey={(row) => `${row.vertical}:${row.query}`}
        fileName={t('dashboard.analytics.nearbyFile')}
        empty={data.nearby.sector ? t('dashboard.analytics.nearbyEmpty') : t('dashboard.analytics.nearbyNoProfile')}
      />
    </section>
  );
}
