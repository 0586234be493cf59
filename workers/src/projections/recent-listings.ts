import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Meilisearch } from 'meilisearch';
import type { Redis } from 'ioredis';
import {
  recentListingsSettings,
  RECENT_STAMP_FIELD,
  recentListingsChannel,
  recentListingsKey,
  recentStampKey,
} from '@praxisnah/read-models';
import { ensureIndex } from '../search-index/index-setup';

export const RECENT_LISTINGS = Symbol('RECENT_LISTINGS');

const TASK_TIMEOUT_MS = 10_000;
const TASK_POLL_MS = 5;

/** Removes each id (KEYS[2..]) whose recorded stamp is at most the one given (ARGV) and returns the ids removed. */
const SETTLE_SCRIPT = `
local removed = {}
for i = 1, #ARGV do
  local recorded = redis.call('HGET', KEYS[1], KEYS[i + 1])
  if recorded and tonumber(recorded) <= tonumber(ARGV[i]) then
    redis.call('HDEL', KEYS[1], KEYS[i + 1])
    removed[#removed + 1] = KEYS[i + 1]
  end
end
return removed`;

/** A listing's state as the recent index takes it: the document, or none when visitors may no longer see it. */
export interface RecentListingState {
  id: string;
  document: { id: string } | null;
}

/**
 * The workers' side of the recent listings (read-models/src/recent-listings.ts): a change is written to the small
 * index and recorded in the Redis hash before the large index gets it, and leaves both once the large index holds it.
 */
export class RecentListings implements OnApplicationShutdown {
  private readonly logger = new Logger(RecentListings.name);
  private readonly key: string;
  private readonly stampKey: string;
  private readonly channel: string;

  constructor(
    private readonly meili: Meilisearch,
    private readonly redis: Redis,
    private readonly listingsUid: string,
  ) {
    this.key = recentListingsKey(listingsUid);
    this.stampKey = recentStampKey(listingsUid);
    this.channel = recentListingsChannel(listingsUid);
  }

  /** Creates the recent index with the large one's ranking, or brings its settings up to date. */
  async setUp(): Promise<void> {
    await ensureIndex(this.meili, this.listingsUid, 'listings', 'update', recentListingsSettings());
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  /** How many listings searches currently take from the recent index. */
  count(): Promise<number> {
    return this.redis.hlen(this.key);
  }

  /**
   * Makes these states what visitors find: the documents are written and the listings no longer public deleted in
   * the recent index, and only once that is applied are the ids recorded, so searches never leave out the large
   * index's copy before the recent one is there. Returns the write's stamp.
   */
  async publish(states: readonly RecentListingState[]): Promise<number> {
    const stamp = await this.redis.incr(this.stampKey);
    const index = this.meili.index(this.listingsUid);
    const documents = states.flatMap(({ document }) => (document ? [{ ...document, [RECENT_STAMP_FIELD]: stamp }] : []));
    const removed = states.filter(({ document }) => !document).map(({ id }) => id);
    const enqueued = await Promise.all([
      documents.length ? index.addDocuments(documents, { primaryKey: 'id' }) : null,
      removed.length ? index.deleteDocuments(removed) : null,
    ]);
    const taskUids = enqueued.flatMap((task) => (task ? [task.taskUid] : []));
    const tasks = await this.meili.tasks.waitForTasks(taskUids, { timeout: TASK_TIMEOUT_MS, interval: TASK_POLL_MS });
    const failed = tasks.find((task) => task.status !== 'succeeded');
    if (failed) throw new Error(`Meilisearch (recent) task ${failed.uid} ${failed.status}: ${failed.error?.message ?? 'unknown error'}`);
    await this.redis
      .multi()
      .hset(this.key, Object.fromEntries(states.map(({ id }) => [id, String(stamp)])))
      .publish(this.channel, 'published')
      .exec();
    return stamp;
  }

  /**
   * The large index now holds the changes these writes (id → stamp) made: each id whose recent copy is no newer
   * leaves the hash (the large index's copy is searched again) and then its recent copy is deleted. A newer one stays.
   */
  async settle(applied: ReadonlyMap<string, number>): Promise<void> {
    if (!applied.size) return;
    const ids = [...applied.keys()];
    const removed = (await this.redis.eval(
      SETTLE_SCRIPT,
      ids.length + 1,
      this.key,
      ...ids,
      ...ids.map((id) => applied.get(id)!),
    )) as string[];
    if (!removed.length) return;
    await this.redis.publish(this.channel, 'settled');
    // Not waited for: the ids are already out of the hash, so searches no longer ask for these copies.
    const filter = removed.map((id) => `(id = ${JSON.stringify(id)} AND ${RECENT_STAMP_FIELD} <= ${applied.get(id)!})`).join(' OR ');
    await this.meili.index(this.listingsUid).deleteDocuments({ filter });
  }

  /** For the logs: a failed recent write only delays a change until the large index has it. */
  warn(error: unknown, what: string): void {
    this.logger.warn({ err: error }, `Recent listings: ${what}`);
  }
}
