import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { recentCompaniesKey, recentListingsKey } from '@praxisnah/read-models';
import { ROOT } from '../../infra/scripts/lib/env';
import { waitFor } from '../../infra/testing/http';
import { startService, waitForHealth, type PlatformProcess } from '../../infra/scripts/lib/platform';
import { ensureSearchKey } from '../../infra/scripts/lib/search-key';
import {
  checkPostgres,
  checkRedis,
  ensureMeilisearch,
  freePort,
  FRESHNESS_NICENESS,
  type MeiliProcess,
} from '../../infra/scripts/lib/services';

/**
 * Everything the benchmark owns lives under these names, so it never touches the development or test data.
 * BENCH_NAME gives a second copy its own database and queues on the same PostgreSQL and Redis.
 */
const BENCH_NAME = process.env.BENCH_NAME ?? 'praxisnah_bench';
export const BENCH_DATABASE = BENCH_NAME;
export const BENCH_INDEX_PREFIX = 'bench_';
export const BENCH_QUEUE_PREFIX = BENCH_NAME;
export const BENCH_DIR = join(ROOT, '.data', 'bench');
export const BENCH_MEILI_KEY = 'praxisnah-bench-master-key-0001';
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function databaseUrl(name = BENCH_DATABASE): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface BenchServices {
  meili: MeiliProcess;
  /** The recent listings' instance (read-models/src/recent-listings.ts), with the same master key. */
  recentMeili: MeiliProcess;
  /** The environment the API, the workers and the operator commands run with. */
  env: Record<string, string>;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Checks PostgreSQL and Redis and starts the benchmark's own Meilisearch (private port, data under .data/bench/meili)
 * and the recent listings' one beside it (.data/bench/meili-recent). `fresh` wipes the data of both, with the Redis
 * hash of recent listings that goes with the second, and the benchmark's Redis keys first.
 */
export async function startBenchServices(options: { fresh: boolean }): Promise<BenchServices> {
  await checkPostgres(PG_ADMIN_URL);
  await checkRedis(REDIS_URL);
  const meili = await startBenchMeili(join(BENCH_DIR, 'meili'), options.fresh);
  const recentMeili = await startBenchMeili(join(BENCH_DIR, 'meili-recent'), options.fresh, FRESHNESS_NICENESS).catch(
    async (error: unknown) => {
      await meili.stop();
      throw error;
    },
  );
  await clearQueues(options.fresh);
  const port = await freePort();
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl(),
    REDIS_URL,
    MEILI_URL: meili.url,
    MEILI_RECENT_URL: recentMeili.url,
    MEILI_MASTER_KEY: BENCH_MEILI_KEY,
    MEILI_INDEX_PREFIX: BENCH_INDEX_PREFIX,
    QUEUE_PREFIX: BENCH_QUEUE_PREFIX,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    // The bench is one client on purpose; the per-client search limit would measure itself.
    SEARCH_RATE_LIMIT_PER_MINUTE: '10000000',
    LOG_LEVEL: 'warn',
    DATA_DIR: join('.data', 'bench'),
  };
  return {
    meili,
    recentMeili,
    env,
    databaseUrl: env.DATABASE_URL!,
    stop: async () => {
      await Promise.all([meili.stop(), recentMeili.stop()]);
    },
  };
}

/** A Meilisearch of the benchmark's own on a free port, with its data in `dataDir`. */
async function startBenchMeili(dataDir: string, fresh: boolean, niceness?: number): Promise<MeiliProcess> {
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const url = `http://127.0.0.1:${await freePort()}`;
  const meili = await ensureMeilisearch({ url, masterKey: BENCH_MEILI_KEY, dataDir, niceness });
  if (!meili.child) throw new Error(`Something already answers at ${url}; the benchmark needs its own Meilisearch.`);
  return meili;
}

/**
 * Removes the benchmark's BullMQ keys (a previous run may have left jobs behind) and, with `recentListings`, the
 * Redis hash of recent listings: it names copies in the recent instance, and searches leave those ids out of the large
 * index, so it must go with the recent instance's data.
 */
async function clearQueues(recentListings: boolean): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const patterns = [`${BENCH_QUEUE_PREFIX}:*`, ...(recentListings ? [`${recentListingsKey(BENCH_INDEX_PREFIX)}*`] : [])];
  try {
    for (const pattern of patterns) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

/** How many documents the index holds in one of the benchmark's Meilisearch instances; 0 when it cannot say. */
export async function listingsIndexSize(meiliUrl: string): Promise<number> {
  try {
    const response = await fetch(`${meiliUrl}/indexes/${BENCH_INDEX_PREFIX}listings/stats`, {
      headers: { authorization: `Bearer ${BENCH_MEILI_KEY}` },
    });
    return response.ok ? ((await response.json()) as { numberOfDocuments: number }).numberOfDocuments : 0;
  } catch {
    return 0;
  }
}

/**
 * Until searches take nothing from the recent listings' instance (no recent id) and the copies it held are deleted
 * (its document count stays put for 3 s): every change so far is in the large index, so what follows is measured
 * without the tail of earlier work.
 */
export async function recentListingsSettled(recentMeiliUrl: string, timeoutMs = 600_000): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const uid = `${BENCH_INDEX_PREFIX}listings`;
    const settled = async () => (await redis.hlen(recentListingsKey(uid))) + (await redis.hlen(recentCompaniesKey(uid))) === 0;
    const hash = await waitFor(settled, timeoutMs, 250, 'Recent listings settled');
    let last = { count: -1, since: 0 };
    const copiesDeleted = async () => {
      const count = await listingsIndexSize(recentMeiliUrl);
      if (count !== last.count) last = { count, since: Date.now() };
      return count === 0 || Date.now() - last.since >= 3000;
    };
    await waitFor(copiesDeleted, timeoutMs - hash.ms, 250, 'Recent copies deleted');
  } finally {
    redis.disconnect();
  }
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function databaseExists(name = BENCH_DATABASE): Promise<boolean> {
  const client = new Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

export interface RunningPlatform {
  baseUrl: string;
  api: PlatformProcess;
  workers: PlatformProcess;
  stop(): Promise<void>;
}

/** Starts the compiled workers and API with the benchmark environment and waits until the API is healthy. */
export async function startPlatform(env: Record<string, string>, extraApiArgs: string[] = []): Promise<RunningPlatform> {
  const logDir = join(BENCH_DIR, 'logs');
  // BENCH_WORKERS_LOG_LEVEL=info: the workers log each company change's timings (read, write, searchable), the API stays quiet.
  const workers = startService('workers', { ...env, LOG_LEVEL: process.env.BENCH_WORKERS_LOG_LEVEL ?? env.LOG_LEVEL! }, logDir);
  const searchKey = await ensureSearchKey({
    MEILI_URL: env.MEILI_URL!,
    MEILI_RECENT_URL: env.MEILI_RECENT_URL,
    MEILI_MASTER_KEY: env.MEILI_MASTER_KEY!,
    MEILI_INDEX_PREFIX: env.MEILI_INDEX_PREFIX,
  });
  const api = startService('api', { ...env, MEILI_SEARCH_KEY: searchKey }, logDir, extraApiArgs);
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  await waitForHealth(baseUrl, 90_000, () => api.child.exitCode === null);
  return {
    baseUrl,
    api,
    workers,
    stop: async () => {
      await Promise.all([api.stop(), workers.stop()]);
    },
  };
}
