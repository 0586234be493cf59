import { createHash } from 'node:crypto';
import { Meilisearch } from 'meilisearch';

interface MeiliSetup {
  MEILI_URL: string;
  MEILI_MASTER_KEY: string;
  MEILI_INDEX_PREFIX?: string;
  /** The recent listings' instance (read-models/src/recent-listings.ts), when there is one. */
  MEILI_RECENT_URL?: string;
}

/** A stable key uid per index prefix (UUID-shaped, as Meilisearch wants), so setup finds the key it made before. */
function searchKeyUid(prefix: string): string {
  const hex = createHash('sha256').update(`praxisnah-search:${prefix}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The API's Meilisearch key: it may read the project's indexes (search, and fetch documents by id for the card cache;
 * every uid with its prefix, those a reindex swaps in included) and nothing else, so the API cannot change or
 * delete documents, settings or keys. Created with the
 * master key at setup, which stays with setup and the workers.
 *
 * The API has one search key for both instances: created on the recent one too, it has the same value there only
 * when both run with the same master key (Meilisearch derives a key from its uid and the master key).
 */
export async function ensureSearchKey(env: MeiliSetup): Promise<string> {
  const key = await ensureSearchKeyAt(env.MEILI_URL, env);
  if (!env.MEILI_RECENT_URL) return key;
  const recent = `the recent listings' Meilisearch at ${env.MEILI_RECENT_URL}`;
  const recentKey = await ensureSearchKeyAt(env.MEILI_RECENT_URL, env).catch((error: unknown) => {
    throw new Error(
      `Could not create the search key on ${recent} (${(error as Error).message}); it must be reachable and run with the same MEILI_MASTER_KEY as the one at ${env.MEILI_URL}.`,
      { cause: error },
    );
  });
  if (recentKey !== key) {
    throw new Error(`The search key on ${recent} differs from the one at ${env.MEILI_URL}: both must run with the same MEILI_MASTER_KEY.`);
  }
  return key;
}

async function ensureSearchKeyAt(url: string, env: MeiliSetup): Promise<string> {
  const meili = new Meilisearch({ host: url, apiKey: env.MEILI_MASTER_KEY });
  const prefix = env.MEILI_INDEX_PREFIX ?? '';
  const uid = searchKeyUid(prefix);
  const existing = await meili.getKey(uid).catch(() => null);
  if (existing) return existing.key;
  const created = await meili.createKey({
    uid,
    name: `praxisnah-search${prefix ? `-${prefix}` : ''}`,
    description: 'Praxisnah API: search and read documents, on the indexes of one prefix',
    actions: ['search', 'documents.get'],
    indexes: [`${prefix}*`],
    expiresAt: null,
  });
  return created.key;
}
