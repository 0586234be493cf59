/**
 * Publish-to-searchable: publishes 200 listings through the API (20 per second) and prints p50, p95 and max of the
 * time from the API's answer until the public search API returns the listing.
 *
 *   npx tsx bench/freshness.ts [--listings 20000] [--count 200] [--rate 20]
 *
 * Runs on the benchmark's own database, Meilisearch and queue prefix (reused when a previous run left them).
 */
import { measureFreshness, type FreshnessResult } from './lib/freshness';
import { ms } from './lib/report';
import { listingsArgument, startStandaloneStack } from './lib/standalone';

function numberArgument(argv: readonly string[], name: string, fallback: number): number {
  const index = argv.indexOf(name);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
}

export function formatFreshness(result: FreshnessResult): string {
  return (
    `publish → searchable over ${result.found} of ${result.published} listings: ` +
    `p50 ${ms(result.p50, 0)} ms, p95 ${ms(result.p95, 0)} ms, max ${ms(result.max, 0)} ms` +
    (result.notFound ? ` (${result.notFound} not found in time)` : '') +
    `; pipeline (commit → in Meilisearch) p50 ${ms(result.pipelineP50, 0)} ms, p95 ${ms(result.pipelineP95, 0)} ms`
  );
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const count = numberArgument(argv, '--count', 200);
  const rate = numberArgument(argv, '--rate', 20);
  const stack = await startStandaloneStack(listingsArgument(argv, 20_000), console.log);
  try {
    console.log(`Publishing ${count} listings at ${rate}/s…`);
    const result = await measureFreshness({
      baseUrl: stack.platform.baseUrl,
      databaseUrl: stack.services.databaseUrl,
      count,
      perSecond: rate,
      log: console.log,
    });
    console.log(formatFreshness(result));
    console.log(`p50 ${ms(result.p50, 0)} ms   p95 ${ms(result.p95, 0)} ms   max ${ms(result.max, 0)} ms`);
  } finally {
    await stack.stop();
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
