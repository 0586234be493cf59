/**
 * Publish-to-searchable: publishes 200 listings through the API (20 per second) and prints p50, p95 and max of the
 * time from the API's answer until the public search API returns the listing, then Meilisearch's own trace of the
 * listings index's batches meanwhile (what each small update cost, by step). `--runs` repeats the measurement.
 *
 *   npx tsx bench/freshness.ts [--listings 20000] [--count 200] [--rate 20] [--runs 1] [--fanout 10000]
 *
 * `--fanout N`: meanwhile a company with 100 listings renames and moves five times, then one with N once (as in the
 * full benchmark), under the full benchmark's search mix at 50 requests/s, and the publish → searchable p95 of the
 * listings published during the large one is printed.
 *
 * Runs on the benchmark's own database, Meilisearch and queue prefix (reused when a previous run left them).
 */
import { Pool } from 'pg';
import { freshnessDuring, prepareFanoutCompanies, runFanouts, searchApi, type FanoutResult } from './lib/company-change';
import { measureFreshness, type FreshnessResult } from './lib/freshness';
import { percentile, runLoad } from './lib/load';
import { apiRequest, QUERY_MIX } from './lib/queries';
import { batchProfile, MeiliAdmin, type BatchProfile } from './lib/indexing';
import { ms, num } from './lib/report';
import { BENCH_INDEX_PREFIX } from './lib/stack';
import { listingsArgument, startStandaloneStack } from './lib/standalone';
import { numberArgument, runWhenMain } from './lib/script';

export function formatFreshness(result: FreshnessResult): string {
  return (
    `publish → searchable over ${result.found} of ${result.published} listings: ` +
    `p50 ${ms(result.p50, 0)} ms, p95 ${ms(result.p95, 0)} ms, max ${ms(result.max, 0)} ms` +
    (result.notFound ? ` (${result.notFound} not found in time)` : '') +
    `; pipeline (commit → in Meilisearch) p50 ${ms(result.pipelineP50, 0)} ms, p95 ${ms(result.pipelineP95, 0)} ms` +
    `; publishing request p50 ${ms(result.publishP50, 0)} ms, p95 ${ms(result.publishP95, 0)} ms`
  );
}

/** The fan-out measured during a freshness run, in one line for the console. */
export function formatFanout(fanout: FanoutResult, freshness: FreshnessResult): string {
  const during = freshnessDuring(freshness.samples, fanout.large);
  return (
    `company rename + move: ${num(fanout.small.size)} listings searchable after ${fanout.small.times.map((time) => ms(time, 0)).join(', ')} ms; ` +
    `${num(fanout.large.size)} listings after ${ms(fanout.large.ms, 0)} ms, others' publish → searchable meanwhile p95 ${ms(during.p95, 0)} ms ` +
    `(${num(during.count)} listings); first rename of both (copies into the index, no load) ${ms(fanout.setupMs, 0)} ms`
  );
}

/** Publish → searchable per 10 s of the run, by when the API answered: shows whether a slow spell or the whole run. */
export function formatWindows(result: FreshnessResult, fanout?: FanoutResult): string {
  const start = Math.min(...result.samples.map((sample) => sample.answeredAt));
  const large = fanout
    ? `; the large company's change ran from ${ms((fanout.large.startedAt - start) / 1000, 1)} s to ${ms((fanout.large.startedAt + fanout.large.ms - start) / 1000, 1)} s`
    : '';
  const windows = new Map<number, number[]>();
  for (const { answeredAt, ms: taken } of result.samples) {
    const window = Math.floor((answeredAt - start) / 10_000);
    windows.set(window, [...(windows.get(window) ?? []), taken]);
  }
  const parts = [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([window, taken]) => {
      const sorted = [...taken].sort((a, b) => a - b);
      return `${window * 10}–${window * 10 + 10} s: p50 ${ms(percentile(sorted, 50), 0)}, p95 ${ms(percentile(sorted, 95), 0)}`;
    });
  return `publish → searchable by 10 s of the run (ms): ${parts.join('; ')}${large}`;
}

export function formatBatchProfile(profile: BatchProfile): string {
  return (
    `${profile.index}: ${profile.batches} batches, median ${profile.documentsMedian} documents, median ${ms(profile.durationMedianMs, 0)} ms, ` +
    `p95 ${ms(profile.durationP95Ms, 0)} ms; ${profile.steps.map((step) => `${step.step} ${ms(step.medianMs, 0)} ms`).join(', ')}`
  );
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const count = numberArgument(argv, '--count', 200);
  const rate = numberArgument(argv, '--rate', 20);
  const runs = numberArgument(argv, '--runs', 1);
  const large = numberArgument(argv, '--fanout', 0);
  const stack = await startStandaloneStack(listingsArgument(argv, 20_000), console.log);
  const meili = new MeiliAdmin(stack.services.env.MEILI_URL!, stack.services.env.MEILI_MASTER_KEY!);
  try {
    for (let run = 1; run <= runs; run++) {
      console.log(`Run ${run} of ${runs}: publishing ${count} listings at ${rate}/s…`);
      const since = new Date();
      // Searchable as a visitor searches: through the API, which also finds what only the recent listings' instance has.
      const index = searchApi(stack.platform.baseUrl);
      const plan = { small: 100, smallRuns: 5, large };
      const companies = large
        ? await prepareFanoutCompanies(
            new Pool({ connectionString: stack.services.databaseUrl, max: 2 }),
            index,
            plan,
            stack.services.env.MEILI_RECENT_URL!,
          )
        : null;
      const fanout = companies ? runFanouts(companies, index, plan, (count / rate) * 100) : null;
      const load = companies
        ? runLoad({
            origin: stack.platform.baseUrl,
            requests: QUERY_MIX.map(apiRequest),
            connections: 8,
            rate: 50,
            seconds: count / rate + 5,
          })
        : null;
      const result = await measureFreshness({
        baseUrl: stack.platform.baseUrl,
        databaseUrl: stack.services.databaseUrl,
        count,
        perSecond: rate,
        log: console.log,
      });
      console.log(formatFreshness(result));
      const done = fanout ? await fanout : undefined;
      if (done && companies) {
        const searches = await load;
        if (searches) {
          console.log(
            `search mix meanwhile: ${searches.rps.toFixed(1)} req/s, p50 ${ms(searches.p50, 0)} ms, p95 ${ms(searches.p95, 0)} ms`,
          );
        }
        await companies.close();
        console.log(formatFanout(done, result));
      }
      console.log(formatWindows(result, done));
      console.log(`p50 ${ms(result.p50, 0)} ms   p95 ${ms(result.p95, 0)} ms   max ${ms(result.max, 0)} ms`);
      console.log(formatBatchProfile(await batchProfile(meili, `${BENCH_INDEX_PREFIX}listings`, since)));
      const recentMeili = new MeiliAdmin(stack.services.env.MEILI_RECENT_URL!, stack.services.env.MEILI_MASTER_KEY!);
      console.log(`recent instance: ${formatBatchProfile(await batchProfile(recentMeili, `${BENCH_INDEX_PREFIX}listings`, since))}`);
    }
  } finally {
    await stack.stop();
  }
}

runWhenMain(module, main);
