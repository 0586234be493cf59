import { HttpException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../shared/config/app-config';
import { LOGIN_UNAVAILABLE, LoginThrottle, waitSeconds } from './login-throttle';

describe('LoginThrottle', () => {
  it('makes a client wait twice as long each time it uses up its attempts, at most 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(waitSeconds)).toEqual([60, 120, 240, 480, 900, 900, 900]);
  });

  it('refuses the login with a German 503 when Redis is unreachable', async () => {
    const redis = {
      multi: () => {
        const chain = { incr: () => chain, expire: () => chain, exec: () => Promise.reject(new Error('Connection is closed.')) };
        return chain;
      },
    } as unknown as Redis;
    const throttle = new LoginThrottle(redis, { QUEUE_PREFIX: 'test' } as AppConfig);
    const refused = await throttle.attempt('anna@example.de', '10.0.0.1').catch((error: unknown) => error);
    expect((refused as HttpException).getStatus()).toBe(503);
    expect((refused as HttpException).getResponse()).toEqual({ message: LOGIN_UNAVAILABLE });
  });
});
