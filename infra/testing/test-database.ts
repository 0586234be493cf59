import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { readTestEnvironment, TEST_DATABASE_PREFIX, testRunId } from './test-env';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: readTestEnvironment().PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A pool's end() resolves before its backends have gone. DROP … WITH (FORCE) would then terminate a backend still
 * exiting, and the FATAL it sends reaches the closed pool's client as an unhandled 'error' that fails the test file.
 * So the drop waits (up to 2 s) until the file's own connections are gone, and forces only what is left after that.
 */
async function dropAfterDisconnects(client: Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1', [
      name,
    ]);
    if (rows[0]!.count === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A fresh database cloned from the migrated, catalogue-seeded template: each test file gets its own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const env = readTestEnvironment();
  const name = `${TEST_DATABASE_PREFIX}${testRunId()}_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${env.TEMPLATE_DATABASE}`));
  const url = new URL(env.PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => admin((client) => dropAfterDisconnects(client, name)),
  };
}

/** A namespace for Meilisearch index uids and BullMQ keys, so parallel test files never see each other's data. */
export function uniquePrefix(): string {
  return `t${randomBytes(4).toString('hex')}_`;
}
