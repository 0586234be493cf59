import autocannon from 'autocannon';

export interface HttpRequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadOptions {
  /** Origin only, e.g. http://127.0.0.1:3000; always a local address. */
  origin: string;
  requests: readonly HttpRequestSpec[];
  /**
   * How many of `requests`, sent one after another on a connection, make one search (default 1): latencies, counts
   * and rates are then per search, each the sum of its requests' times.
   */
  perSearch?: number;
  connections: number;
  /** Upper bound of the run in seconds. */
  seconds: number;
  /** Stop after this many requests (at least `connections`). */
  maxRequests?: number;
  /** Fixed overall rate (requests per second); open-ended when absent. */
  rate?: number;
  timeoutSeconds?: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Requests still in flight when the time bound ended the run. */
  unfinished: number;
  /**
   * True when a count-bounded run hit its time cap: the unfinished requests count in the percentiles as lower bounds
   * (the run's length for a burst, where every request was sent at the start; the slowest finished one otherwise), so
   * p95/p99/max read "at least".
   */
  censored: boolean;
  /** Every latency of the run in ascending order (censored ones at their bound), so runs can be pooled (poolLoads). */
  samples: number[];
}

/** Exact percentile (nearest rank) of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/**
 * One autocannon run. Latencies are collected per response (milliseconds, sub-millisecond resolution) rather than
 * read from autocannon's integer histogram, so p95 exists and a 3 ms answer is not rounded to 3 or 4.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const origin = new URL(options.origin);
  if (!['127.0.0.1', 'localhost'].includes(origin.hostname)) throw new Error(`Load goes to local services only, not ${origin.host}`);
  const perSearch = options.perSearch ?? 1;
  const latencies: number[] = [];
  let non2xx = 0;
  const open = new Map<unknown, { sum: number; count: number; failed: boolean }>();
  const started = performance.now();
  const instance = autocannon({
    url: origin.origin,
    connections: options.connections,
    duration: options.seconds,
    ...(options.maxRequests ? { maxOverallRequests: Math.max(options.maxRequests, options.connections) * perSearch } : {}),
    ...(options.rate ? { overallRate: options.rate } : {}),
    timeout: options.timeoutSeconds ?? 30,
    // autocannon checks its stop flag once per sample interval (1 s by default): sample often so a run ends on time.
    sampleInt: 50,
    requests: options.requests.map((request) => ({
      method: request.method,
      path: request.path,
      ...(request.body !== undefined ? { body: request.body } : {}),
      headers: {
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      },
    })),
  });
  instance.on('response', (client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    const search = open.get(client) ?? { sum: 0, count: 0, failed: false };
    search.sum += responseTime;
    search.count += 1;
    search.failed ||= statusCode < 200 || statusCode >= 300;
    if (search.count < perSearch) {
      open.set(client, search);
      return;
    }
    open.delete(client);
    if (search.failed) non2xx += 1;
    else latencies.push(search.sum);
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const completed = latencies.length + non2xx;
  const finished = latencies.length;
  const unfinished = Math.max(0, Math.ceil((result.requests.sent - result.errors) / perSearch) - completed);
  // A run bounded by time cuts off whatever is in flight, a random sample that is simply left out. A run bounded by a
  // request count that hit its time cap instead left its slowest requests unfinished: they count as lower bounds.
  const censored = options.maxRequests !== undefined && unfinished > 0;
  const burst = options.maxRequests !== undefined && options.maxRequests <= options.connections;
  const bound = burst ? seconds * 1000 : (latencies[latencies.length - 1] ?? seconds * 1000);
  if (censored) for (let index = 0; index < unfinished; index++) latencies.push(bound);
  return summarize(latencies, { requests: finished, errors: result.errors, non2xx, seconds, unfinished, censored });
}

type RunCounts = Pick<LoadResult, 'requests' | 'errors' | 'non2xx' | 'seconds' | 'unfinished' | 'censored'>;

function summarize(sorted: number[], counts: RunCounts): LoadResult {
  return {
    ...counts,
    rps: (counts.requests + counts.non2xx) / counts.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    samples: sorted,
  };
}

/** Several runs of the same search as one: their latencies pooled, their counts and times added. */
export function poolLoads(runs: readonly LoadResult[]): LoadResult {
  const sum = (key: 'requests' | 'errors' | 'non2xx' | 'seconds' | 'unfinished') => runs.reduce((total, run) => total + run[key], 0);
  const pooled = runs.flatMap((run) => run.samples).sort((a, b) => a - b);
  return summarize(pooled, {
    requests: sum('requests'),
    errors: sum('errors'),
    non2xx: sum('non2xx'),
    seconds: sum('seconds'),
    unfinished: sum('unfinished'),
    censored: runs.some((run) => run.censored),
  });
}
