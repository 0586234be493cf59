/**
 * Region re-assignment at scale: N companies and N listings with real German postcodes (default 100,000 each), then
 * the time of `recompute_regions()` — what an admin's area change runs inside its transaction (SaveRegionCommand) —
 * when nothing moves, when a postcode range moves Köln and Bonn (50000–53999) from NRW to another region, and back.
 *
 *   npx tsx --tsconfig tsconfig.base.json bench/region-recompute.ts [--rows 100000] [--runs 3]
 *
 * Uses its own database (praxisnah_bench_regions, rebuilt each run); needs PostgreSQL only.
 */
import { Client } from 'pg';
import { runMigrations } from '../api/src/database/run-migrations';
import { buildRegions } from '../infra/seed/demo-data';
import { seedCatalogue, seedRegions } from '../infra/seed/seed-database';
import { median, ms } from './lib/report';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'praxisnah_bench_regions';
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`);

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(String(process.argv[index + 1]).replace(/[_.]/g, '')) : fallback;
}

async function main(): Promise<void> {
  const rows = argument('--rows', 100_000);
  const runs = argument('--runs', 3);
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

    const time = async (label: string, change?: string): Promise<void> => {
      const timings: number[] = [];
      let moved = 0;
      for (let run = 0; run < runs; run++) {
        await db.query('BEGIN');
        if (change) await db.query(change);
        const started = performance.now();
        moved = (await db.query<{ moved: number }>('SELECT recompute_regions() AS moved')).rows[0]!.moved;
        timings.push(performance.now() - started);
        // Each run starts from the same state: the change is rolled back.
        await db.query('ROLLBACK');
      }
      console.log(
        `  ${label}: ${moved.toLocaleString('de-DE')} rows moved, median ${ms(median(timings))} ms (runs: ${timings.map((t) => ms(t, 0)).join(', ')} ms)`,
      );
    };

    const [{ count }] = (await db.query<{ count: string }>('SELECT count(*) FROM companies WHERE region_id IS NOT NULL')).rows as [
      { count: string },
    ];
    console.log(
      `recompute_regions() over ${rows.toLocaleString('de-DE')} companies + ${rows.toLocaleString('de-DE')} listings (${count} companies in a region):`,
    );
    await time('nothing changed');
    await time('Köln/Bonn (50000–53999) to Hamburg', `UPDATE regions SET postcode_ranges = '{50000-53999}' WHERE slug = 'hamburg'`);
    await time('40000–59999 (most of NRW) to Hamburg', `UPDATE regions SET postcode_ranges = '{40000-59999}' WHERE slug = 'hamburg'`);
  } finally {
    await db.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
