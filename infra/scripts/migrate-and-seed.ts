import { prepareDatabase } from './lib/database';
import { loadEnv } from './lib/env';
import { runOperatorCommand } from './lib/platform';

/** The Docker setup's one-shot step: migrate, seed the demo data into an empty database, build the indexes. */
async function main(): Promise<void> {
  const env = loadEnv();
  const { migrations, seeded } = await prepareDatabase(env.DATABASE_URL, { demoData: true });
  console.log(`Migrations applied: ${migrations.length}; demo data seeded: ${seeded}`);
  if (seeded && (await runOperatorCommand('reindex', env.raw)) !== 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
