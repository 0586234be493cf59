import { parseCliOptions } from './cli';

describe('parseCliOptions', () => {
  it('defaults to the demo seed and the local database', () => {
    expect(parseCliOptions([], {})).toMatchObject({
      seed: 20261122,
      batchSize: 5000,
      concurrency: 2,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/praxisnah',
    });
    expect(parseCliOptions([], {}).listings).toBeUndefined();
  });

  it('reads flags in both spellings and DATABASE_URL from the environment', () => {
    const options = parseCliOptions(['--listings', '1_000_000', '--companies=2000', '--seed', '7'], { DATABASE_URL: 'postgres://db/x' });
    expect(options).toMatchObject({ listings: 1_000_000, companies: 2000, seed: 7, databaseUrl: 'postgres://db/x' });
  });

  it('rejects unknown flags, missing values and nonsense numbers', () => {
    expect(() => parseCliOptions(['--rows', '5'], {})).toThrow('Unbekannte Option');
    expect(() => parseCliOptions(['--listings'], {})).toThrow('braucht einen Wert');
    expect(() => parseCliOptions(['--listings', 'viele'], {})).toThrow();
    expect(() => parseCliOptions(['--listings', '-5'], {})).toThrow();
  });
});
