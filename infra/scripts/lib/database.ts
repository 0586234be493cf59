import { Client } from 'pg';
import { runMigrations } from '../../../api/src/database/run-migrations';
import { generateDemoData } from '../../seed/demo-data';
import { isDatabaseEmpty, seedCatalogue, seedDemoData } from '../../seed/seed-database';

/** Migrates, seeds the catalogue (idempotent) and the demo data when the database has no company yet. */
export async function prepareDatabase(
  databaseUrl: string,
  options: { demoData: boolean },
): Promise<{ migrations: string[]; seeded: boolean }> {
  const migrations = await runMigrations(databaseUrl);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seedCatalogue(client);
    const seeded = options.demoData && (await isDatabaseEmpty(client));
    if (seeded) await seedDemoData(client, generateDemoData());
    return { migrations, seeded };
  } finally {
    await client.end();
  }
}
