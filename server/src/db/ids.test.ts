import { decodeTime } from 'ulidx';
import { describe, expect, it } from 'vitest';
import { idAfter, isId, newId } from './ids.js';

describe('ids', () => {
  it('makes valid, increasing ids', () => {
    const ids = Array.from({ length: 1000 }, newId);
    expect(ids.every(isId)).toBe(true);
    expect([...ids].sort()).toEqual(ids);
  });

  it('idAfter gives a fresh id above an older floor, and the very next id above one from the future', () => {
    const older = newId();
    const fresh = idAfter(older);
    expect(fresh > older).toBe(true);
    expect(idAfter(undefined)).toMatch(/^[0-9A-Z]{26}$/);

    const future = '7ZZZZZZZZZ0000000000000009';
    expect(idAfter(future)).toBe('7ZZZZZZZZZ000000000000000A');
    expect(idAfter('7ZZZZZZZZZ00000000000000ZZ')).toBe('7ZZZZZZZZZ0000000000000100');
    const carried = idAfter('7ZZZZZZZZZ0000000000000ZZZ');
    expect(isId(carried) && carried > '7ZZZZZZZZZ0000000000000ZZZ').toBe(true);
    expect(decodeTime(idAfter(future))).toBe(decodeTime(future));
  });
});
