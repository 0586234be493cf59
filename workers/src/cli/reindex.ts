import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { Meilisearch } from 'meilisearch';
import type { Pool } from 'pg';
import { MEILI, PG_POOL } from '../infrastructure/infrastructure.module';
import { WORKERS_CONFIG, type WorkersConfig } from '../infrastructure/workers-config';
import { SearchProjector } from '../projections/search-projector';
import { reindexAll } from '../search-index/reindex';
import { CliModule } from './cli.module';

/** `npm run reindex`: rebuilds every index from PostgreSQL and swaps it in while search keeps answering. */
async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(CliModule, { logger: ['error', 'warn'] });
  try {
    const config = app.get<WorkersConfig>(WORKERS_CONFIG);
    const reports = await reindexAll(
      app.get<Pool>(PG_POOL),
      app.get<Meilisearch>(MEILI),
      config.MEILI_INDEX_PREFIX,
      app.get(SearchProjector),
      (line) => process.stdout.write(`${line}\n`),
    );
    const documents = reports.reduce((sum, report) => sum + report.documents, 0);
    process.stdout.write(`Reindex finished: ${documents} documents\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Reindex failed: ${(error as Error).message}`);
  process.exit(1);
});
