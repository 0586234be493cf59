import { existsSync, readFileSync } from 'node:fs';

/**
 * What `npm test` prepared once for every test file: a throwaway Meilisearch, the recent listings' one beside it (same
 * master key) and a migrated template database.
 */
export interface TestEnvironment {
  MEILI_URL: string;
  MEILI_RECENT_URL: string;
  MEILI_MASTER_KEY: string;
  REDIS_URL: string;
  PG_ADMIN_URL: string;
  TEMPLATE_DATABASE: string;
}

/** `npm test` names its environment file here, so two runs in one working tree never share services. */
export const TEST_ENV_VARIABLE = 'PRAXISNAH_TEST_ENV';
/** Every database a test run creates starts with this, followed by the run's process id. */
export const TEST_DATABASE_PREFIX = 'praxisnah_test_';

export function testEnvironmentFile(): string | null {
  const file = process.env[TEST_ENV_VARIABLE];
  return file && existsSync(file) ? file : null;
}

export function readTestEnvironment(): TestEnvironment {
  const file = testEnvironmentFile();
  if (!file) throw new Error('Integration and browser tests run through `npm test`, which starts their services first.');
  return JSON.parse(readFileSync(file, 'utf8')) as TestEnvironment;
}

/** The run's process id, part of every database name so an interrupted run's leftovers can be recognised. */
export function testRunId(): string {
  return readTestEnvironment().TEMPLATE_DATABASE.slice(TEST_DATABASE_PREFIX.length).split('_')[0]!;
}
