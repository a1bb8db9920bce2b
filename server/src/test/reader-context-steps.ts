/**
 * Every write that changes a reader's context, in an order where each one changes what the reader's feed
 * shows of the author's post: [step, who writes, method, path, body, whether the post shows afterwards].
 * Shared by the reader-context tests (two apps in one process, and two OS processes).
 */
export function readerContextSteps(
  readerId: string,
  authorId: string,
): [string, 'reader' | 'author', 'post' | 'put', string, unknown, boolean][] {
  return [
    ['follow', 'reader', 'post', `/api/users/follow/${authorId}`, undefined, true],
    ['mute', 'reader', 'post', `/api/users/mute/${authorId}`, undefined, false],
    ['unmute', 'reader', 'post', `/api/users/mute/${authorId}`, undefined, true],
    ['muted word', 'reader', 'put', '/api/users/muted-words', { words: ['zebra'] }, false],
    ['muted words cleared', 'reader', 'put', '/api/users/muted-words', { words: [] }, true],
    ['block', 'reader', 'post', `/api/users/block/${authorId}`, undefined, false],
    ['unblock (the block ended the follow)', 'reader', 'post', `/api/users/block/${authorId}`, undefined, false],
    ['follow again', 'reader', 'post', `/api/users/follow/${authorId}`, undefined, true],
    ['blocked by the author', 'author', 'post', `/api/users/block/${readerId}`, undefined, false],
    ['unblocked by the author', 'author', 'post', `/api/users/block/${readerId}`, undefined, false],
    ['follow once more', 'reader', 'post', `/api/users/follow/${authorId}`, undefined, true],
    ['unfollow', 'reader', 'post', `/api/users/follow/${authorId}`, undefined, false],
  ];
}

/** The text of the author's post: holds the muted word of the steps. */
export const READER_CONTEXT_POST = 'zebra crossing';
