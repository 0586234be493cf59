import {
  NEARBY_DEMAND_DAYS,
  NEARBY_DEMAND_RADIUS_KM,
  SECTORS,
  VERTICAL_LABELS,
  type CompanyListingStats,
  type CompanyWeek,
  type NearbyDemandRow,
  type Vertical,
} from '@praxisnah/contracts';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { useCompanyAnalytics } from '../api/get-company-analytics';

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

const LISTING_COLUMNS: TableColumn<CompanyListingStats>[] = [
  { header: 'Angebot', value: (row) => row.title },
  { header: 'Aufrufe', value: (row) => row.views, numeric: true },
  { header: 'Favoriten', value: (row) => row.favourites, numeric: true },
  { header: 'Geteilt', value: (row) => row.shares, numeric: true },
  {
    header: 'Aufrufe je Woche',
    value: (row) => row.weekly.join(' / '),
    render: (row) => <WeekBars values={row.weekly} label={`Aufrufe je Woche: ${row.weekly.join(', ')}`} />,
  },
];

const WEEK_COLUMNS: TableColumn<CompanyWeek>[] = [
  { header: 'Woche ab', value: (row) => row.week, render: (row) => weekLabel(row.week) },
  { header: 'Aufrufe', value: (row) => row.views, numeric: true },
  { header: 'Favoriten', value: (row) => row.favourites, numeric: true },
  { header: 'Geteilt', value: (row) => row.shares, numeric: true },
];

const NEARBY_COLUMNS: TableColumn<NearbyDemandRow>[] = [
  { header: 'Gesucht wurde', value: (row) => row.query },
  { header: 'Bereich', value: (row) => VERTICAL_LABELS[row.vertical as Vertical] ?? row.vertical },
  { header: 'Suchen', value: (row) => atLeastFive(row.searches), numeric: true },
  { header: 'Treffer im Schnitt', value: (row) => (row.averageResults === null ? '–' : row.averageResults), numeric: true },
  { header: 'Ohne Treffer', value: (row) => atLeastFive(row.zeroResults), numeric: true },
];

/** The company's own numbers on /dashboard: per week, per listing, and the demand around it. */
export function CompanyAnalyticsPanel() {
  const analytics = useCompanyAnalytics();
  if (analytics.error) return <p role="alert">Ihre Zahlen konnten nicht geladen werden. {analytics.error.message}</p>;
  const data = analytics.data;
  if (!data) return null;
  const sector = SECTORS.find((candidate) => candidate.key === data.nearby.sector)?.label;
  return (
    <section className="card dashboard__analytics" aria-labelledby="company-analytics-title">
      <h2 id="company-analytics-title">Ihre Zahlen der letzten 12 Wochen</h2>
      <div className="dashboard__weeks">
        {(['views', 'favourites', 'shares'] as const).map((key) => {
          const values = data.weeks.map((week) => week[key]);
          const title = { views: 'Aufrufe', favourites: 'Favoriten', shares: 'Geteilt' }[key];
          return (
            <div key={key} className="dashboard__week-chart">
              <h3>
                {title}: {number.format(values.reduce((sum, value) => sum + value, 0))}
              </h3>
              <WeekBars values={values} label={`${title} je Woche: ${values.join(', ')}`} width={220} height={48} />
            </div>
          );
        })}
      </div>
      <DataTable
        caption="Ihre Zahlen je Woche"
        rows={data.weeks}
        columns={WEEK_COLUMNS}
        rowKey={(row) => row.week}
        fileName="zahlen-je-woche.csv"
      />
      <h3>Je Angebot</h3>
      <DataTable
        caption="Ihre Zahlen je Angebot"
        rows={data.listings}
        columns={LISTING_COLUMNS}
        rowKey={(row) => row.listingId}
        fileName="zahlen-je-angebot.csv"
        empty="Noch keine Angebote."
      />
      <h3>Nachfrage in Ihrer Nähe</h3>
      <p className="muted">
        Was in den letzten {NEARBY_DEMAND_DAYS} Tagen im Umkreis von {NEARBY_DEMAND_RADIUS_KM} km
        {sector ? ` in Ihrer Branche „${sector}“` : ''} gesucht wurde, und wie viel die Suche fand. Weniger als 5 Suchen zeigen wir als
        „&lt; 5“.
      </p>
      <DataTable
        caption="Nachfrage in Ihrer Nähe"
        rows={data.nearby.rows}
        columns={NEARBY_COLUMNS}
        rowKey={(row) => `${row.vertical}:${row.query}`}
        fileName="nachfrage-in-ihrer-naehe.csv"
        empty={
          data.nearby.sector
            ? 'In den letzten 30 Tagen wurde in Ihrer Nähe nichts in Ihrer Branche gesucht.'
            : 'Geben Sie in Ihrem Profil Adresse und Branche an, dann sehen Sie hier, was in Ihrer Nähe gesucht wird.'
        }
      />
    </section>
  );
}
