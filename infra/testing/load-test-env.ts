import { readTestEnvironment, testEnvironmentFile } from './test-env';

if (testEnvironmentFile()) {
  const env = readTestEnvironment();
  process.env.MEILI_URL = env.MEILI_URL;
  process.env.MEILI_RECENT_URL = env.MEILI_RECENT_URL;
  process.env.MEILI_MASTER_KEY = env.MEILI_MASTER_KEY;
  process.env.REDIS_URL = env.REDIS_URL;
}
