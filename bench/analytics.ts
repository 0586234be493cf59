/**
 * Analytics at scale: N raw facts over one year (default 10 million) are recorded through the worker's own batched
 * statement, then every dashboard query is timed from the aggregates (p50/p95 over repeated runs), then 2,000 facts
 * a second are enqueued for a minute through BullMQ to the real analytics consumer and every one is counted.
 *
 *   npx tsx --tsconfig tsconfig.base.json bench/analytics.ts [--events 10000000] [--companies 2000] [--rate 2000] [--seconds 60] [--runs 40]
 *
 * Uses its own database (praxisnah_bench_analytics, rebuilt each run) and queue prefix; needs PostgreSQL and Redis.
 */
import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { MAX_FACTS_PER_JOB, QUEUES, type AnalyticsFact, type AnalyticsFactBatch } from '@praxisnah/contracts';
import { runMigrations } from '../api/src/database/run-migrations';
import { nearestMunicipality } from '../api/src/modules/geo/gazetteer';
import { AnalyticsDashboardRepository } from '../api/src/modules/analytics/analytics-dashboard.repository';
import { buildRegions } from '../infra/seed/demo-data';
import { insertCompanies, loadCatalogueIds, seedCatalogue, seedRegions } from '../infra/seed/seed-database';
import { syntheticCompanies } from '../infra/seed/synthetic-listings';
import { GERMAN_CITIES } from '../infra/seed/german-cities';
import { createRandom } from '../infra/seed/random';
import { AnalyticsConsumer } from '../workers/src/analytics/analytics.consumer';
import { AnalyticsFactRepository } from '../workers/src/analytics/analytics-fact.repository';
import { factRow, type FactRow } from '../workers/src/analytics/fact-row';
import { percentile } from './lib/load';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, '/praxisnah_bench_analytics');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUEUE_PREFIX = 'bench-analytics';
const DAY_MS = 86_400_000;
const BATCH = 5000;
const P95_TARGET_MS = 200;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(String(process.argv[index + 1]).replace(/[_.]/g, '')) : fallback;
}

const SECTORS = ['it_kommunikation', 'bau_handwerk', 'gesundheit_soziales', 'industrie_produktion', 'handel_vertrieb', 'dienstleistungen'];
/** A Zipf-like vocabulary: a few job titles are searched very often, a long tail rarely. */
const JOBS = Array.from({ length: 3000 }, (_, index) => `beruf${index.toString(36)}`);

/** The district of each city, as the API finds it for a search around that city. */
const DISTRICTS = new Map(
  GERMAN_CITIES.map((city) => [city.name, nearestMunicipality(city.latitude, city.longitude)?.districtCode ?? null]),
);

/** How many listings a search for a job title finds around a place: none for about one pair in eight, few for some. */
function resultsFor(query: string, place: string): number {
  let hash = 2166136261;
  for (const char of `${query}|${place}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const bucket = hash % 100;
  return bucket < 12 ? 0 : bucket < 18 ? 1 + (bucket % 4) : 5 + (hash % 200);
}

/** One synthetic fact of the year: the shares of types as the demo data has them. */
function syntheticFact(
  random: ReturnType<typeof createRandom>,
  occurredAt: number,
  companies: { id: string }[],
  sequence: number,
): FactRow {
  const city = GERMAN_CITIES[Math.floor(random.next() ** 2 * GERMAN_CITIES.length)]!;
  const roll = random.next();
  const base = {
    sourceId: `bench:${sequence}`,
    latitude: city.latitude,
    longitude: city.longitude,
    visitorHash: `v${random.int(0, 5000)}`,
    occurredAt: new Date(occurredAt).toISOString(),
  };
  if (roll < 0.35) {
    const query = random.chance(0.1) ? '' : JOBS[Math.floor(random.next() ** 3 * JOBS.length)]!;
    // Results depend on what and where, as in a real search: some job titles find nothing in some places.
    const results = query === '' ? random.int(50, 500) : resultsFor(query, city.name);
    return factRow({
      ...base,
      type: 'search',
      vertical: random.chance(0.45) ? 'ausbildung' : 'praktikum',
      search: { query, sector: random.pick(SECTORS), place: city.name, districtCode: DISTRICTS.get(city.name) ?? null, results },
    });
  }
  const company = companies[Math.floor(random.next() ** 2 * companies.length)]!;
  const type = roll < 0.75 ? 'listing_view' : roll < 0.8 ? 'favourite' : roll < 0.82 ? 'share' : roll < 0.9 ? 'company_view' : 'page_view';
  return factRow({
    ...base,
    type,
    vertical: type === 'page_view' ? '' : type === 'company_view' ? 'company' : 'praktikum',
    entityId: type === 'page_view' ? null : company.id,
    companyId: type === 'page_view' ? null : company.id,
  });
}

async function prepare(companyCount: number): Promise<{ pool: Pool; companies: { id: string }[] }> {
  const admin = new Pool({ connectionString: ADMIN_URL });
  await admin.query('DROP DATABASE IF EXISTS praxisnah_bench_analytics WITH (FORCE)');
  await admin.end();
  await runMigrations(DATABASE_URL);
  const pool = new Pool({ connectionString: DATABASE_URL, max: 8 });
  await seedCatalogue(pool);
  await seedRegions(pool, buildRegions());
  await insertCompanies(pool, syntheticCompanies(companyCount, 7), await loadCatalogueIds(pool));
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM companies');
  return { pool, companies: rows };
}

/**
 * Two writers upsert the same aggregate rows, so PostgreSQL may end one batch as a deadlock; the batch is one
 * statement, so it is written again whole (the worker's jobs are retried the same way by BullMQ).
 */
async function recordWithRetry(pool: Pool, batch: FactRow[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await new AnalyticsFactRepository(pool).record(batch);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      console.log(`  … deadlock, batch written again (attempt ${attempt + 1})`);
    }
  }
}

async function loadYear(pool: Pool, companies: { id: string }[], events: number): Promise<void> {
  const random = createRandom(2026);
  const end = Date.now();
  const start = end - 365 * DAY_MS;
  const started = performance.now();
  let sequence = 0;
  const writer = async () => {
    while (sequence < events) {
      const batch: FactRow[] = [];
      while (batch.length < BATCH && sequence < events) {
        // Spread evenly over the year in order, as the worker would have recorded them.
        const at = start + ((sequence + random.next()) / events) * (end - start);
        batch.push(syntheticFact(random, at, companies, sequence++));
      }
      await recordWithRetry(pool, batch);
      if (sequence % 500_000 < BATCH) {
        const seconds = (performance.now() - started) / 1000;
        console.log(`  … ${sequence.toLocaleString('de-DE')} facts, ${Math.round(sequence / seconds).toLocaleString('de-DE')}/s`);
      }
    }
  };
  await Promise.all([writer(), writer()]);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Recorded ${events.toLocaleString('de-DE')} facts in ${seconds.toFixed(0)} s (${Math.round(events / seconds)}/s, batches of ${BATCH}).`,
  );
  await pool.query('VACUUM ANALYZE');
}

