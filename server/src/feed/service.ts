import type { AppContext } from '../context.js';
import { followingIds } from '../follows/queries.js';
import { hydratePosts } from '../posts/hydrate.js';
import type { Paging } from '../posts/paging.js';
import type { PostView } from '../posts/views.js';
import { feedPage } from './queries.js';

/** The home feed: my posts and those of the people I follow, newest first (`videoOnly` for the video feed). */
export async function homeFeed(
  ctx: AppContext,
  userId: string,
  paging: Paging,
  options: { videoOnly: boolean },
): Promise<PostView[]> {
  const authors = [userId, ...(await followingIds(ctx.db, userId, 'unordered'))];
  return hydratePosts(ctx, await feedPage(ctx.db, ctx.engine, authors, paging, options.videoOnly));
}
