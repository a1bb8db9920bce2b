import { createHash } from 'node:crypto';

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform whole number in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** A small, fast, seeded random source (xorshift32): the same seed draws the same demo and the same dataset. */
export function randomSource(seed: string): Random {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const int = (max: number) => Math.floor(next() * max);
  function sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const picked: T[] = [];
    while (picked.length < count && pool.length > 0) picked.push(pool.splice(int(pool.length), 1)[0] as T);
    return picked;
  }
  return {
    next,
    int,
    pick: (items) => items[int(items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
    sample,
  };
}
