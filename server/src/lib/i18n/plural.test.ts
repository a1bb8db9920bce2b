import { describe, expect, it } from 'vitest';
import { choosePlurals } from './plural.js';

const likes = '{others, plural, =0 {{actor} liked} one {{actor} and # other liked} other {{actor} and # others liked}}';
const arabic =
  '{others, plural, =0 {أعجب {actor}} one {أعجب {actor} وشخص آخر} two {أعجب {actor} وشخصان آخران} few {أعجب {actor} و# أشخاص آخرين} many {أعجب {actor} و# شخصًا آخر} other {أعجب {actor} و# شخص آخر}}';

describe('ICU plurals', () => {
  it('pick the exact branch, then the language rule, writing the count for #', () => {
    expect(choosePlurals(likes, { others: 0 }, 'en')).toBe('{actor} liked');
    expect(choosePlurals(likes, { others: 1 }, 'en')).toBe('{actor} and 1 other liked');
    expect(choosePlurals(likes, { others: 4 }, 'en')).toBe('{actor} and 4 others liked');
    expect(choosePlurals(arabic, { others: 2 }, 'ar')).toBe('أعجب {actor} وشخصان آخران');
    expect(choosePlurals(arabic, { others: 5 }, 'ar')).toBe('أعجب {actor} و5 أشخاص آخرين');
    expect(choosePlurals(arabic, { others: 11 }, 'ar')).toBe('أعجب {actor} و11 شخصًا آخر');
  });

  it('leave text without plurals, and a malformed block, as written', () => {
    expect(choosePlurals('{actor} liked', { others: 1 }, 'en')).toBe('{actor} liked');
    expect(choosePlurals('{others, plural, one {x}', { others: 1 }, 'en')).toBe('{others, plural, one {x}');
  });
});
