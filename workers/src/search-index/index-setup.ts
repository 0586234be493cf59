import type { Meilisearch } from 'meilisearch';
import { INDEX_NAMES, INDEX_SETTINGS, indexUid, type IndexName } from '@praxisnah/read-models';

// A changed setting re-indexes every document: minutes for a million listings on two cores.
const TASK_WAIT = { timeout: 30 * 60_000, interval: 50 };

/**
 * Creates an index with its settings (or brings an existing one's settings up to date) and waits until applied.
 * `existingSettings: 'keep'` leaves an existing index as it is, for one about to be replaced by a rebuilt copy.
 */
export async function ensureIndex(
  meili: Meilisearch,
  uid: string,
  name: IndexName,
  existingSettings: 'update' | 'keep' = 'update',
  settings: Record<string, unknown> = INDEX_SETTINGS[name],
): Promise<{ created: boolean }> {
  const exists = await meili
    .getRawIndex(uid)
    .then(() => true)
    .catch(() => false);
  if (!exists) await meili.createIndex(uid, { primaryKey: 'id' }).waitTask(TASK_WAIT);
  if (exists && existingSettings === 'keep') return { created: false };
  // A settings update re-indexes every document, so it is sent only when something differs.
  if (exists && settingsMatch(await meili.index(uid).getSettings(), settings)) return { created: false };
  const task = await meili.index(uid).updateSettings(settings).waitTask(TASK_WAIT);
  if (task.status !== 'succeeded') throw new Error(`Settings for index ${uid} failed: ${task.error?.message ?? task.status}`);
  return { created: !exists };
}

export async function ensureAllIndexes(meili: Meilisearch, prefix: string): Promise<void> {
  for (const name of INDEX_NAMES) await ensureIndex(meili, indexUid(prefix, name), name);
}

const sameKeys = (a: unknown, b: unknown) => {
  const keys = (value: unknown) => (value && typeof value === 'object' ? Object.keys(value).sort().join('\u0000') : '');
  return keys(a) === keys(b);
};

/**
 * Whether every setting we manage already has our value. Meilisearch fills in defaults we never set, so objects
 * match when ours is contained in theirs (synonyms excepted); attribute lists are compared as sets.
 */
export function settingsMatch(current: unknown, desired: unknown): boolean {
  if (Array.isArray(desired)) {
    if (!Array.isArray(current) || current.length !== desired.length) return false;
    if (desired.every((item) => typeof item === 'string')) return [...desired].sort().join('\u0000') === [...current].sort().join('\u0000');
    return desired.every((item, index) => settingsMatch(current[index], item));
  }
  if (desired && typeof desired === 'object') {
    if (!current || typeof current !== 'object') return false;
    return Object.entries(desired).every(([key, value]) => {
      const theirs = (current as Record<string, unknown>)[key];
      // Meilisearch adds no synonyms of its own: one we no longer list (a workplace taken out) must go as well.
      if (key === 'synonyms' && !sameKeys(theirs, value)) return false;
      return settingsMatch(theirs, value);
    });
  }
  return current === desired;
}
