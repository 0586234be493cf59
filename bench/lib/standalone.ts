import { buildServer } from '../../infra/scripts/lib/build';
import { runOperatorCommand } from '../../infra/scripts/lib/platform';
import { BASELINE_INDEXES } from './pg-baseline';
import { existingCounts, loadBenchData } from './data';
import { BENCH_INDEX_PREFIX, startBenchServices, startPlatform, type BenchServices, type RunningPlatform } from './stack';

export interface StandaloneStack {
  services: BenchServices;
  platform: RunningPlatform;
  stop(): Promise<void>;
}

/** `--listings N` from the command line (default given). */
export function listingsArgument(argv: readonly string[], fallback: number): number {
  const index = argv.findIndex((argument) => argument === '--listings' || argument.startsWith('--listings='));
  if (index < 0) return fallback;
  const raw = argv[index]!.includes('=') ? argv[index]!.split('=')[1] : argv[index + 1];
  const value = Number(String(raw).replace(/[_.]/g, ''));
  if (!Number.isInteger(value) || value < 1000) throw new Error('--listings needs a whole number of at least 1000');
  return value;
}

async function indexedListings(services: BenchServices): Promise<number> {
  try {
    const response = await fetch(`${services.env.MEILI_URL}/indexes/${BENCH_INDEX_PREFIX}listings/stats`, {
      headers: { authorization: `Bearer ${services.env.MEILI_MASTER_KEY}` },
    });
    return response.ok ? ((await response.json()) as { numberOfDocuments: number }).numberOfDocuments : 0;
  } catch {
    return 0;
  }
}

/**
 * For the scripts that run on their own (freshness, API vs Meilisearch): reuses the benchmark database and index
 * when a previous run left at least `listings` listings, otherwise loads and indexes them; then starts the platform.
 */
export async function startStandaloneStack(listings: number, log: (line: string) => void): Promise<StandaloneStack> {
  log('Building the server…');
  await buildServer();
  let services = await startBenchServices({ fresh: false });
  const counts = await existingCounts(services.databaseUrl);
  const reusable = counts !== null && counts.hasUser && counts.listings >= listings && (await indexedListings(services)) > 0;
  if (reusable) {
    log(`Reusing the benchmark data: ${counts.listings} listings, ${counts.companies} companies.`);
  } else {
    await services.stop();
    services = await startBenchServices({ fresh: true });
    log(`Loading ${listings} listings and ${listings / 10} companies…`);
    await loadBenchData(
      services.databaseUrl,
      { listings, companies: Math.max(50, Math.round(listings / 10)) },
      { indexesBeforeListings: BASELINE_INDEXES.map((index) => index.sql), log },
    );
    log('Indexing (npm run reindex)…');
    if ((await runOperatorCommand('reindex', services.env, true)) !== 0) throw new Error('Reindex failed');
  }
  const platform = await startPlatform(services.env);
  return {
    services,
    platform,
    stop: async () => {
      await platform.stop();
      await services.stop();
    },
  };
}
