import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Meilisearch } from 'meilisearch';
import type { Redis } from 'ioredis';
import {
  fillingCompaniesKey,
  recentCompaniesKey,
  recentListingsSettings,
  RECENT_STAMP_FIELD,
  recentListingsChannel,
  recentListingsKey,
  recentStampKey,
} from '@praxisnah/read-models';
import { ensureIndex } from '../search-index/index-setup';
import { applyDocuments, waitApplied } from './apply-documents';
import type { TaskCompletions } from '../search-index/task-completions';

export const RECENT_LISTINGS = Symbol('RECENT_LISTINGS');

const TASK_WAIT = { timeoutMs: 10_000, pollMs: 5 };
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

/** Gives a company's write its stamp and names the company as being written, in one step (see fillingCompaniesKey). */
const BEGIN_COMPANY_SCRIPT = `
local stamp = redis.call('INCR', KEYS[1])
redis.call('HSET', KEYS[2], ARGV[1], stamp)
return stamp`;

/**
 * From now on searches take the company (ARGV[1]) from the recent index, as written at stamp ARGV[2] or by a newer
 * write already searched; the write is no longer one in progress.
 */
const SERVE_COMPANY_SCRIPT = `
local serving = redis.call('HGET', KEYS[1], ARGV[1])
if not serving or tonumber(serving) < tonumber(ARGV[2]) then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
local filling = redis.call('HGET', KEYS[2], ARGV[1])
if filling and tonumber(filling) <= tonumber(ARGV[2]) then redis.call('HDEL', KEYS[2], ARGV[1]) end
return 1`;

/**
 * The large index holds the company's listings as written at stamp ARGV[2] or newer: the company leaves both hashes
 * unless a newer write names it there. Returns 1 when searches no longer take it from the recent index.
 */
const SETTLE_COMPANY_SCRIPT = `
local left = 0
local serving = redis.call('HGET', KEYS[1], ARGV[1])
if serving and tonumber(serving) <= tonumber(ARGV[2]) then
  redis.call('HDEL', KEYS[1], ARGV[1])
  left = 1
end
local filling = redis.call('HGET', KEYS[2], ARGV[1])
if filling and tonumber(filling) <= tonumber(ARGV[2]) then redis.call('HDEL', KEYS[2], ARGV[1]) end
return left`;

