import { type ListingSearchResult } from '@praxisnah/contracts';
import { LISTING_CARD_ATTRIBUTES } from '@praxisnah/read-models';
import { poolLoads, runLoad, type HttpRequestSpec, type LoadResult } from './load';
import { cpuSecondsOf } from './memory';
import { captureMeiliRequest, mainPhase, type CapturedSearch } from './meili-request';
import { baselineSpec } from './pg-baseline';
import { apiRequest, type BenchQuery } from './queries';

export type Target = 'api' | 'meili' | 'pg';

export interface PreparedQuery {
  query: BenchQuery;
  captured: CapturedSearch;
  /** Per target, the requests that make one search, sent one after another (Meilisearch: the API's multi-searches). */
  requests: Partial<Record<Target, HttpRequestSpec[]>>;
  /** Hits each side reports for the query (API total, Meilisearch totalHits of the main query, PostgreSQL capped count). */
  totals: Partial<Record<Target, number>>;
  /** Meilisearch's own processingTimeMs summed over the queries of the multi-search. */
  meiliProcessingMs: number;
}

export interface Origins {
  api: string;
  meili: string;
  meiliKey: string;
  pg?: string;
}

/** The web client always sends these (web/src/features/listings/api/search-listings.ts). */
export function asWebClientSends(query: BenchQuery): BenchQuery {
  if (query.endpoint === 'smart') return query;
  return {
    ...query,
    params: {
      ...query.params,
      sort: query.params?.sort ?? 'relevance',
      isAusbildung: query.endpoint === 'ausbildung' ? 'true' : 'false',
      page: '1',
      pageSize: '100',
    },
  };
}

/**
 * Builds the three requests of every query and runs each once to check they answer and agree; PostgreSQL only for
 * the queries `checkPg` picks (its totals show whether the baseline answers the same question).
 */
export async function prepareQueries(
  queries: readonly BenchQuery[],
  origins: Origins,
  indexPrefix: string,
  options: { checkPg: (query: BenchQuery) => boolean } = { checkPg: () => true },
): Promise<PreparedQuery[]> {
  const prepared: PreparedQuery[] = [];
  for (const raw of queries) {
    const query = asWebClientSends(raw);
    const captured = await captureMeiliRequest(query, indexPrefix, { origin: origins.meili, key: origins.meiliKey });
    const api = apiRequest(query);
    const meiliRequests = captured.phases.map((phase): HttpRequestSpec => ({
      method: 'POST',
      path: '/multi-search',
      body: JSON.stringify(phase),
      headers: { authorization: `Bearer ${origins.meiliKey}` },
    }));
    const requests: PreparedQuery['requests'] = { api: [api], meili: meiliRequests };
    if (origins.pg) requests.pg = [{ method: 'POST', path: '/search', body: JSON.stringify(baselineSpec(captured)) }];
    const totals: PreparedQuery['totals'] = {};
    const apiBody = (await send(origins.api, api, query.id)) as ListingSearchResult;
    totals.api = apiBody.total;
    type MeiliBody = { results: { totalHits?: number; estimatedTotalHits?: number; processingTimeMs: number }[] };
    let meiliProcessingMs = 0;
    const main = mainPhase(captured);
    for (const [index, request] of meiliRequests.entries()) {
      const meiliBody = (await send(origins.meili, request, query.id)) as MeiliBody;
      meiliProcessingMs += meiliBody.results.reduce((sum, result) => sum + result.processingTimeMs, 0);
      if (captured.phases[index] === main) totals.meili = meiliBody.results[0]!.totalHits ?? meiliBody.results[0]!.estimatedTotalHits ?? 0;
    }
    if (options.checkPg(query) && origins.pg && requests.pg)
      totals.pg = ((await send(origins.pg, requests.pg[0]!, query.id)) as { total: number }).total;
    prepared.push({ query, captured, requests, totals, meiliProcessingMs });
  }
  return prepared;
}

