/**
 * A fixed mix of 20 searches against the API and directly against Meilisearch on the same data (the same multi-search
 * request the API sends), printing p50 and p95 of both and their ratio. Target: at p50 the API takes at most
 * Meilisearch's own time plus the larger of 30 % and 3 ms.
 *
 *   npx tsx bench/search-api-vs-meili.ts [--listings 20000] [--seconds 3]
 */
import { ms, ratio, table } from './lib/report';
import { API_VS_MEILI_MIX } from './lib/queries';
import { measureMeiliWithCards, measureSearch, prepareQueries, type QueryMeasurement } from './lib/search-bench';
import { BENCH_INDEX_PREFIX } from './lib/stack';
import { listingsArgument, startStandaloneStack } from './lib/standalone';
import { runWhenMain } from './lib/script';

export interface ApiVsMeiliRow {
  id: string;
  apiP50: number;
  apiP95: number;
  meiliP50: number;
  meiliP95: number;
  ratioP50: number;
  ratioP95: number;
  /** Meilisearch's time plus the larger of 30 % and 3 ms. */
  allowedP50: number;
  ok: boolean;
  /** Meilisearch answering the same search with whole cards, as a client asking it directly would need them. */
  meiliCardsP50?: number;
}

/** The rule of the API-vs-Meilisearch check, applied to measurements at one concurrency. */
export const API_VS_MEILI_IDS: ReadonlySet<string> = new Set(API_VS_MEILI_MIX.map((query) => query.id));

export function apiVsMeiliRows(
  measurements: readonly QueryMeasurement[],
  concurrency = 1,
  meiliCardsP50: Readonly<Record<string, number>> = {},
): ApiVsMeiliRow[] {
  return measurements
    .filter((measurement) => measurement.concurrency === concurrency && API_VS_MEILI_IDS.has(measurement.id))
    .map(({ id, results }) => {
      const api = results.api!;
      const meili = results.meili!;
      const allowedP50 = meili.p50 + Math.max(0.3 * meili.p50, 3);
      return {
        id,
        apiP50: api.p50,
        apiP95: api.p95,
        meiliP50: meili.p50,
        meiliP95: meili.p95,
        ratioP50: api.p50 / meili.p50,
        ratioP95: api.p95 / meili.p95,
        allowedP50,
        ok: api.p50 <= allowedP50,
        meiliCardsP50: meiliCardsP50[id],
      };
    });
}

export function apiVsMeiliTable(rows: readonly ApiVsMeiliRow[]): string {
  return table(
    [
      'query',
      'API p50 ms',
      'API p95 ms',
      'Meili p50 ms',
      'Meili p95 ms',
      'ratio p50',
      'ratio p95',
      'allowed p50 ms',
      'p50 rule',
      'Meili with cards p50 ms',
    ],
    rows.map((row) => [
      row.id,
      ms(row.apiP50, 2),
      ms(row.apiP95, 2),
      ms(row.meiliP50, 2),
      ms(row.meiliP95, 2),
      ratio(row.ratioP50),
      ratio(row.ratioP95),
      ms(row.allowedP50, 2),
      row.ok ? 'met' : 'missed',
      row.meiliCardsP50 === undefined ? '–' : ms(row.meiliCardsP50, 2),
    ]),
  );
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const secondsIndex = argv.indexOf('--seconds');
  const seconds = secondsIndex >= 0 ? Number(argv[secondsIndex + 1]) : 3;
  const stack = await startStandaloneStack(listingsArgument(argv, 20_000), console.log);
  try {
    const origins = { api: stack.platform.baseUrl, meili: stack.services.env.MEILI_URL!, meiliKey: stack.services.env.MEILI_MASTER_KEY! };
    const prepared = await prepareQueries(API_VS_MEILI_MIX, origins, BENCH_INDEX_PREFIX);
    console.log(`${prepared.length} searches, ${seconds} s each at concurrency 1, API and Meilisearch in turn…`);
    const measurements = await measureSearch(
      prepared,
      origins,
      {
        requestsPerConnection: { 1: Math.max(30, Math.round(seconds * 100)), 32: 3 },
        seconds,
        rounds: { 1: 3, 32: 1 },
        warmupSeconds: 0.5,
        pgRequestsC1: 0,
        pgRequestsC32: 0,
        pgSecondsCap: 0,
        pgTargetSecondsCap: 0,
      },
      [1],
      console.log,
    );
    const withCards = await measureMeiliWithCards(prepared, origins, Math.max(30, Math.round(seconds * 100)), API_VS_MEILI_IDS);
    const rows = apiVsMeiliRows(measurements, 1, withCards);
    console.log(`\n${apiVsMeiliTable(rows)}\n`);
    const missed = rows.filter((row) => !row.ok);
    console.log(
      missed.length ? `p50 rule missed by ${missed.length} of ${rows.length} queries.` : `p50 rule met by all ${rows.length} queries.`,
    );
  } finally {
    await stack.stop();
  }
}

runWhenMain(module, main);
