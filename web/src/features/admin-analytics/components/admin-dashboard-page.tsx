import {
  VERTICAL_LABELS,
  type AdminAnalytics,
  type DailyMetric,
  type FreshnessDay,
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

const COLORS = ['#0f5fd7', '#7c3aed', '#ea580c', '#059669', '#db2777'];
const number = new Intl.NumberFormat('de-DE');
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;
const verticalLabel = (vertical: string) => VERTICAL_LABELS[vertical as Vertical] ?? vertical;
const METRIC_LABELS: Record<string, string> = {
  listing_view: 'Aufrufe Angebote',
  event_view: 'Aufrufe Events',
  company_view: 'Aufrufe Unternehmensprofile',
  favourite: 'Favoriten',
  share: 'Geteilt',
  listing_created: 'Neue Angebote',
  company_created: 'Neue Unternehmen',
  event_created: 'Neue Events',
};

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

const QUERY_COLUMNS: TableColumn<QueryCount>[] = [
  { header: 'Suchbegriff', value: (row) => row.query },
  { header: 'Bereich', value: (row) => verticalLabel(row.vertical) },
  { header: 'Suchen', value: (row) => row.searches, numeric: true, render: (row) => number.format(row.searches) },
  { header: 'Ohne Treffer', value: (row) => row.zeroResults, numeric: true },
  { header: 'Anteil ohne Treffer', value: (row) => share(row.zeroResults, row.searches), numeric: true },
];

const UNMET_COLUMNS: TableColumn<UnmetDemandRow>[] = [
  { header: 'Kreis oder Stadt', value: (row) => row.district },
  { header: 'Suchbegriff', value: (row) => row.query },
  { header: 'Bereich', value: (row) => verticalLabel(row.vertical) },
  { header: 'Suchen', value: (row) => row.searches, numeric: true },
  { header: 'Ohne Treffer', value: (row) => row.zeroResults, numeric: true },
  { header: 'Mit 1–4 Treffern', value: (row) => row.lowResults, numeric: true },
];

const REGION_COLUMNS: TableColumn<RegionDemand>[] = [
  { header: 'Region', value: (row) => row.region },
  { header: 'Besucher', value: (row) => row.visitors, numeric: true, render: (row) => number.format(row.visitors) },
  { header: 'Suchen', value: (row) => row.searches, numeric: true, render: (row) => number.format(row.searches) },
  { header: 'Anteil ohne Treffer', value: (row) => share(row.zeroResults, row.searches), numeric: true },
  { header: 'Anteil mit 1–4 Treffern', value: (row) => share(row.lowResults, row.searches), numeric: true },
];

/** The largest circle on the district map (the district with the most searches), and the smallest. */
const MAX_CIRCLE_KM = 22;
const MIN_CIRCLE_KM = 3;

const FRESHNESS_COLUMNS: TableColumn<FreshnessDay>[] = [
  { header: 'Tag', value: (row) => row.day },
  { header: 'Änderungen', value: (row) => row.count, numeric: true },
  { header: 'p50 (ms)', value: (row) => row.p50Ms, numeric: true },
  { header: 'p95 (ms)', value: (row) => row.p95Ms, numeric: true },
  { header: 'Max (ms)', value: (row) => row.maxMs, numeric: true },
];

function Totals({ data }: { data: AdminAnalytics }) {
  const { totals } = data;
  const items = [
    ['Suchen', totals.searches],
    [data.range.region === null ? 'Besucher' : 'Besucher in der Region', totals.visitors],
    ['Aufrufe Angebote', totals.listingViews],
    ['Aufrufe Events', totals.eventViews],
    ['Aufrufe Profile', totals.companyViews],
    ['Favoriten', totals.favourites],
    ['Geteilt', totals.shares],
    ['Kurzlinks geöffnet', totals.shortLinkOpens],
    ['Kartenklicks', totals.mapClicks],
    ['Vorschläge übernommen', totals.suggestionsTaken],
    ['Neue Angebote', totals.newListings],
    ['Neue Unternehmen', totals.newCompanies],
    ['Neue Events', totals.newEvents],
  ] as const;
  return (
    <dl className="admin-totals">
      {items.map(([label, value]) => (
        <div key={label} className="card admin-totals__item">
          <dt>{label}</dt>
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
  const series = useMemo(
    () =>
      seriesByKey(
        rows,
        days,
        (row) => row.metric,
        (key) => METRIC_LABELS[key] ?? key,
      ),
    [rows, days],
  );
  const table = pivot(rows, days, metrics);
  const columns: TableColumn<(typeof table)[number]>[] = [
    { header: 'Tag', value: (row) => row.day },
    ...metrics.map((metric) => ({
      header: METRIC_LABELS[metric] ?? metric,
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
  useDocumentTitle('Analyse');
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
      { label: 'p50', values: pick('p50Ms'), color: COLORS[0]! },
      { label: 'p95', values: pick('p95Ms'), color: COLORS[2]! },
      { label: 'Max', values: pick('maxMs'), color: COLORS[4]! },
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
      detail: `${number.format(district.searches)} Suchen, ${number.format(district.zeroResults)} ohne Treffer, ${number.format(district.lowResults)} mit 1–4 Treffern`,
    }));
  }, [data?.districts]);
  const fileSuffix = `${filter.from}_${filter.to}${filter.region ? `_region-${filter.region}` : ''}.csv`;

  return (
    <div className="container page admin-dashboard">
      <header className="admin-dashboard__header">
        <h1>Analyse</h1>
        <p className="muted">Zahlen ohne Cookies und ohne personenbezogene Daten: gezählt pro Tag, Region und Bereich.</p>
      </header>

      <form className="card admin-filter" onSubmit={(event) => event.preventDefault()} aria-label="Zeitraum und Region">
        <div className="button-row admin-filter__presets">
          {PRESET_DAYS.map((days) => (
            <Button key={days} size="sm" variant="secondary" onClick={() => setFilter({ ...presetRange(days), region: filter.region })}>
              {days === 365 ? '12 Monate' : `${days} Tage`}
            </Button>
          ))}
        </div>
        <div className="field">
          <label htmlFor={fromId}>Von</label>
          <input
            id={fromId}
            type="date"
            value={filter.from}
            max={filter.to}
            onChange={(event) => event.target.value && setFilter({ ...filter, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={toId}>Bis</label>
          <input
            id={toId}
            type="date"
            value={filter.to}
            min={filter.from}
            onChange={(event) => event.target.value && setFilter({ ...filter, to: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={regionId}>Region</label>
          <select
            id={regionId}
            value={filter.region ?? ''}
            onChange={(event) => setFilter({ ...filter, region: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">Alle Regionen</option>
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
          <p>Die Zahlen konnten nicht geladen werden. {analytics.error.message}</p>
          <Button onClick={() => void analytics.refetch()}>Nochmal versuchen</Button>
        </div>
      ) : !data ? (
        <p role="status">Zahlen werden geladen...</p>
      ) : (
        <div className="admin-dashboard__body" aria-busy={analytics.isFetching || undefined}>
          <Totals data={data} />

          <Section title="Suchen pro Tag" lead="Nach Bereich: Praktika und Ausbildungsplätze.">
            <ChartCanvas type="bar" stacked labels={days.map(shortDay)} series={searchSeries} caption="Suchen pro Tag nach Bereich" />
          </Section>

          <Section
            title="Nachfrage ohne Angebot"
            lead="Suchen, die nichts oder fast nichts gefunden haben, nach Landkreis oder kreisfreier Stadt und Suchbegriff. Je größer der Kreis, desto mehr Suchen; rot: ein großer Anteil blieb ohne Treffer."
          >
            <AreaMap areas={areas} label="Karte: Suchen und Anteil ohne oder mit wenigen Treffern je Landkreis und kreisfreier Stadt" />
            <DataTable
              caption="Suchen ohne oder mit wenigen Treffern nach Kreis und Suchbegriff"
              rows={data.unmetDemand}
              columns={UNMET_COLUMNS}
              rowKey={(row) => `${row.districtCode}:${row.vertical}:${row.query}`}
              fileName={`nachfrage-ohne-angebot_${fileSuffix}`}
            />
          </Section>

          <Section
            title="Besucher je Region"
            lead="Jeder Besucher zählt einmal pro Tag und Region, ohne Cookies; summiert über die Tage des Zeitraums."
          >
            <DataTable
              caption="Besucher und Suchen je Region"
              rows={data.regions}
              columns={REGION_COLUMNS}
              rowKey={(row) => String(row.regionId)}
              fileName={`besucher-je-region_${fileSuffix}`}
            />
          </Section>

          <Section title="Häufigste Suchbegriffe">
            <DataTable
              caption="Häufigste Suchbegriffe"
              rows={data.topQueries}
              columns={QUERY_COLUMNS}
              rowKey={(row) => `${row.vertical}:${row.query}`}
              fileName={`suchbegriffe_${fileSuffix}`}
            />
          </Section>

          <Section title="Aufrufe, Favoriten und Teilen">
            <MetricsPerDay
              rows={data.engagementPerDay}
              days={days}
              metrics={['listing_view', 'event_view', 'company_view', 'favourite', 'share']}
              title="Aufrufe, Favoriten und Teilen pro Tag"
              fileName={`aufrufe_${fileSuffix}`}
            />
          </Section>

          <Section title="Neue Angebote, Unternehmen und Events">
            <MetricsPerDay
              rows={data.growthPerDay}
              days={days}
              metrics={['listing_created', 'company_created', 'event_created']}
              title="Neue Angebote, Unternehmen und Events pro Tag"
              fileName={`neu_${fileSuffix}`}
            />
          </Section>

          <Section title="Veröffentlicht → auffindbar" lead="Wie lange eine Änderung braucht, bis sie in der Suche steht (alle Regionen).">
            <ChartCanvas
              type="line"
              labels={days.map(shortDay)}
              series={freshnessSeries}
              caption="Zeit bis zur Auffindbarkeit pro Tag"
              unit="ms"
            />
            <DataTable
              caption="Zeit bis zur Auffindbarkeit pro Tag"
              rows={data.freshness}
              columns={FRESHNESS_COLUMNS}
              rowKey={(row) => row.day}
              fileName={`auffindbarkeit_${fileSuffix}`}
            />
          </Section>
        </div>
      )}

      <Section title="Warteschlangen">
        <QueueHealthPanel />
      </Section>
    </div>
  );
}