async function send(origin: string, request: HttpRequestSpec, id: string): Promise<unknown> {
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: { ...(request.body ? { 'content-type': 'application/json' } : {}), ...request.headers },
    body: request.body,
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${id}: ${request.method} ${origin}${request.path.slice(0, 80)} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

export interface SearchTimings {
  /**
   * API and Meilisearch: this many requests per connection over all rounds (30 at concurrency 1 gives a real p95; a
   * few per connection at 32), each round ending at its share or at `seconds`, whichever comes first. A count rather
   * than a fixed time: a radius search at concurrency 32 can take longer than any short fixed window, which would leave
   * it without a single answer.
   */
  requestsPerConnection: { 1: number; 32: number };
  /** Time cap of one API or Meilisearch round; requests still running then count as lower bounds (shown as "≥"). */
  seconds: number;
  /**
   * The API's and Meilisearch's requests are sent in this many alternating rounds per concurrency and pooled, so a
   * burst of work elsewhere on the machine (autovacuum, another tenant) lands on both rather than on whichever ran then.
   */
  rounds: { 1: number; 32: number };
  /** Warm-up per query and target before measuring (4 connections). */
  warmupSeconds: number;
  /** PostgreSQL at concurrency 1: this many requests (bounded by `pgSecondsCap`). */
  pgRequestsC1: number;
  /** PostgreSQL at concurrency 32: one burst of this many requests, one per connection. */
  pgRequestsC32: number;
  pgSecondsCap: number;
  /** The cap for the free text with radius searches, whose ratio to PostgreSQL is a target: long enough for an exact p95. */
  pgTargetSecondsCap: number;
}

export interface QueryMeasurement {
  id: string;
  kind: BenchQuery['kind'];
  concurrency: number;
  results: Partial<Record<Target, LoadResult>>;
  /** CPU milliseconds per request of each process during the API and Meilisearch runs ("loadgen" is this process). */
  cpu: Partial<Record<'api' | 'meili', Record<string, number>>>;
}

/** Processes whose CPU time is charged per request. */
export type CpuPids = Record<string, number | undefined>;

/** Runs a load and charges each process (and the load generator itself) its CPU milliseconds per request. */
export async function withCpu<T extends LoadResult>(
  pids: CpuPids,
  run: () => Promise<T>,
): Promise<{ result: T; cpu: Record<string, number> }> {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, pid ? cpuSecondsOf(pid) : null]));
  const self = process.cpuUsage();
  const result = await run();
  const selfUsed = process.cpuUsage(self);
  const completed = Math.max(1, result.requests + result.non2xx);
  const cpu: Record<string, number> = { loadgen: (selfUsed.user + selfUsed.system) / 1000 / completed };
  for (const [name, pid] of Object.entries(pids)) {
    const start = before[name];
    const end = pid ? cpuSecondsOf(pid) : null;
    if (start !== null && start !== undefined && end !== null) cpu[name] = ((end - start) * 1000) / completed;
  }
  return { result, cpu };
}

const describeResults = (results: QueryMeasurement['results'], targets: readonly Target[]) =>
  targets
    .filter((target) => results[target])
    .map(
      (target) =>
        `${target} p50 ${results[target]!.p50.toFixed(1)} p95 ${results[target]!.p95.toFixed(1)} ms ${results[target]!.rps.toFixed(0)}/s`,
    )
    .join(' | ');

/**
 * Runs every query against each target at concurrency 1 and 32: first the API and Meilisearch, query by query in
 * alternating rounds, so a drift of the machine (caches, another process) touches both alike; then PostgreSQL in a pass
 * of its own. Interleaved with the baseline's free-text scans (bursts of 32 at concurrency 32), the API/Meilisearch p95
 * ratio over the mix rose from 1.21× to 1.32× at both concurrencies, although PostgreSQL was idle again and the machine
 * quiet before each API round: the aftermath of one system's measurement landed on the comparison of two others.
 */
