import { loadEnv } from './lib/env';
import { ensureSearchKey } from './lib/search-key';

/**
 * Prints the API's search-only key, creating it first if needed, on the recent listings' instance too when
 * MEILI_RECENT_URL is set (the Docker set-up starts the API with it).
 */
ensureSearchKey(loadEnv())
  .then((key) => process.stdout.write(`${key}\n`))
  .catch((error: unknown) => {
    console.error(`Could not create the search key: ${(error as Error).message}`);
    process.exit(1);
  });
