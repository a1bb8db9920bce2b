import { randomBytes } from 'node:crypto';
import { encodeTime, monotonicFactory, ulid as ulidAt } from 'ulidx';

const POOL_BYTES = 4096;
let pool = randomBytes(POOL_BYTES);
let next = 0;

/**
 * Cryptographic random bytes drawn from a pool refilled 4 KB at a time. ulidx's own source asks the
 * crypto module once per character, about 90 µs of CPU for every id made in a new millisecond (most of
 * them under load); this makes it about 3 µs. 256 is a multiple of 32, so each base-32 character stays uniform.
 */
function pooledRandom(): number {
  if (next >= POOL_BYTES) {
    pool = randomBytes(POOL_BYTES);
    next = 0;
  }
  return (pool[next++] as number) / 256;
}

const ulid = monotonicFactory(pooledRandom);

/** Time-sortable 26-character id (ULID): newest-first order is primary-key order. */
export function newId(): string {
  return ulid();
}

/** An id made as if at `ms` (a remote post fetched after it was published): it sorts among that time's ids. */
export function newIdAt(ms: number): string {
  return ulidAt(Math.max(0, Math.floor(ms)), pooledRandom);
}

/** The smallest id made at `ms`: ids are ULIDs, so an id range is a time range. */
export function idFloor(ms: number): string {
  return `${encodeTime(Math.max(0, Math.floor(ms)), 10)}${'0'.repeat(16)}`;
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The smallest id greater than `id` (its last base-32 digit plus one, carrying). */
function successor(id: string): string {
  const digits = id.split('');
  for (let i = digits.length - 1; i >= 0; i--) {
    const value = ALPHABET.indexOf(digits[i] ?? '');
    if (value < ALPHABET.length - 1) {
      digits[i] = ALPHABET[value + 1] ?? '';
      return digits.join('');
    }
    digits[i] = '0';
  }
  throw new Error(`no id follows ${id}`);
}

/**
 * A new id greater than `floor`: a fresh one, or, when this process's clock is behind the one that made
 * `floor` (another machine, a clock step back), the id right after `floor`.
 */
export function idAfter(floor: string | undefined): string {
  const id = newId();
  return floor === undefined || id > floor ? id : successor(floor);
}

export const ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}
