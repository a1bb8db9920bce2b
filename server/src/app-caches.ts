import type { CachedSession } from './auth/session-user.js';
import { type Caches, createCaches } from './cache/caches.js';
import { postViewBytes } from './posts/view-bytes.js';
import type { PostView } from './posts/views.js';

/** The app's in-process caches: the machinery is `cache/`'s, what they hold is the features'. */
export type AppCaches = Caches<PostView, CachedSession>;

export function createAppCaches(postViewMb: number): AppCaches {
  return createCaches(postViewMb, postViewBytes);
}
