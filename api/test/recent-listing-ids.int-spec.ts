import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { IndexNamespace, recentCompaniesKey, recentListingsKey } from '@praxisnah/read-models';
import type { AppConfig } from '../src/shared/config/app-config';
import { RecentListingIds } from '../src/modules/search/recent-listing-ids';

/**
 * The API's copy of the recent listings, against the real Redis: an API that starts while listings are recent must
 * take them from the recent index from its first search on, or visitors see their stale copies in the large one.
 */
describe('RecentListingIds', () => {
  const indexes = new IndexNamespace(`recent_ids_${randomBytes(4).toString('hex')}_`);
  const listings = indexes.uid('listings');
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL!);
  });

  afterAll(async () => {
    await redis.del(recentListingsKey(listings), recentCompaniesKey(listings));
    redis.disconnect();
  });

  it('knows the recent listings and companies once it has started, without waiting for a notice', async () => {
    await redis.hset(recentListingsKey(listings), 'listing-1', '1');
    await redis.hset(recentCompaniesKey(listings), 'company-1', '1');
    const config = { REDIS_URL: process.env.REDIS_URL, MEILI_RECENT_URL: 'http://127.0.0.1:7700' } as AppConfig;
    const recent = new RecentListingIds(config, indexes);
    try {
      await recent.onModuleInit();
      expect(recent.current()).toEqual(['listing-1']);
      expect(recent.has('listing-1')).toBe(true);
      expect(recent.hasCompany('company-1')).toBe(true);
    } finally {
      recent.onModuleDestroy();
    }
  });
});
