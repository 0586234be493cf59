import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { IndexNamespace, recentCompaniesKey, recentListingsChannel, recentListingsKey } from '@praxisnah/read-models';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config';
import { createRedis } from '../../shared/queues/redis-connection';

/** A missed notice (Redis reconnecting) is caught up with by reading the hash again this often. */
const RELOAD_MS = 2000;

/**
 * The API's copy of the recent listing ids and of the companies whose listings are all recent
 * (read-models/src/recent-listings.ts): read again on every change the workers announce, so a search costs no Redis
 * round trip. Empty without a recent index.
 */
@Injectable()
export class RecentListingIds implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RecentListingIds.name);
  private ids: readonly string[] = [];
  private lookup = new Set<string>();
  private companyIds: readonly string[] = [];
  private companyLookup = new Set<string>();
  private connections: { reader: Redis; subscriber: Redis; timer: NodeJS.Timeout } | null = null;
  /** A reload runs; `again` asks for one more after it, for a notice that came meanwhile. */
  private loading: Promise<void> | null = null;
  private again = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly indexes: IndexNamespace,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.MEILI_RECENT_URL) return;
    const listings = this.indexes.uid('listings');
    // Queued until connected: the first read, which start-up awaits, would otherwise fail before the connection is up.
    const reader = createRedis(this.config.REDIS_URL, { enableOfflineQueue: true }).on('error', () => undefined);
    const subscriber = createRedis(this.config.REDIS_URL, { enableOfflineQueue: true }).on('error', () => undefined);
    subscriber.on('message', () => void this.reload(reader, listings));
    // On every (re)connection: a subscription that failed is tried again, and what changed meanwhile is read.
    subscriber.on('ready', () => {
      subscriber.subscribe(recentListingsChannel(listings)).catch(() => undefined);
      void this.reload(reader, listings);
    });
    const timer = setInterval(() => void this.reload(reader, listings), RELOAD_MS).unref();
    this.connections = { reader, subscriber, timer };
    await this.reload(reader, listings);
  }

  onModuleDestroy(): void {
    if (!this.connections) return;
    clearInterval(this.connections.timer);
    this.connections.reader.disconnect();
    this.connections.subscriber.disconnect();
  }

  current(): readonly string[] {
    return this.ids;
  }

  has(id: string): boolean {
    return this.lookup.has(id);
  }

  /** The companies whose listings searches take from the recent index, whatever their ids. */
  companies(): readonly string[] {
    return this.companyIds;
  }

  hasCompany(companyId: string): boolean {
    return this.companyLookup.has(companyId);
  }

  private reload(reader: Redis, listings: string): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.again = false;
        try {
          const [ids, companies] = await Promise.all([
            reader.hkeys(recentListingsKey(listings)),
            reader.hkeys(recentCompaniesKey(listings)),
          ]);
          this.ids = ids;
          this.lookup = new Set(ids);
          this.companyIds = companies;
          this.companyLookup = new Set(companies);
        } catch (error) {
          // The last copy stays: the workers cannot settle ids while Redis is away either.
          this.logger.warn({ err: error }, 'Recent listing ids could not be read');
        }
      } while (this.again);
      this.loading = null;
    })();
    return this.loading;
  }
}
