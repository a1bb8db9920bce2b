import { describe, expect, it } from 'vitest';
import { splitPostText } from './post-words';

const links = (text: string) => splitPostText(text).filter((piece) => piece.kind !== 'text');

describe('splitPostText', () => {
  it('finds tags with the server grammar: Unicode letters, digits and _, at least one letter, lower case', () => {
    expect(links('#Cats and #Ünïcode_2 but not #2024, a#b or #')).toEqual([
      { kind: 'tag', text: '#Cats', tag: 'cats' },
      { kind: 'tag', text: '#Ünïcode_2', tag: 'ünïcode_2' },
    ]);
  });

  it('leaves a tag longer than 50 characters as text', () => {
    expect(links(`#${'a'.repeat(50)} #${'b'.repeat(51)}`)).toEqual([
      { kind: 'tag', text: `#${'a'.repeat(50)}`, tag: 'a'.repeat(50) },
    ]);
  });

  it('finds mentions but not e-mail addresses, and keeps the text around them', () => {
    expect(splitPostText('hi @Ada, mail ada@example.com')).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'mention', text: '@Ada', username: 'ada' },
      { kind: 'text', text: ', mail ada@example.com' },
    ]);
  });

  it('keeps a # or @ inside a web address part of the address', () => {
    expect(links('see https://example.com/a#top and #news')).toEqual([
      { kind: 'link', text: 'https://example.com/a#top', href: 'https://example.com/a#top' },
      { kind: 'tag', text: '#news', tag: 'news' },
    ]);
  });
});
