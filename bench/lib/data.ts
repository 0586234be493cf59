import { Pool } from 'pg';
import { runMigrations } from '../../api/src/database/run-migrations';
import { hashPassword } from '../../api/src/modules/auth/password-hasher';
import { buildRegions } from '../../infra/seed/demo-data';
import { insertCompanies, insertListingsStream, loadCatalogueIds, seedCatalogue, seedRegions } from '../../infra/seed/seed-database';
import { syntheticCompanies, syntheticListings } from '../../infra/seed/synthetic-listings';
import { adminQuery, BENCH_DATABASE } from './stack';

/** Fixed seed: every run generates the same companies and listings. */
export const BENCH_SEED = 20_251_122;
export const BENCH_USER = { email: 'bench@praxisnah.example', password: 'bench-passwort-2025' };

export interface LoadReport {
  companies: number;
  listings: number;
  companySeconds: number;
  listingSeconds: number;
  listingRowsPerSecond: number;
  /** Listings visitors may see (status aktiv, not expired): what the index holds. */
  publicListings: number;
  migrateSeconds: number;
  analyzeSeconds: number;
  /** Listings already past their end date, switched to abgelaufen before indexing. */
  preExpired: number;
}

const seconds = (startedAt: bigint) => Number(process.hrtime.bigint() - startedAt) / 1e9;

/**
 * Drops and recreates the benchmark database, migrates it, and loads the synthetic companies and listings through the
 * seed generator's own insert paths (insertCompanies, insertListingsStream). One company gets a login for the
 * publishing part of the benchmark.
 */
export async function loadBenchData(
  databaseUrl: string,
  counts: { listings: number; companies: number },
  options: { indexesBeforeListings: readonly string[]; log: (line: string) => void },
): Promise<LoadReport> {
  const { log } = options;
  await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  let startedAt = process.hrtime.bigint();
  await runMigrations(databaseUrl);
  const migrateSeconds = seconds(startedAt);
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  try {
    await seedCatalogue(pool);
    await seedRegions(pool, buildRegions());
    const ids = await loadCatalogueIds(pool);
    const now = new Date();

    startedAt = process.hrtime.bigint();
    const companies = syntheticCompanies(counts.companies, BENCH_SEED, now);
    const companyCount = await insertCompanies(pool, companies, ids);
    const companySeconds = seconds(startedAt);
    log(`companies: ${companyCount} generated and written in ${companySeconds.toFixed(1)} s`);

    // The baseline's indexes exist before the listings arrive: PostgreSQL maintains them on its own core while the
    // generator (single-threaded Node) is the limit of the load, instead of building them afterwards.
    for (const sql of options.indexesBeforeListings) await pool.query(sql);

    let nextReport = 200_000;
    const stats = await insertListingsStream(pool, syntheticListings(counts.listings, BENCH_SEED, companies, now), 5000, {
      concurrency: 2,
      onProgress: (inserted, elapsed) => {
        if (inserted < nextReport) return;
        nextReport += 200_000;
        log(`  … ${inserted} listings, ${Math.round(inserted / elapsed)} rows/s`);
      },
    });
    log(`listings: ${stats.rows} generated and written in ${stats.seconds.toFixed(1)} s (${Math.round(stats.rowsPerSecond)} rows/s)`);

    const owner = companies[0]!;
    await pool.query(
      `INSERT INTO users (id, email, password_hash, role, company_id, email_verified_at) VALUES (gen_random_uuid(), $1, $2, 'company', $3, now())`,
      [BENCH_USER.email, await hashPassword(BENCH_USER.password), owner.id],
    );
    // The freshness phase publishes hundreds of listings as this company: Premium has no listing limit.
    await pool.query(
      `INSERT INTO company_subscriptions (company_id, package_key, period, status, current_period_end)
       VALUES ($1, 'premium', 'yearly', 'active', (current_date + interval '1 year')::date)`,
      [owner.id],
    );

    // The generator leaves some listings past their end date still 'aktiv' (the public filter must not trust the
    // status). The workers' minute-by-minute expiry would switch them all at its first run, one outbox event each,
    // and the projection storm would run through every measurement. Switch them here, as if yesterday's expiry had
    // run: none of them is public, so the index holds the same documents either way.
    const expired = await pool.query(
      `UPDATE listings SET status = 'abgelaufen', version = version + 1 WHERE status = 'aktiv' AND valid_to < current_date`,
    );
    log(`listings past their end date switched to abgelaufen (no outbox): ${expired.rowCount ?? 0}`);

    startedAt = process.hrtime.bigint();
    await pool.query('VACUUM ANALYZE');
    const analyzeSeconds = seconds(startedAt);
    const { rows } = await pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM listings l WHERE l.status = 'aktiv' AND (l.valid_to IS NULL OR l.valid_to >= current_date)`,
    );
    return {
      companies: companyCount,
      listings: stats.rows,
      companySeconds,
      listingSeconds: stats.seconds,
      listingRowsPerSecond: stats.rowsPerSecond,
      publicListings: rows[0]!.count,
      migrateSeconds,
      analyzeSeconds,
      preExpired: expired.rowCount ?? 0,
    };
  } finally {
    await pool.end();
  }
}

/** Row counts of an existing benchmark database, to decide whether a standalone script can reuse it. */
export async function existingCounts(databaseUrl: string): Promise<{ listings: number; companies: number; hasUser: boolean } | null> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ listings: number; companies: number; users: number }>(
      `SELECT (SELECT count(*)::int FROM listings) AS listings, (SELECT count(*)::int FROM companies) AS companies,
         (SELECT count(*)::int FROM users WHERE email = $1) AS users`,
      [BENCH_USER.email],
    );
    const row = rows[0]!;
    return { listings: row.listings, companies: row.companies, hasUser: row.users === 1 };
  } catch {
    return null;
  } finally {
    await pool.end();
  }
}
