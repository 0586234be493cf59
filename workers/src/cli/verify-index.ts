import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { Meilisearch } from 'meilisearch';
import type { Pool } from 'pg';
import { MEILI, PG_POOL } from '../infrastructure/infrastructure.module';
import { WORKERS_CONFIG, type WorkersConfig } from '../infrastructure/workers-config';
import { SearchProjector } from '../projections/search-projector';
import { formatDrift, hasDrift, repairDrift, verifyIndexes } from '../search-index/verify-index';
import { CliModule } from './cli.module';

/**
 * `npm run verify-index`: prints drift between PostgreSQL and Meilisearch; exits 1 when there is any.
 * `npm run verify-index -- --repair`: re-projects every drifted document, checks again, exits 1 if drift remains.
 */
async function main(): Promise<void> {
  const repair = process.argv.includes('--repair');
  const app = await NestFactory.createApplicationContext(CliModule, { logger: ['error', 'warn'] });
  try {
    const config = app.get<WorkersConfig>(WORKERS_CONFIG);
    const verify = () => verifyIndexes(app.get<Pool>(PG_POOL), app.get<Meilisearch>(MEILI), config.MEILI_INDEX_PREFIX);
    let reports = await verify();
    for (const report of reports) process.stdout.write(`${formatDrift(report)}\n`);
    if (repair && hasDrift(reports)) {
      const repaired = await repairDrift(reports, config.MEILI_INDEX_PREFIX, app.get(SearchProjector));
      process.stdout.write(`Repaired ${repaired} documents; checking again.\n`);
      reports = await verify();
      for (const report of reports) process.stdout.write(`${formatDrift(report)}\n`);
    }
    process.stdout.write(hasDrift(reports) ? 'Drift found.\n' : 'No drift: every index matches PostgreSQL.\n');
    process.exitCode = hasDrift(reports) ? 1 : 0;
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Verify failed: ${(error as Error).message}`);
  process.exit(2);
});
