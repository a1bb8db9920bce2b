import { describe, expect, it } from 'vitest';
import { splitLinks } from './links';

describe('splitLinks', () => {
  it('links http and https addresses and keeps the text around them', () => {
    expect(splitLinks('see https://example.com/a?b=1 and http://x.org')).toEqual([
      { text: 'see ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ' and ' },
      { text: 'http://x.org', href: 'http://x.org' },
    ]);
  });

  it('leaves a sentence’s last punctuation out of the link', () => {
    expect(splitLinks('Look: https://example.com/page.')).toEqual([
      { text: 'Look: ' },
      { text: 'https://example.com/page', href: 'https://example.com/page' },
      { text: '.' },
    ]);
  });

  it('never links other schemes', () => {
    expect(splitLinks('javascript:alert(1) ftp://x.org data:text/html,hi')).toEqual([
      { text: 'javascript:alert(1) ftp://x.org data:text/html,hi' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});
