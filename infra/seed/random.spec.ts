import { createBag, createRandom, hashSeed, stableUuid } from './random';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createRandom', () => {
  it('yields the same sequence for the same seed and a different one for another seed', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps int() within both bounds and reaches each of them', () => {
    const random = createRandom(7);
    const values = Array.from({ length: 2000 }, () => random.int(3, 6));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(6);
  });

  it('forks streams that do not depend on how much the parent has drawn', () => {
    const untouched = createRandom(1).fork('listings');
    const parent = createRandom(1);
    parent.next();
    parent.next();
    const forked = parent.fork('listings');
    expect(Array.from({ length: 5 }, () => forked.next())).toEqual(Array.from({ length: 5 }, () => untouched.next()));
    expect(createRandom(1).fork('events').next()).not.toBe(createRandom(1).fork('listings').next());
  });

  it('shuffles into a permutation and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRandom(3).shuffle(input);
    expect([...shuffled].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('never picks an item of weight zero', () => {
    const random = createRandom(5);
    const picks = Array.from({ length: 500 }, () => random.pickWeighted(['a', 'b', 'c'], (item) => (item === 'b' ? 0 : 1)));
    expect(picks).not.toContain('b');
    expect(new Set(picks)).toEqual(new Set(['a', 'c']));
  });
});

describe('createBag', () => {
  it('hands out every item once per round', () => {
    const next = createBag(createRandom(9), ['a', 'b', 'c', 'd']);
    const firstRound = [next(), next(), next(), next()];
    expect([...firstRound].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('stableUuid', () => {
  it('is a version 4 shaped UUID that depends only on seed, namespace and key', () => {
    const id = stableUuid(20261122, 'company', 'demo-werkstatt-gmbh');
    expect(id).toMatch(UUID_V4);
    expect(stableUuid(20261122, 'company', 'demo-werkstatt-gmbh')).toBe(id);
    expect(stableUuid(20261123, 'company', 'demo-werkstatt-gmbh')).not.toBe(id);
    expect(stableUuid(20261122, 'listing', 'demo-werkstatt-gmbh')).not.toBe(id);
  });

  it('does not collide over many keys', () => {
    const ids = new Set(Array.from({ length: 20000 }, (_, index) => stableUuid(1, 'synthetic-listing', index)));
    expect(ids.size).toBe(20000);
    for (const id of [...ids].slice(0, 200)) expect(id).toMatch(UUID_V4);
  });
});

describe('hashSeed', () => {
  it('is stable and spreads labels', () => {
    expect(hashSeed('a', 1)).toBe(hashSeed('a', 1));
    expect(hashSeed('a', 1)).not.toBe(hashSeed('a', 2));
  });
});
