import { runMigrations } from '../../api/src/database/run-migrations';
import { loadEnv } from './lib/env';

/** `npm run migrate`: applies pending migrations to DATABASE_URL, creating the database if needed. */
async function main(): Promise<void> {
  const applied = await runMigrations(loadEnv().DATABASE_URL);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
