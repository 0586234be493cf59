import { cachedFor } from './cached-for';

describe('cachedFor', () => {
  afterEach(() => jest.useRealTimers());

  it('answers every call within the time from one load, then loads again', async () => {
    jest.useFakeTimers({ now: 0 });
    let loads = 0;
    const load = jest.fn(() => Promise.resolve((loads += 1)));
    const get = cachedFor(60_000, load);
    await expect(get()).resolves.toBe(1);
    await expect(get()).resolves.toBe(1);
    jest.setSystemTime(60_001);
    await expect(get()).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load, so the next call retries', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('PostgreSQL nicht erreichbar')).mockResolvedValue('ok');
    const get = cachedFor(60_000, load);
    await expect(get()).rejects.toThrow('PostgreSQL nicht erreichbar');
    await expect(get()).resolves.toBe('ok');
  });
});
