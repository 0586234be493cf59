import { createHash } from 'node:crypto';
import { Meilisearch } from 'meilisearch';

interface MeiliSetup {
  MEILI_URL: string;
  MEILI_MASTER_KEY: string;
  MEILI_INDEX_PREFIX?: string;
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
 */
export async function ensureSearchKey(env: MeiliSetup): Promise<string> {
  const meili = new Meilisearch({ host: env.MEILI_URL, apiKey: env.MEILI_MASTER_KEY });
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
