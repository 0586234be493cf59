import { Client, Pool } from 'pg';
import { runMigrations } from '../../../api/src/database/run-migrations';
import { seedDemoAnalytics } from '../../seed/demo-analytics';
import { DEMO_SEED, generateDemoData } from '../../seed/demo-data';
import { isDatabaseEmpty, seedCatalogue, seedDemoData } from '../../seed/seed-database';

/**
 * Migrates, seeds the catalogue (idempotent) and, when the database has no company yet, the demo data with 90 days of
 * analytics, so the dashboards have something to show after the first `npm start`.
 */
export async function prepareDatabase(
  databaseUrl: string,
  options: { demoData: boolean },
): Promise<{ migrations: string[]; seeded: boolean }> {
  const migrations = await runMigrations(databaseUrl);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const seeded = await (async () => {
    try {
      await seedCatalogue(client);
      const empty = options.demoData && (await isDatabaseEmpty(client));
      if (empty) await seedDemoData(client, generateDemoData(DEMO_SEED));
      return empty;
    } finally {
      await client.end();
    }
  })();
  if (seeded) {
    const pool = new Pool({ connectionString: databaseUrl });
    try {
      await seedDemoAnalytics(pool, DEMO_SEED);
    } finally {
      await pool.end();
    }
  }
  return { migrations, seeded };
}
