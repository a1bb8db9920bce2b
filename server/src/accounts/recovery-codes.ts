import { createHash, randomInt } from 'node:crypto';

const COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** Ten one-time codes like `k7dq2-m9xfa` (49 bits each), for when the authenticator is lost. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Spaces, dashes and case do not matter when a code is typed back. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** Stored only as this hash, bound to the person so equal codes of two people never share a hash. */
export function hashRecoveryCode(userId: string, code: string): string {
  return createHash('sha256')
    .update(`${userId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');
}
