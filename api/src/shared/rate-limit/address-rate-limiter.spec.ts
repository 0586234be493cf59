import { HttpException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { ADDRESS_LIMITS, AddressRateLimiter } from './address-rate-limiter';

/** The limiter over an in-memory stand-in for Redis' MULTI SET NX / INCR. */
function createLimiter(options: { failing?: boolean } = {}) {
  const counters = new Map<string, number>();
  const multi = () => {
    let key = '';
    const chain = {
      set: (name: string) => {
        key = name;
        if (!counters.has(name)) counters.set(name, 0);
        return chain;
      },
      incr: () => chain,
      exec: async () => {
        if (options.failing) throw new Error('Connection is closed.');
        const value = (counters.get(key) ?? 0) + 1;
        counters.set(key, value);
        return [
          [null, 'OK'],
          [null, value],
        ];
      },
    };
    return chain;
  };
  const redis = { multi } as unknown as Redis;
  const limiter = new AddressRateLimiter(redis, { QUEUE_PREFIX: 'test' } as AppConfig);
  return { limiter, counters };
}

describe('AddressRateLimiter', () => {
  it('lets the allowed number through per address, then answers 429 in German', async () => {
    const { limiter, counters } = createLimiter();
    const { limit, message } = ADDRESS_LIMITS['forgot-password'];
    for (let attempt = 0; attempt < limit; attempt += 1) await limiter.consume('forgot-password', 'Anna@Example.de ');
    const refused = await limiter.consume('forgot-password', 'anna@example.de').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpException);
    expect((refused as HttpException).getStatus()).toBe(429);
    expect((refused as HttpException).getResponse()).toEqual({ message });
    // Another address and another purpose have their own counters; no address is stored in the key.
    await expect(limiter.consume('forgot-password', 'ben@example.de')).resolves.toBeUndefined();
    await expect(limiter.consume('register', 'anna@example.de')).resolves.toBeUndefined();
    expect([...counters.keys()].every((key) => key.startsWith('test:address-limit:') && !key.includes('@'))).toBe(true);
  });

  it('refuses the attempt with a German 503 when Redis is unreachable', async () => {
    const { limiter } = createLimiter({ failing: true });
    const refused = await limiter.consume('register', 'anna@example.de').catch((error: unknown) => error);
    expect((refused as HttpException).getStatus()).toBe(503);
    expect((refused as HttpException).getResponse()).toEqual({ message: expect.stringContaining('gerade nicht möglich') });
  });
});
