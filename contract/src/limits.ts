/**
 * Text limits the server enforces and the web app's fields and counters show. Lengths are characters as
 * people count them (code points, `charCount`), except usernames, which are ASCII.
 */

/** A post's text, a reply's, and the message sent with a shared post. */
export const POST_TEXT_MAX = 500;
export const IMG_ALT_MAX = 1000;
/** A post's content warning. */
export const SPOILER_MAX = 100;

export const userLimits = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 50,
  bioMax: 160,
  emailMax: 254,
} as const;

export const MAX_MESSAGE_CHARS = 2000;
export const MAX_GROUP_NAME_CHARS = 50;
/** A group holds its creator and 2 to 49 others at first; at most 50 people in all. */
export const MIN_GROUP_OTHERS = 2;
export const MAX_GROUP_MEMBERS = 50;

/** The note someone adds to a report. */
export const MAX_REPORT_NOTE_CHARS = 1000;

export const MAX_MUTED_WORDS = 100;
export const MAX_MUTED_WORD_CHARS = 50;

/** A search query (posts and people). */
export const SEARCH_MAX_CHARS = 200;