async function timeQueries(pool: Pool, companies: { id: string }[], runs: number): Promise<boolean> {
  const dataSource = new DataSource({ type: 'postgres', url: DATABASE_URL, extra: { max: 4 } });
  await dataSource.initialize();
  const repository = new AnalyticsDashboardRepository(dataSource);
  const { rows: sizes } = await pool.query<{ table: string; rows: string }>(
    `SELECT relname AS table, n_live_tup::text AS rows FROM pg_stat_user_tables WHERE relname LIKE 'analytics%' ORDER BY relname`,
  );
  console.log(`Tables: ${sizes.map((size) => `${size.table} ${Number(size.rows).toLocaleString('de-DE')}`).join(', ')}`);
  const { rows: regions } = await pool.query<{ id: number }>('SELECT id FROM regions ORDER BY id');
  const today = new Date().toISOString().slice(0, 10);
  const before = (days: number) => new Date(Date.now() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  const cases: { name: string; run: (index: number) => Promise<unknown> }[] = [];
  for (const days of [7, 30, 90, 365]) {
    cases.push({ name: `admin ${days} days, all regions`, run: () => repository.admin({ from: before(days), to: today }) });
    cases.push({
      name: `admin ${days} days, one region`,
      run: (index) => repository.admin({ from: before(days), to: today, region: regions[index % regions.length]!.id }),
    });
  }
  cases.push({ name: 'company own numbers', run: (index) => repository.company(companies[index % companies.length]!.id) });
  cases.push({ name: 'company own numbers (busiest)', run: () => repository.company(companies[0]!.id) });
  let allMet = true;
  for (const { name, run } of cases) {
    await run(0);
    const times: number[] = [];
    for (let index = 1; index <= runs; index++) {
      const started = performance.now();
      await run(index);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    allMet &&= p95 <= P95_TARGET_MS;
    console.log(
      `${name.padEnd(36)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   max ${times.at(-1)!.toFixed(1).padStart(7)} ms ${p95 <= P95_TARGET_MS ? '' : '  ✗ over 200 ms'}`,
    );
  }
  await timeStatements(dataSource, () => repository.admin({ from: before(365), to: today }));
  await dataSource.destroy();
  return allMet;
}

/**
 * Each statement of one dashboard request timed alone (mean of 3), named by the first table it reads, and the plan of
 * the slowest: where the time of the whole request goes.
 */
async function timeStatements(dataSource: DataSource, request: () => Promise<unknown>): Promise<void> {
  const statements: { sql: string; params: unknown[] }[] = [];
  const query = dataSource.query.bind(dataSource);
  dataSource.query = (sql: string, params?: unknown[]) => {
    statements.push({ sql, params: params ?? [] });
    return query(sql, params);
  };
  await request();
  dataSource.query = query;
  const timed: { name: string; ms: number; sql: string; params: unknown[] }[] = [];
  for (const statement of statements) {
    const started = performance.now();
    for (let run = 0; run < 3; run++) await query(statement.sql, statement.params);
    const name = /FROM\s+\(?\s*(?:SELECT[^]*?FROM\s+)?(\w+)/i.exec(statement.sql)?.[1] ?? 'statement';
    timed.push({ name, ms: (performance.now() - started) / 3, ...statement });
  }
  timed.sort((a, b) => b.ms - a.ms);
  console.log(
    `Statements of the year over all regions, each alone: ${timed.map((entry) => `${entry.name} ${entry.ms.toFixed(1)} ms`).join(', ')}`,
  );
  const slowest = timed[0];
  if (!slowest) return;
  const plan = await query<{ 'QUERY PLAN': string }[]>(`EXPLAIN (ANALYZE, BUFFERS) ${slowest.sql}`, slowest.params);
  console.log(`Plan of the slowest (${slowest.name}):\n${plan.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
}

/** 2,000 facts a second for a minute into the queue, consumed by the real AnalyticsConsumer; none may be lost. */
async function ingest(pool: Pool, companies: { id: string }[], rate: number, seconds: number): Promise<boolean> {
  const connection = { url: REDIS_URL, maxRetriesPerRequest: null };
  const queue = new Queue(QUEUES.analytics, { connection, prefix: QUEUE_PREFIX });
  await queue.obliterate({ force: true });
  const consumer = new AnalyticsConsumer(new AnalyticsFactRepository(pool));
  const worker = new Worker(QUEUES.analytics, (job) => consumer.process(job), { connection, prefix: QUEUE_PREFIX, concurrency: 500 });
  const random = createRandom(99);
  const marker = `ingest-${randomUUID().slice(0, 8)}`;
  const total = rate * seconds;
  const started = performance.now();
  let sent = 0;
  let deepest = 0;
  const tickMs = 100;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + rate * (tickMs / 1000));
    const facts: AnalyticsFact[] = [];
    for (; sent < due; sent++) {
      const row = syntheticFact(random, Date.now(), companies, sent);
      const fact: AnalyticsFact = {
        factId: `${marker}-${sent}`,
        type: row.type as AnalyticsFact['type'],
        occurredAt: row.occurredAt,
        visitorHash: row.visitorHash,
        entityId: row.entityId,
        companyId: row.companyId,
        vertical: (row.vertical || null) as AnalyticsFact['vertical'],
        position: { latitude: row.latitude!, longitude: row.longitude! },
        search: row.search ? { ...row.search, filters: {} } : null,
        data: {},
      };
      facts.push(fact);
    }
    // Many facts to a job, as the API sends them (one job a second there, api/src/modules/analytics/analytics-recorder.ts).
    const jobs = [];
    for (let start = 0; start < facts.length; start += MAX_FACTS_PER_JOB) {
      const batch: AnalyticsFactBatch = { facts: facts.slice(start, start + MAX_FACTS_PER_JOB) };
      jobs.push({ name: 'record-facts', data: batch, opts: { removeOnComplete: true, removeOnFail: 1000, attempts: 5 } });
    }
    if (jobs.length) await queue.addBulk(jobs);
    const counts = await queue.getJobCounts('waiting', 'active');
    deepest = Math.max(deepest, (counts.waiting ?? 0) + (counts.active ?? 0));
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  const producedSeconds = (performance.now() - started) / 1000;
  for (;;) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
    if (!counts.waiting && !counts.active && !counts.delayed) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const drainedSeconds = (performance.now() - started) / 1000;
  const { rows } = await pool.query<{ count: string }>(`SELECT count(*) FROM analytics_events WHERE source_id LIKE $1`, [
    `fact:${marker}-%`,
  ]);
  const failed = (await queue.getJobCounts('failed')).failed ?? 0;
  const stored = Number(rows[0]!.count);
  console.log(
    `Ingest: ${total.toLocaleString('de-DE')} facts enqueued in ${producedSeconds.toFixed(1)} s (${Math.round(total / producedSeconds)}/s), ` +
      `all processed after ${drainedSeconds.toFixed(1)} s; deepest queue ${deepest.toLocaleString('de-DE')} jobs of up to ${MAX_FACTS_PER_JOB} facts; ` +
      `stored ${stored.toLocaleString('de-DE')}, failed ${failed} → ${stored === total && failed === 0 ? 'none lost' : `${total - stored} LOST`}`,
  );
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  return stored === total && failed === 0;
}

async function main(): Promise<void> {
  const events = argument('--events', 10_000_000);
  const runs = argument('--runs', 40);
  console.log(`Analytics bench: ${events.toLocaleString('de-DE')} facts over one year.`);
  const { pool, companies } = await prepare(argument('--companies', 2000));
  try {
    await loadYear(pool, companies, events);
    const queriesMet = await timeQueries(pool, companies, runs);
    const nothingLost = await ingest(pool, companies, argument('--rate', 2000), argument('--seconds', 60));
    console.log(
      `Dashboard p95 ≤ ${P95_TARGET_MS} ms: ${queriesMet ? 'met' : 'MISSED'}; ingest without loss: ${nothingLost ? 'met' : 'MISSED'}.`,
    );
  } finally {
    await pool.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
