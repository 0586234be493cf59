import type { Meilisearch } from 'meilisearch';
import type { Redis } from 'ioredis';
import { fillingCompaniesKey, recentCompaniesKey, recentListingsKey } from '@praxisnah/read-models';
import { TaskCompletions } from '../search-index/task-completions';
import { RecentListings } from './recent-listings';

const UID = 't_listings';

/** A recent Meilisearch that holds the listings index already (or not), and a Redis that records deletions. */
function recentListings(indexExists: boolean) {
  const succeeded = { waitTask: async () => ({ status: 'succeeded' }) };
  const meili = {
    getRawIndex: jest.fn(async () => {
      if (!indexExists) throw new Error('index_not_found');
      return { uid: UID };
    }),
    createIndex: jest.fn(() => succeeded),
    index: jest.fn(() => ({ getSettings: async () => ({}), updateSettings: jest.fn(() => succeeded) })),
  };
  const redis = { del: jest.fn(async () => 1) };
  return {
    recent: new RecentListings(
      meili as unknown as Meilisearch,
      new TaskCompletions(meili as unknown as Meilisearch),
      redis as unknown as Redis,
      UID,
    ),
    redis,
  };
}

describe('RecentListings.setUp', () => {
  it('forgets the recent ids and companies when the recent index had to be created (its copies are gone)', async () => {
    const { recent, redis } = recentListings(false);
    await recent.setUp();
    expect(redis.del).toHaveBeenCalledWith(recentListingsKey(UID), recentCompaniesKey(UID), fillingCompaniesKey(UID));
  });

  it('keeps them when the recent index was there', async () => {
    const { recent, redis } = recentListings(true);
    await recent.setUp();
    expect(redis.del).not.toHaveBeenCalled();
  });
});
