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
import { Meilisearch } from 'meilisearch';
import { Client, Pool } from 'pg';
import { appendDomainEvent } from '@praxisnah/read-models';
import { buildServer } from '../infra/scripts/lib/build';
import { prepareDatabase } from '../infra/scripts/lib/database';
import { runOperatorCommand, startService } from '../infra/scripts/lib/platform';
import { checkPostgres, checkRedis, ensureMeilisearch, freePort } from '../infra/scripts/lib/services';
import { waitFor } from '../infra/testing/http';

const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379';
const MASTER_KEY = 'company-fanout-bench-master-key';
const PUBLIC_LISTING = "status = 'aktiv' AND (valid_to IS NULL OR valid_to >= current_date)";

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Gives the company exactly `size` public listings, copies of one of its own (each with its own id). */
async function giveListings(pool: Pool, companyId: string, size: number): Promise<void> {
  await pool.query(`UPDATE listings SET status = 'pausiert' WHERE company_id = $1 AND ${PUBLIC_LISTING}`, [companyId]);
  await pool.query(
    `INSERT INTO listings
     SELECT (jsonb_populate_record(null::listings, to_jsonb(l) || jsonb_build_object('id', gen_random_uuid(), 'status', 'aktiv', 'valid_to', null))).*
     FROM (SELECT * FROM listings WHERE company_id = $1 LIMIT 1) l, generate_series(1, $2)`,
    [companyId, size],
  );
}

/** Writes a rename and move as UpdateCompanyHandler does: the row and its outbox record in one transaction. */
async function renameAndMove(pool: Pool, companyId: string, name: string, city: { city: string; zip: string; lat: number; lon: number }) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ version: number }>(
      'UPDATE companies SET name = $2, city = $3, zip = $4, latitude = $5, longitude = $6, version = version + 1 WHERE id = $1 RETURNING version',
      [companyId, name, city.city, city.zip, city.lat, city.lon],
    );
    await appendDomainEvent(client, {
      type: 'company.profile-changed',
      aggregateId: companyId,
      aggregateVersion: rows[0]!.version,
      companyId,
      payload: { name, changed: ['name', 'address'] },
    });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
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
  const search = new Meilisearch({ host: meili.url, apiKey: MASTER_KEY });
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
        const word = `Umzug${String.fromCharCode(97 + position)}${String.fromCharCode(97 + run)}${Math.random()
          .toString(36)
          .replace(/[^a-z]/g, '')
          .slice(0, 6)}`;
        const place =
          run % 2 === 0
            ? { city: 'Hamburg', zip: '20095', lat: 53.5511, lon: 9.9937 }
            : { city: 'Köln', zip: '50667', lat: 50.9375, lon: 6.9603 };
        const started = performance.now();
        await renameAndMove(pool, companyId, `${word} GmbH`, place);
        await waitFor(
          async () => {
            const result = await search
              .index('fanout_listings')
              .search(word, { filter: `company.id = "${companyId}"`, hitsPerPage: 1, page: 1 });
            return result.totalHits === size || undefined;
          },
          120_000,
          20,
        );
        times.push(performance.now() - started);
      }
      const line = times.map((time) => Math.round(time)).join(', ');
      console.log(
        `${size} listings: rename → all searchable p50 ${Math.round(percentile(times, 50))} ms, p95 ${Math.round(percentile(times, 95))} ms (runs: ${line})`,
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
