import { shownPost } from '@threads/contract';
import type { SessionUser } from '../auth/session-user.js';
import type { AppContext } from '../context.js';
import { pagingFrom } from '../db/pagination.js';
import { AppError } from '../errors.js';
import { homeTimeline } from '../feed/service.js';
import { suggestedUsersSlim } from '../follows/service.js';
import type { ListedPost } from '../posts/list-json.js';
import { asSeen } from '../posts/present.js';
import { getPost, userPosts } from '../posts/service.js';
import { getThread } from '../posts/thread.js';
import type { PostView } from '../posts/views.js';
import { listStories } from '../stories/service.js';
import { getProfile } from '../users/service.js';
import type { Screen } from './screen-scripts.js';

/**
 * What a page's first screen will ask the API for (a post page: the post and its thread; the home feed: the
 * feed, the stories and the suggestions), answered in the page itself: the app reads these
 * instead of making the requests, and the browser fetches the first post's image while the app's code
 * is still loading, together with the screen's own code. Each answer is the one its API route gives this viewer (the same service call), so
 * the visibility policy decides what the page carries; the one exception is the suggestions, embedded without each
 * person's `followers` (`suggestedUsersSlim`), which the app does not read and which were most of the page.
 */
export interface FirstResponses {
  /** API path → its body, in the order the page carries them; a post list's is left undefined, in `postLists`. */
  responses: Record<string, unknown>;
  /**
   * The answers that are post lists, as shared views with the viewer's own fields (API path → posts): the page
   * writes them from each view's cached JSON, as their route does (`posts/list-json.ts`), and only a drawing
   * made afresh reads them as objects (`answersOf`), so a page whose drawing is kept copies no view.
   */
  postLists?: Record<string, readonly ListedPost[]>;
  /** The first post's image: the page's likely largest paint. */
  image: string | null;
  screen: Screen;
}

const PROFILE_PATH = /^\/([^/]+)$/;
const POST_PATH = /^\/([^/]+)\/post\/([^/]+)$/;

const firstPage = pagingFrom({});

const firstImage = (post: PostView | undefined) => (post ? shownPost(post).img : null);

/** The answers as the app reads them: each post list's posts as one object each, the viewer's fields on a copy. */
export function answersOf(first: FirstResponses): Record<string, unknown> {
  const lists = first.postLists;
  if (!lists) return first.responses;
  return Object.fromEntries(
    Object.entries(first.responses).map(([path, answer]) => [path, lists[path]?.map(asSeen) ?? answer]),
  );
}

export async function firstResponsesFor(
  ctx: AppContext,
  pathname: string,
  viewer: SessionUser | null,
): Promise<FirstResponses | null> {
  try {
    if (pathname === '/') {
      if (!viewer) return null;
      // The stories strip and the suggestions (which phones show after the first post) are on the first screen too.
      const [listed, stories, suggested] = await Promise.all([
        homeTimeline(ctx, viewer.id, firstPage),
        listStories(ctx, viewer.id),
        suggestedUsersSlim(ctx, viewer.id),
      ]);
      return {
        responses: { '/api/posts/feed': undefined, '/api/stories/getall': stories, '/api/users/suggested': suggested },
        postLists: { '/api/posts/feed': listed },
        image: firstImage(listed[0]?.view),
        screen: 'src/routes/home.tsx',
      };
    }
    const post = POST_PATH.exec(pathname);
    if (post?.[2]) {
      const id = decodeURIComponent(post[2]);
      const path = `/api/posts/${encodeURIComponent(id)}`;
      const [found, thread] = await Promise.all([
        getPost(ctx, viewer?.id ?? null, id),
        getThread(ctx, viewer?.id ?? null, id, firstPage),
      ]);
      return {
        responses: { [path]: found, [`${path}/thread`]: thread },
        image: firstImage(found),
        screen: 'src/routes/post.tsx',
      };
    }
    const profile = PROFILE_PATH.exec(pathname);
    if (profile?.[1]) {
      const username = decodeURIComponent(profile[1]);
      const key = encodeURIComponent(username);
      const [person, posts] = await Promise.all([
        getProfile(ctx, username, viewer),
        userPosts(ctx, viewer?.id ?? null, username, firstPage),
      ]);
      return {
        responses: { [`/api/users/profile/${key}`]: person, [`/api/posts/user/${key}`]: posts },
        image: firstImage(posts[0]),
        screen: 'src/routes/profile.tsx',
      };
    }
    return null;
  } catch (error) {
    // Hidden, unknown or malformed: the app asks the API itself and shows what it answers.
    if (error instanceof AppError) return null;
    throw error;
  }
}
