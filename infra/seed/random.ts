import { hash } from 'node:crypto';

/**
 * A small seeded pseudo-random source. Seed data must be identical on every run with the same seed, so nothing in
 * `infra/seed` may call Math.random or read the clock except through the `now` it is given.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight; items with weight 0 are never chosen. */
  pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  /** A shuffled copy (Fisher–Yates); the input is left untouched. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items in random order (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  /**
   * An independent stream derived from this one's seed and a label. Forked streams do not depend on how many numbers
   * the parent has drawn, so adding a field to companies does not reshuffle every listing.
   */
  fork(label: string): Random;
}

/** mulberry32: 32-bit state, fast, and good enough for test data (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Folds any mix of numbers and strings into a 32-bit seed (FNV-1a), so labels can derive sub-seeds. */
export function hashSeed(...parts: ReadonlyArray<string | number>): number {
  let hash = 0x811c9dc5;
  for (const character of parts.join('\u0000')) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

class SeededRandom implements Random {
  private readonly source: () => number;

  constructor(private readonly seed: number) {
    this.source = mulberry32(seed);
  }

  next(): number {
    return this.source();
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.source() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.source() * (max - min);
  }

  chance(probability: number): boolean {
    return this.source() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() aus einer leeren Liste');
    return items[Math.floor(this.source() * items.length)] as T;
  }

  pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + Math.max(0, weightOf(item)), 0);
    if (total <= 0) return this.pick(items);
    let remaining = this.source() * total;
    for (const item of items) {
      remaining -= Math.max(0, weightOf(item));
      if (remaining < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(this.source() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }

  fork(label: string): Random {
    return new SeededRandom(hashSeed(this.seed, label));
  }
}

export function createRandom(seed: number | string): Random {
  return new SeededRandom(typeof seed === 'number' ? seed >>> 0 : hashSeed(seed));
}

/**
 * Draws from `items` in shuffled rounds (a "bag"): every item appears once per round. Used where the seed promises
 * coverage (every sector, duration, start option …) rather than leaving it to luck.
 */
export function createBag<T>(random: Random, items: readonly T[]): () => T {
  let round: T[] = [];
  return () => {
    if (round.length === 0) round = random.shuffle(items);
    const item = round.pop();
    if (item === undefined) throw new Error('createBag() mit einer leeren Liste');
    return item;
  };
}

/**
 * A UUID that depends only on the seed, a namespace and a key, shaped as version 4 so validators accept it. Ids stay
 * stable across runs, which keeps links, favourites and search documents valid after a re-seed.
 */
export function stableUuid(seed: number | string, namespace: string, key: string | number): string {
  // One-shot hash(): creating a Hash object per id costs several times more and dominated a million-row run.
  const hex = hash('sha256', `${seed}\u0000${namespace}\u0000${key}`, 'hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
