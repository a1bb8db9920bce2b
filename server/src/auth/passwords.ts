import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { underVitest } from '../lib/under-vitest.js';

const KEY_LENGTH = 64;
/**
 * Under vitest a cheaper work factor: the suite signs up and logs in thousands of times, and each scrypt at
 * N=16384 is a deliberate ~60 ms of CPU (the larger share of many test files). A stored hash carries its
 * parameters, so checking a password, and the decoy's equal work, go the same way at either cost.
 */
const PARAMS = { N: underVitest ? 1024 : 16384, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hash format: scrypt$N$r$p$salt$key, base64 parts, so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown username answers as slowly as a wrong password. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