const quoted = (values: readonly string[]) => values.map((value) => JSON.stringify(value)).join(', ');

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
  private readonly companiesKey: string;
  private readonly fillingKey: string;
  private readonly channel: string;

  constructor(
    private readonly meili: Meilisearch,
    private readonly completions: TaskCompletions,
    private readonly redis: Redis,
    private readonly listingsUid: string,
  ) {
    this.key = recentListingsKey(listingsUid);
    this.stampKey = recentStampKey(listingsUid);
    this.companiesKey = recentCompaniesKey(listingsUid);
    this.fillingKey = fillingCompaniesKey(listingsUid);
    this.channel = recentListingsChannel(listingsUid);
  }

  /**
   * Creates the recent index with the large one's ranking, or brings its settings up to date. A new index holds no
   * copies (its data was lost): the ids Redis still names would be missing from every search, so they go too and the
   * large index answers alone until the next change.
   */
  async setUp(): Promise<void> {
    const { created } = await ensureIndex(this.meili, this.listingsUid, 'listings', 'update', recentListingsSettings());
    if (created) await this.redis.del(this.key, this.companiesKey, this.fillingKey);
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
    await this.write(states, stamp);
    await this.redis
      .multi()
      .hset(this.key, Object.fromEntries(states.map(({ id }) => [id, String(stamp)])))
      .publish(this.channel, 'published')
      .exec();
    return stamp;
  }

  /** Writes the documents and deletes the listings no longer public in the recent index, as copies of `stamp`. */
  private async write(states: readonly RecentListingState[], stamp: number): Promise<void> {
    const documents = states.flatMap(({ document }) => (document ? [{ ...document, [RECENT_STAMP_FIELD]: stamp }] : []));
    const removed = states.filter(({ document }) => !document).map(({ id }) => id);
    await applyDocuments(this.meili, this.completions, this.listingsUid, documents, removed, TASK_WAIT);
  }

  /**
   * The large index now holds these listings as they were when `stamp` was the last stamp given out (or newer): each
   * id whose recent copy is no newer leaves the hash (the large index's copy is searched again), and the copy is
   * deleted a little later. A newer copy stays, and so does the copy of a company searched in the recent index.
   */
  async settle(ids: readonly string[], stamp: number): Promise<void> {
    if (!ids.length) return;
    const removed = (await this.redis.eval(SETTLE_SCRIPT, ids.length + 1, this.key, ...ids, stamp)) as string[];
    if (!removed.length) return;
    await this.redis.publish(this.channel, 'settled');
    this.deleteLater(async () => {
      const companies = [...new Set([...(await this.redis.hkeys(this.companiesKey)), ...(await this.redis.hkeys(this.fillingKey))])];
      const byCompany = companies.length ? ` AND company.id NOT IN [${quoted(companies)}]` : '';
      return `id IN [${quoted(removed)}] AND ${RECENT_STAMP_FIELD} <= ${stamp}${byCompany}`;
    });
  }

  /**
   * Starts a company's write (recentCompaniesKey): from its stamp on, no settling deletes the company's copies. The
   * listings are then written with `writeCompany` and searched once `serveCompany` is called.
   */
  async beginCompany(companyId: string): Promise<number> {
    return Number(await this.redis.eval(BEGIN_COMPANY_SCRIPT, 2, this.stampKey, this.fillingKey, companyId));
  }

  /** Writes some of the company's listings (the public ones, or those no longer public) as copies of `stamp`. */
  writeCompany(states: readonly RecentListingState[], stamp: number): Promise<void> {
    return this.write(states, stamp);
  }

  /**
   * Every public listing of the company is written at `stamp`: copies of an earlier write that this one did not
   * replace (a listing no longer public) go, and searches take the company's listings from the recent index.
   */
  async serveCompany(companyId: string, stamp: number): Promise<void> {
    const { taskUid } = await this.meili
      .index(this.listingsUid)
      .deleteDocuments({ filter: `company.id = ${JSON.stringify(companyId)} AND ${RECENT_STAMP_FIELD} < ${stamp}` });
    await waitApplied(this.completions, [taskUid], TASK_WAIT);
    await this.redis.eval(SERVE_COMPANY_SCRIPT, 2, this.companiesKey, this.fillingKey, companyId, stamp);
    await this.redis.publish(this.channel, 'company');
  }

  /**
   * The large index holds the company's listings as written at `stamp` or newer: searches take them from there again,
   * and the copies go a little later, except those of listings still recent by themselves.
   */
  async settleCompany(companyId: string, stamp: number): Promise<void> {
    const left = Number(await this.redis.eval(SETTLE_COMPANY_SCRIPT, 2, this.companiesKey, this.fillingKey, companyId, stamp));
    if (!left) return;
    await this.redis.publish(this.channel, 'company settled');
    this.deleteLater(async () => {
      const recentIds = await this.ids();
      const ownCopies = recentIds.length ? ` AND id NOT IN [${quoted(recentIds)}]` : '';
      return `company.id = ${JSON.stringify(companyId)} AND ${RECENT_STAMP_FIELD} <= ${stamp}${ownCopies}`;
    });
  }

  /** The companies whose listings searches take from the recent index, with the stamps they were written at. */
  async companies(): Promise<Map<string, number>> {
    const entries = await this.redis.hgetall(this.companiesKey);
    return new Map(Object.entries(entries).map(([id, stamp]) => [id, Number(stamp)]));
  }

  /**
   * Deletes the copies the filter (read when the time comes) names, DELETE_AFTER_MS from now: searches already under
   * way, or an API whose copy of the hashes is a moment old, may still ask for them.
   */
  private deleteLater(filter: () => Promise<string>): void {
    const timer = setTimeout(() => {
      this.deletions.delete(timer);
      filter()
        .then((condition) => this.meili.index(this.listingsUid).deleteDocuments({ filter: condition }))
        .catch((error: unknown) => this.warn(error, 'deleting settled copies failed; they are never searched'));
    }, DELETE_AFTER_MS);
    this.deletions.add(timer);
  }

  /** For the logs: a failed recent write only delays a change until the large index has it. */
  warn(error: unknown, what: string): void {
    this.logger.warn({ err: error }, `Recent listings: ${what}`);
  }
}
