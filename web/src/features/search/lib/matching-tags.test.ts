import { describe, expect, it } from 'vitest';
import { matchingTags } from './matching-tags';

const trending = [
  { tag: 'catsofinstagram', posts: 9 },
  { tag: 'cats', posts: 4 },
  { tag: 'sunday', posts: 2 },
];

describe('matchingTags', () => {
  it('finds trending tags by the start of their name, with or without #', () => {
    expect(matchingTags('cat', trending).map((t) => t.tag)).toEqual(['catsofinstagram', 'cats']);
    expect(matchingTags('#SUN', trending)).toEqual([{ tag: 'sun' }, { tag: 'sunday', posts: 2 }]);
  });

  it('puts the exact tag first', () => {
    expect(matchingTags('cats', trending).map((t) => t.tag)).toEqual(['cats', 'catsofinstagram']);
  });

  it('offers the tag of a #tag query even when it is not trending, never for a plain word', () => {
    expect(matchingTags('#knitting', trending)).toEqual([{ tag: 'knitting' }]);
    expect(matchingTags('knitting', trending)).toEqual([]);
    expect(matchingTags('#', trending)).toEqual([]);
    expect(matchingTags('#two words', trending)).toEqual([]);
  });
});
