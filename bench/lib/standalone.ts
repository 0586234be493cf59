import { Pool } from 'pg';
import { PUBLIC_COMPANY_CONDITION, PUBLIC_LISTING_CONDITION } from '@praxisnah/read-models';
import { buildServer } from '../../infra/scripts/lib/build';
import { runOperatorCommand } from '../../infra/scripts/lib/platform';
import { BASELINE_INDEXES } from './pg-baseline';
import { existingCounts, loadBenchData } from './data';
import { MeiliAdmin } from './indexing';
import { listingsIndexSize, startBenchServices, startPlatform, type BenchServices, type RunningPlatform } from './stack';

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

/** The listings visitors may see: what a complete listings index holds. */
async function publicListings(databaseUrl: string): Promise<number> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM listings l JOIN companies c ON c.id = l.company_id
       WHERE ${PUBLIC_LISTING_CONDITION} AND ${PUBLIC_COMPANY_CONDITION}`,
    );
    return rows[0]?.count ?? 0;
  } finally {
    await pool.end();
  }
}

const SETTINGS_TIMEOUT_MS = 30 * 60_000;

/** How far the index may be from the database's public listings for the data to count as indexed. */
const REUSE_SLACK = 0.1;
const companiesFor = (listings: number) => Math.max(50, Math.round(listings / 10));

/**
 * For the scripts that run on their own (freshness, API vs Meilisearch): reuses the benchmark database and index
 * when a previous run loaded `listings` listings (runs add listings, never companies: the companies tell the size)
 * and the index holds the database's public listings (the index folder is shared by every BENCH_NAME), otherwise
 * loads and indexes them; then starts the platform.
 */
export async function startStandaloneStack(listings: number, log: (line: string) => void): Promise<StandaloneStack> {
  log('Building the server…');
  await buildServer();
  let services = await startBenchServices({ fresh: false });
  const counts = await existingCounts(services.databaseUrl);
  const sized = counts !== null && counts.hasUser && counts.listings >= listings && counts.companies === companiesFor(listings);
  const indexed = sized ? await listingsIndexSize(services.env.MEILI_URL!) : 0;
  const visible = sized ? await publicListings(services.databaseUrl) : 0;
  const reusable = sized && indexed > 0 && Math.abs(indexed - visible) <= visible * REUSE_SLACK;
  if (reusable) {
    log(`Reusing the benchmark data: ${counts.listings} listings (${indexed} in the index), ${counts.companies} companies.`);
  } else {
    await services.stop();
    services = await startBenchServices({ fresh: true });
    log(`Loading ${listings} listings and ${listings / 10} companies…`);
    await loadBenchData(
      services.databaseUrl,
      { listings, companies: companiesFor(listings) },
      { indexesBeforeListings: BASELINE_INDEXES.map((index) => index.sql), log },
    );
    log('Indexing (npm run reindex)…');
    if ((await runOperatorCommand('reindex', services.env, true)) !== 0) throw new Error('Reindex failed');
  }
  const platform = await startPlatform(services.env);
  // The workers bring the index settings up to date as they start (those of the recent listings' instance too); a
  // changed setting re-indexes every document (minutes at a million listings), which nothing may be measured during.
  let pending = 0;
  for (const url of [services.env.MEILI_URL!, services.env.MEILI_RECENT_URL!]) {
    pending += await new MeiliAdmin(url, services.env.MEILI_MASTER_KEY!).drain(SETTINGS_TIMEOUT_MS);
  }
  if (pending) throw new Error(`Meilisearch still has ${pending} tasks after ${SETTINGS_TIMEOUT_MS / 60_000} minutes`);
  return {
    services,
    platform,
    stop: async () => {
      await platform.stop();
      await services.stop();
    },
  };
}
