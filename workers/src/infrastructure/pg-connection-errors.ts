import type { Pool, PoolClient } from 'pg';

/**
 * A connection the server ends (restart, failover, pg_terminate_backend: 57P01) makes pg emit 'error'; with no
 * listener that event kills the process. An idle client is dropped by the pool, which opens a new one on the next
 * checkout; a checked-out client fails its next query (the job retries) and is dropped on release. Either way the
 * loss is logged and the process keeps running.
 */
export function survivePgConnectionLoss(pool: Pool, log: (error: Error) => void): Pool {
  pool.on('error', log);
  pool.on('acquire', (client: PoolClient) => client.on('error', log));
  pool.on('release', (_error: Error | undefined, client: PoolClient) => client.off('error', log));
  return pool;
}
