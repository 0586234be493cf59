import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import type { ListingSearchResult } from '@praxisnah/contracts';
import { newInternship } from '../../infra/testing/http';
import { BENCH_USER } from './data';
import { percentile } from './load';

export interface FreshnessOptions {
  baseUrl: string;
  databaseUrl: string;
  /** Listings to publish. */
  count: number;
  /** Publishing rate (listings per second). */
  perSecond: number;
  /** Give up on a listing this long after the API answered. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface FreshnessResult {
  published: number;
  found: number;
  notFound: number;
  /** API answer → found by the search API, in ms. */
  p50: number;
  p95: number;
  max: number;
  /** Latency of the publishing request itself (POST /api/internships), in ms. */
  publishP50: number;
  publishP95: number;
  /** The workers' own measure (outbox commit → document applied in Meilisearch), from analytics_events, in ms. */
  pipelineP50: number;
  pipelineP95: number;
  pipelineMax: number;
  seconds: number;
  /** Each listing found: when the API answered (performance.now() of this process) and how long until it was found. */
  samples: { answeredAt: number; ms: number }[];
}

/** A word no listing contains, letters only (Meilisearch splits letters from digits). */
function uniqueWord(prefix: string): string {
  return `${prefix}${Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
}

export async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.99.${process.pid % 250}.${Date.now() % 250}` },
    body: JSON.stringify(BENCH_USER),
  });
  if (response.status !== 200) throw new Error(`Login of the benchmark company failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Publishes listings through the API at a fixed rate and measures, for each, the time from the API's answer to the
 * moment the public search API returns it. Every listing of a run carries one shared run word plus its own marker:
 * one poller asks the search API for the run word (newest first) every 50 ms, which finds nearly all of them with
 * little extra load; a listing still missing after 1.5 s is also looked up by its own marker.
 */
export async function measureFreshness(options: FreshnessOptions): Promise<FreshnessResult> {
  const { baseUrl, count, perSecond } = options;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const token = await login(baseUrl);
  const runWord = uniqueWord('Benchlauf');
  const pending = new Map<string, { answeredAt: number; marker: string; lastOwnCheck: number }>();
  const freshness: number[] = [];
  const samples: FreshnessResult['samples'] = [];
  const publishLatency: number[] = [];
  const ids: string[] = [];
  let failed = 0;
  let publishing = true;
  const started = performance.now();

  const search = async (q: string): Promise<string[]> => {
    const query = new URLSearchParams({ q, sort: 'newest', isAusbildung: 'false', page: '1', pageSize: '100' });
    const response = await fetch(`${baseUrl}/api/internships/search?${query}`);
    if (!response.ok) return [];
    return ((await response.json()) as ListingSearchResult).items.map((item) => item.id);
  };
  const markFound = (id: string) => {
    const entry = pending.get(id);
    if (!entry) return;
    freshness.push(performance.now() - entry.answeredAt);
    samples.push({ answeredAt: entry.answeredAt, ms: performance.now() - entry.answeredAt });
    pending.delete(id);
  };

  const poller = (async () => {
    while (publishing || pending.size > 0) {
      const round = performance.now();
      if (pending.size > 0) {
        for (const id of await search(runWord)) markFound(id);
        const stragglers = [...pending.entries()].filter(
          ([, entry]) => round - entry.answeredAt > 1500 && round - entry.lastOwnCheck > 250,
        );
        await Promise.all(
          stragglers.slice(0, 10).map(async ([id, entry]) => {
            entry.lastOwnCheck = performance.now();
            if ((await search(entry.marker)).includes(id)) markFound(id);
          }),
        );
        for (const [id, entry] of pending) {
          if (performance.now() - entry.answeredAt > timeoutMs) pending.delete(id);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 50 - (performance.now() - round))));
    }
  })();

  const publishOne = async (index: number) => {
    const marker = uniqueWord('Messung');
    const sentAt = performance.now();
    const response = await fetch(`${baseUrl}/api/internships`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(newInternship({ title: `Praktikum ${marker} ${runWord} Nr ${index + 1} (m/w/d)` })),
    });
    const answeredAt = performance.now();
    if (response.status !== 201) {
      failed += 1;
      options.log?.(`publish ${index + 1} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
      return;
    }
    const { id } = (await response.json()) as { id: string };
    ids.push(id);
    publishLatency.push(answeredAt - sentAt);
    pending.set(id, { answeredAt, marker, lastOwnCheck: 0 });
  };

  const publishes: Promise<void>[] = [];
  for (let index = 0; index < count; index++) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    publishes.push(publishOne(index));
  }
  await Promise.all(publishes);
  publishing = false;
  await poller;
  const seconds = (performance.now() - started) / 1000;

  const pipeline = await pipelineTimes(options.databaseUrl, ids);
  freshness.sort((a, b) => a - b);
  publishLatency.sort((a, b) => a - b);
  return {
    published: ids.length,
    found: freshness.length,
    notFound: ids.length - freshness.length + failed,
    p50: percentile(freshness, 50),
    p95: percentile(freshness, 95),
    max: freshness[freshness.length - 1] ?? Number.NaN,
    publishP50: percentile(publishLatency, 50),
    publishP95: percentile(publishLatency, 95),
    pipelineP50: percentile(pipeline, 50),
    pipelineP95: percentile(pipeline, 95),
    pipelineMax: pipeline[pipeline.length - 1] ?? Number.NaN,
    seconds,
    samples,
  };
}

/** The workers record commit → projected for every change (analytics_events, type index_freshness). */
async function pipelineTimes(databaseUrl: string, ids: string[]): Promise<number[]> {
  if (!ids.length) return [];
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    // The last projections may still be writing their analytics row.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { rows } = await pool.query<{ ms: string }>(
      `SELECT event_data->>'ms' AS ms FROM analytics_events WHERE event_type = 'index_freshness' AND entity_id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map((row) => Number(row.ms)).sort((a, b) => a - b);
  } catch {
    return [];
  } finally {
    await pool.end();
  }
}
