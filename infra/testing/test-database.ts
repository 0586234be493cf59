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
    drop: () => admin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

/** A namespace for Meilisearch index uids and BullMQ keys, so parallel test files never see each other's data. */
export function uniquePrefix(): string {
  return `t${randomBytes(4).toString('hex')}_`;
}
