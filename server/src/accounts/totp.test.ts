import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, totpCode } from './totp.js';

// RFC 6238 appendix B, SHA-1, with the ASCII secret "12345678901234567890".
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('matches the RFC 6238 test vector at %i s (last six digits)', (seconds, eightDigits) => {
    expect(hotp(rfcSecret, Math.floor(seconds / 30))).toBe(eightDigits.slice(2));
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 7, 8, 9, 10, 11]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it('accepts one step either side, never an older or reused step', () => {
    const now = 1_700_000_000_000;
    const previous = totpCode(rfcSecret, now - 30_000);
    const next = totpCode(rfcSecret, now + 30_000);
    const current = totpCode(rfcSecret, now);
    expect(matchTotp(rfcSecret, previous, now, null)).not.toBeNull();
    expect(matchTotp(rfcSecret, next, now, null)).not.toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now - 60_000), now, null)).toBeNull();
    const step = matchTotp(rfcSecret, current, now, null);
    expect(step).not.toBeNull();
    expect(matchTotp(rfcSecret, current, now, step)).toBeNull();
    expect(matchTotp(rfcSecret, 'abcdef', now, null)).toBeNull();
  });
});
