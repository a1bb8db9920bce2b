/**
 * The `@name` being typed at the caret, with the server's mention grammar (contract/src/post-words.ts):
 * a letter then letters and digits, not after a word character, `@` or `.` (so e-mail addresses are not
 * mentions).
 */
const MENTION_BEFORE_CARET = /(?<![\p{L}\p{N}_@.])@([A-Za-z][A-Za-z0-9]*)$/u;
const WORD_AFTER_CARET = /^[A-Za-z0-9]*/;

export interface MentionDraft {
  /** Where the `@` is. */
  start: number;
  /** Where the typed name ends (past the caret when the caret is inside it). */
  end: number;
  /** The name typed so far. */
  query: string;
}

export function mentionAtCaret(text: string, caret: number): MentionDraft | null {
  const match = MENTION_BEFORE_CARET.exec(text.slice(0, caret));
  if (!match) return null;
  const rest = WORD_AFTER_CARET.exec(text.slice(caret))?.[0] ?? '';
  return { start: match.index, end: caret + rest.length, query: (match[1] ?? '') + rest };
}

/** The text with the draft replaced by `@username ` and the caret just after it. */
export function insertMention(text: string, draft: MentionDraft, username: string): { text: string; caret: number } {
  const before = text.slice(0, draft.start);
  const inserted = `@${username} `;
  const after = text.slice(draft.end).replace(/^ /, '');
  return { text: before + inserted + after, caret: before.length + inserted.length };
}
