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
import { applyDocuments } from './apply-documents';

export const RECENT_LISTINGS = Symbol('RECENT_LISTINGS');

const TASK_TIMEOUT_MS = 10_000;
const TASK_POLL_MS = 5;
/**
 * A settled copy is deleted this long after its id left the hash: searches already under way, or an API whose copy of
 * the hash is a moment old (it reads it again at least every 2 s), still ask the recent index for it.
 */
const DELETE_AFTER_MS = 3000;

/** Removes each id (KEYS[2..]) whose recorded stamp is at most ARGV[1] and returns the ids removed. */
const SETTLE_SCRIPT = `
local removed = {}
for i = 2, #KEYS do
  local recorded = redis.call('HGET', KEYS[1], KEYS[i])
  if recorded and tonumber(recorded) <= tonumber(ARGV[1]) then
    redis.call('HDEL', KEYS[1], KEYS[i])
    removed[#removed + 1] = KEYS[i]
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

  /**
   * Creates the recent index with the large one's ranking, or brings its settings up to date. A new index holds no
   * copies (its data was lost): the ids Redis still names would be missing from every search, so they go too and the
   * large index answers alone until the next change.
   */
  async setUp(): Promise<void> {
    const { created } = await ensureIndex(this.meili, this.listingsUid, 'listings', 'update', recentListingsSettings());
    if (created) await this.redis.del(this.key);
  }

  private readonly deletions = new Set<NodeJS.Timeout>();

  onApplicationShutdown(): void {
    // A copy left behind is never searched: only the ids in the hash are asked of the recent index.
    for (const timer of this.deletions) clearTimeout(timer);
    this.redis.disconnect();
  }

  /** How many listings searches currently take from the recent index. */
  count(): Promise<number> {
    return this.redis.hlen(this.key);
  }

  /** The ids searches currently take from the recent index. */
  ids(): Promise<string[]> {
    return this.redis.hkeys(this.key);
  }

  /**
   * The last stamp given out. Read before a batch for the large index loads its rows: every recent copy with this
   * stamp or an older one was read from PostgreSQL before, so once the batch is applied the large index holds what
   * those copies show, or newer.
   */
  async lastStamp(): Promise<number> {
    return Number((await this.redis.get(this.stampKey)) ?? 0);
  }

  /**
   * Makes these states what visitors find: the documents are written and the listings no longer public deleted in
   * the recent index, and only once that is applied are the ids recorded, so searches never leave out the large
   * index's copy before the recent one is there. Returns the write's stamp.
   */
  async publish(states: readonly RecentListingState[]): Promise<number> {
    const stamp = await this.redis.incr(this.stampKey);
    const documents = states.flatMap(({ document }) => (document ? [{ ...document, [RECENT_STAMP_FIELD]: stamp }] : []));
    const removed = states.filter(({ document }) => !document).map(({ id }) => id);
    await applyDocuments(this.meili, this.listingsUid, documents, removed, { timeoutMs: TASK_TIMEOUT_MS, pollMs: TASK_POLL_MS });
    await this.redis
      .multi()
      .hset(this.key, Object.fromEntries(states.map(({ id }) => [id, String(stamp)])))
      .publish(this.channel, 'published')
      .exec();
    return stamp;
  }

  /**
   * The large index now holds these listings as they were when `stamp` was the last stamp given out (or newer): each
   * id whose recent copy is no newer leaves the hash (the large index's copy is searched again), and the copy is
   * deleted a little later. A newer copy stays.
   */
  async settle(ids: readonly string[], stamp: number): Promise<void> {
    if (!ids.length) return;
    const removed = (await this.redis.eval(SETTLE_SCRIPT, ids.length + 1, this.key, ...ids, stamp)) as string[];
    if (!removed.length) return;
    await this.redis.publish(this.channel, 'settled');
    const filter = `id IN [${removed.map((id) => JSON.stringify(id)).join(', ')}] AND ${RECENT_STAMP_FIELD} <= ${stamp}`;
    const timer = setTimeout(() => {
      this.deletions.delete(timer);
      this.meili
        .index(this.listingsUid)
        .deleteDocuments({ filter })
        .catch((error: unknown) => this.warn(error, 'deleting settled copies failed; they are never searched'));
    }, DELETE_AFTER_MS);
    this.deletions.add(timer);
  }

  /** For the logs: a failed recent write only delays a change until the large index has it. */
  warn(error: unknown, what: string): void {
    this.logger.warn({ err: error }, `Recent listings: ${what}`);
  }
}
