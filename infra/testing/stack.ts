import { Client } from 'pg';
import { Meilisearch } from 'meilisearch';
import { Redis } from 'ioredis';
import { recentListingsKey } from '@praxisnah/read-models';
import { waitFor } from './http';
import { generateDemoData } from '../seed/demo-data';
import { seedDemoData } from '../seed/seed-database';
import { upgradeDemoCompaniesForTests } from '../seed/billing-demo';
import { runOperatorCommand, startService, waitForHealth, type PlatformProcess } from '../scripts/lib/platform';
import { freePort } from '../scripts/lib/services';
import { ensureSearchKey } from '../scripts/lib/search-key';
import { ROOT } from '../scripts/lib/env';
import { join } from 'node:path';
import { startPrivateMeili } from './private-services';
import { createTestDatabase, uniquePrefix } from './test-database';
import { readTestEnvironment } from './test-env';

export interface TestStack {
  baseUrl: string;
  databaseUrl: string;
  env: Record<string, string>;
  api: PlatformProcess;
  workers: PlatformProcess;
  /** Stops and restarts one service with the same environment, e.g. to kill a worker mid-job. */
  restart(name: 'api' | 'workers'): Promise<void>;
  stop(): Promise<void>;
}

export interface TestStackOptions {
  /** Seed the German demo data and index it (default true). */
  demoData?: boolean;
  /** Serve the built web client (default true). */
  web?: boolean;
  /**
   * Extra environment for both services. With MEILI_URL (and MEILI_MASTER_KEY) the test brings its own Meilisearch;
   * with MEILI_RECENT_URL its own recent listings' instance (same master key), or none with `''`.
   */
  env?: Record<string, string>;
}

/**
 * The real platform for one test file: its own database (from the template), its own Meilisearch index prefix
 * and Redis key prefix, and the compiled API and workers as child processes on a free port.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const testEnv = readTestEnvironment();
  // Meilisearch runs one task queue for all its indexes: a private instance per stack keeps one test file's
  // indexing from delaying another's. The same holds for the recent listings' instance, which must share the master
  // key of the main one (the API has one search key for both), so it is started for a test's own main instance too.
  const meili = options.env?.MEILI_URL ? null : await startPrivateMeili();
  const masterKey = meili?.masterKey ?? options.env?.MEILI_MASTER_KEY ?? testEnv.MEILI_MASTER_KEY;
  const recentMeili =
    options.env?.MEILI_RECENT_URL !== undefined
      ? null
      : await startPrivateMeili({ masterKey }).catch(async (error: unknown) => {
          await meili?.remove();
          throw error;
        });
  const database = await createTestDatabase();
  const prefix = uniquePrefix();
  const port = await freePort();
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    REDIS_URL: testEnv.REDIS_URL,
    MEILI_URL: meili?.url ?? testEnv.MEILI_URL,
    MEILI_RECENT_URL: recentMeili?.url ?? testEnv.MEILI_RECENT_URL,
    MEILI_MASTER_KEY: masterKey,
    MEILI_INDEX_PREFIX: prefix,
    QUEUE_PREFIX: `praxisnah_${prefix}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    // The tests stand in for a proxy: each can name its own client address, so one test's throttles never hit another.
    TRUST_PROXY: '127.0.0.1',
    RELAY_POLL_MS: '200',
    // Quick retries, but enough of them that a slow moment on a busy machine never parks a job for good.
    JOB_ATTEMPTS: '8',
    JOB_BACKOFF_MS: '200',
    ...(options.web === false ? { WEB_DIST: '/nonexistent' } : {}),
    ...options.env,
  };
  env.MEILI_SEARCH_KEY = await ensureSearchKey({
    MEILI_URL: env.MEILI_URL!,
    MEILI_RECENT_URL: env.MEILI_RECENT_URL || undefined,
    MEILI_MASTER_KEY: env.MEILI_MASTER_KEY!,
    MEILI_INDEX_PREFIX: prefix,
  });
  if (options.demoData !== false) {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      await seedDemoData(client, generateDemoData());
      await upgradeDemoCompaniesForTests(client);
    } finally {
      await client.end();
    }
  }
  // Each stack's service logs go to their own folder, so a failing test can be diagnosed afterwards.
  const logDir = join(ROOT, '.data', 'test-logs', prefix.replace(/_$/, ''));
  // As `npm start` does, the workers run while the demo data is indexed; the API boots meanwhile too (most of a
  // file's wait for its stack), and the test begins once both are done.
  const services = { workers: startService('workers', env, logDir), api: startService('api', env, logDir) };
  const baseUrl = `http://127.0.0.1:${port}`;
  const apiHealthy = () => waitForHealth(baseUrl, 60_000, () => services.api.child.exitCode === null);
  const stop = async () => {
    await Promise.all([services.api.stop(), services.workers.stop()]);
    if (meili) await meili.remove();
    else await deleteIndexes(env.MEILI_URL!, env.MEILI_MASTER_KEY!, prefix);
    if (recentMeili) await recentMeili.remove();
    else if (env.MEILI_RECENT_URL) await deleteIndexes(env.MEILI_RECENT_URL, env.MEILI_MASTER_KEY!, prefix);
    await database.drop();
  };
  try {
    await Promise.all([
      options.demoData === false
        ? null
        : runOperatorCommand('reindex', env, true).then((code) => {
            if (code !== 0) throw new Error('Reindex of the test stack failed');
          }),
      apiHealthy(),
    ]);
  } catch (error) {
    // The boot's own error is the one to see, not a clean-up failure after it.
    await stop().catch(() => undefined);
    throw error;
  }
  const stack: TestStack = {
    baseUrl,
    databaseUrl: database.url,
    env,
    get api() {
      return services.api;
    },
    get workers() {
      return services.workers;
    },
    async restart(name) {
      await services[name].stop();
      services[name] = startService(name, env, logDir);
      if (name === 'api') await apiHealthy();
    },
    stop,
  };
  return stack;
}

async function deleteIndexes(url: string, apiKey: string, prefix: string): Promise<void> {
  const meili = new Meilisearch({ host: url, apiKey });
  const { results } = await meili.getIndexes({ limit: 1000 });
  await Promise.all(results.filter((index) => index.uid.startsWith(prefix)).map((index) => meili.deleteIndex(index.uid)));
}

/**
 * Until the large listings index holds every listing change (none is served from the recent index any more): for
 * tests that read the large index directly after the API already shows a change.
 */
export async function recentListingsSettled(stack: TestStack, timeoutMs = 30_000): Promise<void> {
  const redis = new Redis(stack.env.REDIS_URL!);
  try {
    const key = recentListingsKey(`${stack.env.MEILI_INDEX_PREFIX}listings`);
    await waitFor(async () => (await redis.hlen(key)) === 0, timeoutMs, 25, 'Recent listings settled');
  } finally {
    redis.disconnect();
  }
}
