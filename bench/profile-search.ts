/**
 * Where a search's time goes inside Meilisearch: the multi-searches the API sends for each query of the mix, replayed
 * one after another, with Meilisearch's own processing time for every query in them (its `processingTimeMs`) and the
 * wall time of each multi-search. Needs the data a previous `npm run bench` (or a standalone script) left behind.
 *
 *   npx tsx bench/profile-search.ts [--only distance-zittau-40,text-radius-kita-dresden-20] [--repeat 30]
 */
import { performance } from 'node:perf_hooks';
import { buildServer } from '../infra/scripts/lib/build';
import { percentile } from './lib/load';
import { captureMeiliRequest, postMultiSearch, type MultiSearchBody } from './lib/meili-request';
import { QUERY_MIX } from './lib/queries';
import { asWebClientSends } from './lib/search-bench';
import { median, ms, table } from './lib/report';
import { BENCH_INDEX_PREFIX, startBenchServices } from './lib/stack';

interface MultiSearchAnswer {
  results: { processingTimeMs: number; totalHits?: number; estimatedTotalHits?: number; hits: unknown[] }[];
}

const p95 = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );

/** What one query of a multi-search asks for, in a few words. */
function describe(query: Record<string, unknown>): string {
  const filter = JSON.stringify(query.filter ?? []);
  const parts = [
    query.q ? `q="${String(query.q)}"` : 'no text',
    Array.isArray(query.facets) && query.facets.length ? `facets ${query.facets.join('+')}` : '',
    query.sort ? `sort ${JSON.stringify(query.sort)}` : '',
    query.hitsPerPage !== undefined ? `hitsPerPage ${String(query.hitsPerPage)}` : `limit ${String(query.limit ?? 20)}`,
    `filter ${filter.length} chars`,
    filter.includes('NOT IN') ? 'minus outside ids' : '',
  ];
  return parts.filter(Boolean).join(', ');
}

async function timed(meili: { origin: string; key: string }, body: MultiSearchBody, label: string) {
  const started = performance.now();
  const answer = await postMultiSearch<MultiSearchAnswer>(meili, body, label);
  return { wallMs: performance.now() - started, answer };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const option = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const only = option('--only')?.split(',');
  const repeat = Number(option('--repeat') ?? 30);
  await buildServer();
  const services = await startBenchServices({ fresh: false });
  const meili = { origin: services.env.MEILI_URL!, key: services.env.MEILI_MASTER_KEY! };
  try {
    const rows: string[][] = [];
    for (const raw of QUERY_MIX.filter((query) => !only || only.includes(query.id))) {
      const captured = await captureMeiliRequest(asWebClientSends(raw), BENCH_INDEX_PREFIX, meili);
      const wall: number[][] = captured.phases.map(() => []);
      const processing: number[][][] = captured.phases.map((phase) => phase.queries.map(() => []));
      const hits: number[][] = captured.phases.map((phase) => phase.queries.map(() => 0));
      for (let round = 0; round < repeat + 3; round++) {
        for (const [phaseIndex, phase] of captured.phases.entries()) {
          const { wallMs, answer } = await timed(meili, phase, raw.id);
          if (round < 3) continue;
          wall[phaseIndex]!.push(wallMs);
          answer.results.forEach((result, queryIndex) => {
            processing[phaseIndex]![queryIndex]!.push(result.processingTimeMs);
            hits[phaseIndex]![queryIndex] = result.totalHits ?? result.estimatedTotalHits ?? result.hits.length;
          });
        }
      }
      const totalWall = wall[0]!.map((_, round) => wall.reduce((sum, phase) => sum + phase[round]!, 0));
      rows.push([raw.id, 'all', '', ms(median(totalWall), 1), ms(p95(totalWall), 1), '', '']);
      captured.phases.forEach((phase, phaseIndex) => {
        rows.push([
          '',
          `phase ${phaseIndex + 1}`,
          `${phase.queries.length} queries`,
          ms(median(wall[phaseIndex]!), 1),
          ms(p95(wall[phaseIndex]!), 1),
          '',
          '',
        ]);
        phase.queries.forEach((query, queryIndex) => {
          const times = processing[phaseIndex]![queryIndex]!;
          rows.push(['', '', describe(query), '', '', ms(median(times), 0), String(hits[phaseIndex]![queryIndex])]);
        });
      });
    }
    console.log(table(['query', 'step', 'what', 'wall p50 ms', 'wall p95 ms', 'Meilisearch processing p50 ms', 'hits'], rows));
  } finally {
    await services.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