export async function measureSearch(
  prepared: readonly PreparedQuery[],
  origins: Origins,
  timings: SearchTimings,
  concurrencies: readonly number[],
  log: (line: string) => void,
  cpuPids: CpuPids = {},
): Promise<QueryMeasurement[]> {
  const measurements: QueryMeasurement[] = [];
  for (const item of prepared) {
    // Warm-up: the first requests of a query touch pages and caches no later request pays for.
    for (const target of ['api', 'meili'] as const) {
      const requests = item.requests[target]!;
      await runLoad({ origin: origins[target], requests, perSearch: requests.length, connections: 4, seconds: timings.warmupSeconds });
    }
    for (const connections of concurrencies) {
      const results: QueryMeasurement['results'] = {};
      const cpu: QueryMeasurement['cpu'] = {};
      const rounds = Math.max(1, connections === 1 ? timings.rounds[1] : timings.rounds[32]);
      const perConnection = connections === 1 ? timings.requestsPerConnection[1] : timings.requestsPerConnection[32];
      const runs: Record<'api' | 'meili', { result: LoadResult; cpu: Record<string, number> }[]> = { api: [], meili: [] };
      for (let round = 0; round < rounds; round++) {
        for (const target of ['api', 'meili'] as const) {
          const request = item.requests[target]!;
          const measured = await withCpu(cpuPids, () =>
            runLoad({
              origin: origins[target],
              requests: request,
              perSearch: request.length,
              connections,
              seconds: timings.seconds,
              maxRequests: Math.ceil((perConnection * connections) / rounds),
              timeoutSeconds: 60,
            }),
          );
          runs[target].push(measured);
          await settle(cpuPids);
        }
      }
      for (const target of ['api', 'meili'] as const) {
        results[target] = poolLoads(runs[target].map((run) => run.result));
        cpu[target] = pooledCpu(runs[target]);
      }
      measurements.push({ id: item.query.id, kind: item.query.kind, concurrency: connections, results, cpu });
      log(`  ${item.query.id.padEnd(42)} c=${String(connections).padEnd(2)} ${describeResults(results, ['api', 'meili'])}`);
    }
  }
  if (!origins.pg || !timings.pgRequestsC1) return measurements;
  log('  PostgreSQL baseline:');
  for (const item of prepared) {
    const pgRequest = item.requests.pg;
    if (!pgRequest) continue;
    for (const connections of concurrencies) {
      const measurement = measurements.find((candidate) => candidate.id === item.query.id && candidate.concurrency === connections)!;
      measurement.results.pg = await runLoad({
        origin: origins.pg,
        requests: pgRequest,
        connections,
        seconds: item.query.kind === 'text+radius' ? timings.pgTargetSecondsCap : timings.pgSecondsCap,
        maxRequests: connections === 1 ? timings.pgRequestsC1 : Math.max(connections, timings.pgRequestsC32),
        timeoutSeconds: 120,
      });
      await waitUntilIdle(origins.pg);
      log(`  ${item.query.id.padEnd(42)} c=${String(connections).padEnd(2)} ${describeResults(measurement.results, ['pg'])}`);
    }
  }
  return measurements;
}

/** CPU per request over several runs: each run's per-request figures weighted by its requests. */
function pooledCpu(runs: readonly { result: LoadResult; cpu: Record<string, number> }[]): Record<string, number> {
  const weight = (run: { result: LoadResult }) => Math.max(1, run.result.requests + run.result.non2xx);
  const total = runs.reduce((sum, run) => sum + weight(run), 0);
  const pooled: Record<string, number> = {};
  for (const run of runs)
    for (const [name, perRequest] of Object.entries(run.cpu)) pooled[name] = (pooled[name] ?? 0) + (perRequest * weight(run)) / total;
  return pooled;
}

/** Waits until the PostgreSQL baseline server has no search running (abandoned ones are cancelled by the server). */
async function waitUntilIdle(origin: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { inFlight } = (await (await fetch(`${origin}/idle`)).json()) as { inFlight: number };
    if (inFlight === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The PostgreSQL baseline did not become idle within 60 s');
}

/**
 * Waits until the API and Meilisearch are quiet (under 5 % of a core over 50 ms, at most 60 s). A run that hit its
 * time cap left searches running that the load generator gave up on; Meilisearch finishes them anyway, and a slow
 * geo search at concurrency 32 can keep both cores busy for seconds, which would land in the next measurement.
 */
export async function settle(pids: CpuPids): Promise<void> {
  const deadline = Date.now() + 60_000;
  const used = (): number => Object.values(pids).reduce<number>((sum, pid) => sum + (pid ? (cpuSecondsOf(pid) ?? 0) : 0), 0);
  while (Date.now() < deadline) {
    const before = used();
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (used() - before < 0.0025) return;
  }
}

/**
 * The API asks Meilisearch only for each hit's id, hash and coordinates and takes the cards from its card cache. A
 * client searching Meilisearch itself would need the cards: this sends the same request with the card attributes and
 * returns its p50 per query (concurrency 1), for the "Meili with cards" column.
 */
export async function measureMeiliWithCards(
  prepared: readonly PreparedQuery[],
  origins: Origins,
  count: number,
  ids: ReadonlySet<string>,
): Promise<Record<string, number>> {
  const p50s: Record<string, number> = {};
  for (const item of prepared.filter((candidate) => ids.has(candidate.query.id))) {
    const main = mainPhase(item.captured);
    const requests = item.captured.phases.map((phase, index): HttpRequestSpec => {
      if (phase !== main) return item.requests.meili![index]!;
      const [first, ...others] = phase.queries;
      return {
        ...item.requests.meili![index]!,
        body: JSON.stringify({ queries: [{ ...first, attributesToRetrieve: LISTING_CARD_ATTRIBUTES }, ...others] }),
      };
    });
    const perSearch = requests.length;
    await runLoad({ origin: origins.meili, requests, perSearch, connections: 1, seconds: 1, maxRequests: 5 });
    const result = await runLoad({ origin: origins.meili, requests, perSearch, connections: 1, seconds: 10, maxRequests: count });
    p50s[item.query.id] = result.p50;
  }
  return p50s;
}
