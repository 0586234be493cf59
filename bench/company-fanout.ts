/**
 * Company change → searchable: a company with N public listings renames itself and moves; prints p50 and p95 of the
 * time from the commit of its profile change until Meilisearch finds all N listings under the new name.
 *
 *   npx tsx bench/company-fanout.ts [--sizes 100,10000] [--runs 5]
 *
 * Runs on a database, Meilisearch and queue prefix of its own (demo data plus the generated listings), dropped at
 * the end. Only the workers run: the change is written as the API writes it (the row and its outbox record).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client, Pool } from 'pg';
import { buildServer } from '../infra/scripts/lib/build';
import { prepareDatabase } from '../infra/scripts/lib/database';
import { runOperatorCommand, startService } from '../infra/scripts/lib/platform';
import { checkPostgres, checkRedis, ensureMeilisearch, freePort } from '../infra/scripts/lib/services';
import { giveListings, listingsIndex, MOVES, renameUntilSearchable } from './lib/company-change';
import { percentile } from './lib/load';

const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379';
const MASTER_KEY = 'company-fanout-bench-master-key';

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

/** Removes this run's BullMQ keys. */
async function removeQueues(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  const sizes = argument('--sizes', '100,10000').split(',').map(Number);
  const runs = Number(argument('--runs', '5'));
  await checkPostgres(PG_ADMIN_URL);
  await checkRedis(REDIS_URL);
  console.log('Building the server…');
  await buildServer();

  const name = `praxisnah_fanout_bench_${process.pid}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const meiliDir = mkdtempSync(join(tmpdir(), 'praxisnah-fanout-meili-'));
  const meili = await ensureMeilisearch({ url: `http://127.0.0.1:${await freePort()}`, masterKey: MASTER_KEY, dataDir: meiliDir });
  const env: Record<string, string> = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
    REDIS_URL,
    MEILI_URL: meili.url,
    MEILI_MASTER_KEY: MASTER_KEY,
    MEILI_INDEX_PREFIX: 'fanout_',
    QUEUE_PREFIX: `praxisnah_fanout_${process.pid}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  const pool = new Pool({ connectionString: env.DATABASE_URL, max: 4 });
  const index = listingsIndex(meili.url, MASTER_KEY, 'fanout_listings');
  let workers: ReturnType<typeof startService> | null = null;
  try {
    await prepareDatabase(env.DATABASE_URL!, { demoData: true });
    const companies = (
      await pool.query<{ id: string }>('SELECT company_id AS id FROM listings GROUP BY company_id ORDER BY count(*) DESC LIMIT $1', [
        sizes.length,
      ])
    ).rows.map((row) => row.id);
    for (const [position, size] of sizes.entries()) await giveListings(pool, companies[position]!, size);
    console.log('Indexing…');
    if ((await runOperatorCommand('reindex', env, true)) !== 0) throw new Error('Reindex failed');
    workers = startService('workers', env, null);

    for (const [position, size] of sizes.entries()) {
      const companyId = companies[position]!;
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        times.push(await renameUntilSearchable(pool, index, { id: companyId, size }, MOVES[run % MOVES.length]!));
      }
      const sorted = [...times].sort((a, b) => a - b);
      const line = times.map((time) => Math.round(time)).join(', ');
      console.log(
        `${size} listings: rename → all searchable p50 ${Math.round(percentile(sorted, 50))} ms, p95 ${Math.round(percentile(sorted, 95))} ms (runs: ${line})`,
      );
    }
  } finally {
    await workers?.stop();
    await pool.end();
    await meili.stop();
    rmSync(meiliDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await removeQueues(env.QUEUE_PREFIX!);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
