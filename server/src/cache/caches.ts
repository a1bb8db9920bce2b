import { InvalidatingCache } from './invalidating-cache.js';

const MB = 1024 * 1024;
/** Post views: a missed invalidation (a Redis outage) can show a view this old at worst. */
const POST_VIEW_MAX_AGE_MS = 5 * 60 * 1000;
/** Sessions: revocation is immediate through invalidation; this only bounds a lost message's reach. */
const SESSION_MAX_AGE_MS = 60 * 1000;
const SESSION_ENTRIES = 20_000;
const SESSION_ENTRY_BYTES = 400;

/**
 * What is cached in process: post views by post id, and sessions by token hash (depending on their person
 * too). The shapes cached are the features' (`posts/views.ts`, `auth/session-user.ts`), named in `context.ts`.
 */
export interface Caches<PostView, Session> {
  postViews: InvalidatingCache<PostView>;
  sessions: InvalidatingCache<Session>;
}

/** `postViewBytes` estimates a view's heap size: the post-view cache is bounded by `postViewMb`. */
export function createCaches<PostView, Session>(
  postViewMb: number,
  postViewBytes: (view: PostView) => number,
): Caches<PostView, Session> {
  return {
    postViews: new InvalidatingCache<PostView>({
      maxBytes: postViewMb * MB,
      maxAgeMs: POST_VIEW_MAX_AGE_MS,
      sizeOf: postViewBytes,
    }),
    sessions: new InvalidatingCache<Session>({
      maxBytes: SESSION_ENTRIES * SESSION_ENTRY_BYTES,
      maxAgeMs: SESSION_MAX_AGE_MS,
      sizeOf: () => SESSION_ENTRY_BYTES,
    }),
  };
}
