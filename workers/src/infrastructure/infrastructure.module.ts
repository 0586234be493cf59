import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { Meilisearch } from 'meilisearch';
import { Pool } from 'pg';
import { IndexNamespace } from '@praxisnah/read-models';
import { survivePgConnectionLoss } from './pg-connection-errors';
import { loadWorkersConfig, WORKERS_CONFIG, WorkersConfig } from './workers-config';
import { TaskNotifications } from '../search-index/task-notifications';

export const PG_POOL = Symbol('PG_POOL');
export const MEILI = Symbol('MEILI');
/** The TaskCompletions of MEILI. */
export const MEILI_TASKS = Symbol('MEILI_TASKS');

/** A Meilisearch client of the workers (the large instance, or the recent listings' one). */
export function workersMeiliClient(host: string, config: WorkersConfig): Meilisearch {
  return new Meilisearch({
    host,
    apiKey: config.MEILI_MASTER_KEY,
    timeout: 10_000,
    // Uncompressed answers: compressed ones arrive in chunks and fetch then often waits ~40 ms for the last one
    // (Nagle + delayed ACK), which every call the projection waits for pays; see bench/RESULTS.md.
    requestInit: { headers: { 'Accept-Encoding': 'identity' } },
  });
}

/** The workers' own connections: PostgreSQL through pg (workers never import the API's TypeORM layer) and Meilisearch. */
@Global()
@Module({
  providers: [
    { provide: WORKERS_CONFIG, useFactory: () => loadWorkersConfig() },
    {
      provide: PG_POOL,
      inject: [WORKERS_CONFIG],
      useFactory: (config: WorkersConfig) => {
        const logger = new Logger('PostgreSQL');
        return survivePgConnectionLoss(
          new Pool({ connectionString: config.DATABASE_URL, max: 10, application_name: 'praxisnah-workers' }),
          (error) => logger.warn({ err: error }, 'PostgreSQL connection lost; the pool opens a new one'),
        );
      },
    },
    { provide: MEILI, inject: [WORKERS_CONFIG], useFactory: (config: WorkersConfig) => workersMeiliClient(config.MEILI_URL, config) },
    {
      provide: TaskNotifications,
      inject: [WORKERS_CONFIG],
      useFactory: (config: WorkersConfig) =>
        new TaskNotifications({
          host: config.TASK_WEBHOOK_HOST,
          port: config.TASK_WEBHOOK_PORT,
          advertisedHost: config.TASK_WEBHOOK_ADVERTISED_HOST,
        }),
    },
    {
      provide: MEILI_TASKS,
      inject: [TaskNotifications, MEILI],
      useFactory: (notifications: TaskNotifications, meili: Meilisearch) => notifications.completionsFor('main', meili),
    },
    {
      provide: IndexNamespace,
      inject: [WORKERS_CONFIG],
      useFactory: (config: WorkersConfig) => new IndexNamespace(config.MEILI_INDEX_PREFIX),
    },
  ],
  exports: [WORKERS_CONFIG, PG_POOL, MEILI, MEILI_TASKS, TaskNotifications, IndexNamespace],
})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
