import type { SessionUser } from '../auth/sessions.js';
import type { PostView } from '../posts/views.js';
import { InvalidatingCache } from './invalidating-cache.js';
import { postViewBytes } from './sizes.js';

const MB = 1024 * 1024;
/** Post views: a missed invalidation (a Redis outage) can show a view this old at worst. */
const POST_VIEW_MAX_AGE_MS = 5 * 60 * 1000;
/** Sessions: revocation is immediate through invalidation; this only bounds a lost message's reach. */
const SESSION_MAX_AGE_MS = 60 * 1000;
const SESSION_ENTRIES = 20_000;
const SESSION_ENTRY_BYTES = 400;

export interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  lastSeenAt: number;
}

/** What is cached in process: post views by post id, and sessions by token hash (depending on their person too). */
export interface Caches {
  postViews: InvalidatingCache<PostView>;
  sessions: InvalidatingCache<CachedSession>;
}

export function createCaches(postViewMb: number): Caches {
  return {
    postViews: new InvalidatingCache<PostView>({
      maxBytes: postViewMb * MB,
      maxAgeMs: POST_VIEW_MAX_AGE_MS,
      sizeOf: postViewBytes,
    }),
    sessions: new InvalidatingCache<CachedSession>({
      maxBytes: SESSION_ENTRIES * SESSION_ENTRY_BYTES,
      maxAgeMs: SESSION_MAX_AGE_MS,
      sizeOf: () => SESSION_ENTRY_BYTES,
    }),
  };
}
