/**
 * Region re-assignment at scale: N companies and N listings with real German postcodes (default 100,000 each), then,
 * when nothing moves, when a postcode range moves Köln and Bonn (50000–53999) from NRW to another region, and when it
 * moves most of NRW: the old way, `recompute_regions()` in one transaction (what SaveRegionCommand ran before
 * migration 1795676595706, whose down() brings those functions back for the measurement), and the new way,
 * `reassign_regions_batch()` slice after slice, each slice its own transaction (the workers' region-reassignment job). For the slices
 * it prints the total and the longest transaction: how long a concurrent write to one of those rows may wait.
 *
 *   npx tsx --tsconfig tsconfig.base.json bench/region-recompute.ts [--rows 100000] [--runs 3] [--slice 2000]
 *
 * Uses its own database (praxisnah_bench_regions, or BENCH_REGIONS_DATABASE; rebuilt each run); needs PostgreSQL only.
 */
import { Client } from 'pg';
import { PREVIOUS_REGION_FUNCTIONS, REGION_FUNCTIONS } from '../api/src/database/migrations/1795676595706-region-reassignment-in-batches';
import { runMigrations } from '../api/src/database/run-migrations';
import { buildRegions } from '../infra/seed/demo-data';
import { seedCatalogue, seedRegions } from '../infra/seed/seed-database';
import { REASSIGNMENT_SLICE, REGIONAL_TABLES, reassignSlice } from '../workers/src/regions/region-reassignment';
import { median, ms } from './lib/report';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_REGIONS_DATABASE ?? 'praxisnah_bench_regions';
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`);

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(String(process.argv[index + 1]).replace(/[_.]/g, '')) : fallback;
}

async function main(): Promise<void> {
  const rows = argument('--rows', 100_000);
  const runs = argument('--runs', 3);
  const slice = argument('--slice', REASSIGNMENT_SLICE);
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  await runMigrations(DATABASE_URL);
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    await seedCatalogue(db);
    await seedRegions(db, buildRegions());
    console.log(`Writing ${rows.toLocaleString('de-DE')} companies and as many listings with real postcodes…`);
    const loadStarted = performance.now();
    // Postcodes drawn from the gazetteer the regions use, so every row lands in a Bundesland.
    await db.query('CREATE TEMP TABLE zips AS SELECT row_number() OVER (ORDER BY zip) AS n, zip FROM postcode_states');
    await db.query('CREATE INDEX ON zips (n)');
    await db.query(
      `INSERT INTO companies (id, name, slug, zip, sector_id)
       SELECT gen_random_uuid(), 'Bench-Betrieb ' || g, 'bench-betrieb-' || g,
         (SELECT zip FROM zips WHERE n = 1 + (g * 7919) % (SELECT count(*) FROM zips)), 1
       FROM generate_series(1, $1) AS g`,
      [rows],
    );
    await db.query(
      `INSERT INTO listings (id, company_id, title, description, zip, sector_id)
       SELECT gen_random_uuid(), c.id, 'Praktikum Bench', 'Ein Praktikum für die Messung der Regionen.',
         (SELECT zip FROM zips WHERE n = 1 + (row_number * 104729) % (SELECT count(*) FROM zips)), 1
       FROM (SELECT id, row_number() OVER () AS row_number FROM companies) c`,
    );
    await db.query('ANALYZE companies; ANALYZE listings; ANALYZE postcode_states; ANALYZE regions');
    console.log(`  loaded in ${ms(performance.now() - loadStarted, 0)} ms`);

    /** The old way: one transaction over every row; the change is rolled back, so each run starts alike. */
    const inOneTransaction = async (change: string | undefined): Promise<{ moved: number; timings: number[] }> => {
      const timings: number[] = [];
      let moved = 0;
      for (let run = 0; run < runs; run++) {
        await db.query('BEGIN');
        if (change) await db.query(change);
        const started = performance.now();
        moved = (await db.query<{ moved: number }>('SELECT recompute_regions() AS moved')).rows[0]!.moved;
        timings.push(performance.now() - started);
        await db.query('ROLLBACK');
      }
      return { moved, timings };
    };

    /** The new way: slice after slice, each committed on its own, as the workers' region-reassignment job runs it. */
    const inSlices = async (): Promise<{ moved: number; total: number; longest: number; slices: number }> => {
      let moved = 0;
      let longest = 0;
      let slices = 0;
      const started = performance.now();
      for (const table of REGIONAL_TABLES) {
        let afterId: string | null = null;
        do {
          const sliceStarted = performance.now();
          const done = await reassignSlice(db, table, afterId, slice);
          longest = Math.max(longest, performance.now() - sliceStarted);
          slices += 1;
          moved += done.moved;
          afterId = done.lastId;
        } while (afterId !== null);
      }
      return { moved, total: performance.now() - started, longest, slices };
    };

    const HAMBURG = `UPDATE regions SET postcode_ranges = $1 WHERE slug = 'hamburg'`;
    const scenarios: [label: string, ranges: string[]][] = [
      ['nothing changed', []],
      ['Köln/Bonn (50000–53999) to Hamburg', ['50000-53999']],
      ['40000–59999 (most of NRW) to Hamburg', ['40000-59999']],
    ];
    const [{ count }] = (await db.query<{ count: string }>('SELECT count(*) FROM companies WHERE region_id IS NOT NULL')).rows as [
      { count: string },
    ];
    console.log(
      `Region re-assignment over ${rows.toLocaleString('de-DE')} companies + ${rows.toLocaleString('de-DE')} listings (${count} companies in a region):`,
    );

    console.log("Before: recompute_regions() in the admin's transaction (rolled back after each run)");
    await db.query(PREVIOUS_REGION_FUNCTIONS);
    for (const [label, ranges] of scenarios) {
      const old = await inOneTransaction(
        ranges.length ? `UPDATE regions SET postcode_ranges = '{${ranges.join(',')}}' WHERE slug = 'hamburg'` : undefined,
      );
      console.log(
        `  ${label}: ${old.moved.toLocaleString('de-DE')} rows moved, one transaction median ${ms(median(old.timings))} ms ` +
          `(runs: ${old.timings.map((t) => ms(t, 0)).join(', ')} ms)`,
      );
    }

    console.log(`After: reassign_regions_batch() in slices of ${slice.toLocaleString('de-DE')} rows, each slice committed on its own`);
    await db.query(REGION_FUNCTIONS);
    for (const [label, ranges] of scenarios) {
      const sliced = [];
      for (let run = 0; run < runs; run++) {
        await db.query(HAMBURG, [ranges]);
        sliced.push(await inSlices());
        // Back to the seeded area (and its rows) for the next run; not measured.
        await db.query(HAMBURG, [[]]);
        await inSlices();
      }
      console.log(
        `  ${label}: ${sliced[0]!.moved.toLocaleString('de-DE')} rows moved in ${sliced[0]!.slices} transactions, ` +
          `total median ${ms(median(sliced.map((r) => r.total)))} ms, longest transaction median ${ms(median(sliced.map((r) => r.longest)))} ms ` +
          `(totals: ${sliced.map((r) => ms(r.total, 0)).join(', ')} ms)`,
      );
    }
  } finally {
    await db.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
