import { parseServerEnv, ServerEnv } from '@praxisnah/contracts';

export const APP_CONFIG = Symbol('APP_CONFIG');
export type AppConfig = ServerEnv;

/**
 * Fail loudly at boot: a wrong variable stops the process with one line naming it. The API searches Meilisearch with
 * a search-only key; the master key stays with setup and the workers.
 */
export function loadAppConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    const config = parseServerEnv(source);
    if (!config.MEILI_SEARCH_KEY)
      throw new Error('MEILI_SEARCH_KEY: missing (the search-only key that setup creates: infra/scripts/search-key.ts)');
    return config;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
