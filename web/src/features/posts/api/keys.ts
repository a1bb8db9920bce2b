/**
 * Every query under `postKeys.all` holds a post, a list of posts, or pages of them (or of replies carrying
 * their post): `../cache.ts` rewrites them all at once. Lists kept by other features (a tag's posts, search
 * results, the video feed) build their keys on `postKeys.all` so that they are rewritten too.
 */
export const postKeys = {
  all: ['posts'] as const,
  feed: ['posts', 'feed'] as const,
  /** Every post page's query; `post(id)` one of them. */
  pages: ['posts', 'post'] as const,
  post: (id: string) => ['posts', 'post', id] as const,
  /** Every thread's pages; `thread(id)` one post's. */
  threads: ['posts', 'thread'] as const,
  thread: (id: string) => ['posts', 'thread', id] as const,
  byUser: (username: string) => ['posts', 'user', username.toLowerCase()] as const,
  repliesByUser: (username: string) => ['posts', 'replies', username.toLowerCase()] as const,
  bookmarks: ['posts', 'bookmarks'] as const,
  /** Not under `all`: its items are versions of a post's text, not posts. */
  history: (postId: string) => ['post-history', postId] as const,
};
