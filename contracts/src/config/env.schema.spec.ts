import { parseServerEnv } from './env.schema';

describe('server environment', () => {
  it('refuses to start outside development without PUBLIC_ORIGIN', () => {
    expect(() => parseServerEnv({ NODE_ENV: 'production' })).toThrow('Invalid environment variable PUBLIC_ORIGIN');
    expect(() => parseServerEnv({ NODE_ENV: 'test', PUBLIC_ORIGIN: '' })).toThrow('PUBLIC_ORIGIN');
  });

  it('keeps only the origin of PUBLIC_ORIGIN, and serves development at its own address', () => {
    expect(parseServerEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://praxisnah.de/' }).PUBLIC_ORIGIN).toBe('https://praxisnah.de');
    expect(parseServerEnv({ PORT: '3100' }).PUBLIC_ORIGIN).toBe('http://localhost:3100');
  });

  it('trusts no proxy unless one is configured', () => {
    expect(parseServerEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseServerEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => parseServerEnv({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY');
  });
});
