import { createHash } from 'node:crypto';

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform whole number in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
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
  return {
    next,
    int: (max) => Math.floor(next() * max),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}
