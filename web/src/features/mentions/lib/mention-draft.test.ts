import { describe, expect, it } from 'vitest';
import { insertMention, mentionAtCaret } from './mention-draft';

describe('mentionAtCaret', () => {
  it('finds the name typed after @ at the caret', () => {
    expect(mentionAtCaret('hi @ad', 6)).toEqual({ start: 3, end: 6, query: 'ad' });
    expect(mentionAtCaret('@Ada', 4)).toEqual({ start: 0, end: 4, query: 'Ada' });
  });

  it('takes the whole name when the caret is inside it', () => {
    expect(mentionAtCaret('hi @adam!', 5)).toEqual({ start: 3, end: 8, query: 'adam' });
  });

  it('suggests nothing for a bare @, a name not starting with a letter, an e-mail address or after a space', () => {
    expect(mentionAtCaret('hi @', 4)).toBeNull();
    expect(mentionAtCaret('hi @1a', 6)).toBeNull();
    expect(mentionAtCaret('mail ada@example', 16)).toBeNull();
    expect(mentionAtCaret('hi @ada ', 8)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the typed name with @username and a space, and puts the caret after it', () => {
    const text = 'hi @ad and more';
    const draft = mentionAtCaret(text, 6);
    if (!draft) throw new Error('no draft');
    expect(insertMention(text, draft, 'adams')).toEqual({ text: 'hi @adams and more', caret: 10 });
    expect(insertMention('@a', { start: 0, end: 2, query: 'a' }, 'ada')).toEqual({ text: '@ada ', caret: 5 });
  });
});
