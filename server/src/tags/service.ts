import { isTag, normalizeTag } from '@threads/contract';
import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import { PAGE_SIZE, pagingMessages } from '../db/pagination.js';
import { badRequest } from '../errors.js';
import { presentPosts } from '../posts/present.js';
import type { PostView } from '../posts/views.js';
import { fillPage, loadViewer } from '../visibility/index.js';
import { tagMessages } from './messages.js';
import { tagPostsPage, trendingTags } from './queries.js';

export const TRENDING_WINDOW_MS = 24 * 60 * 60 * 1000;
export const TRENDING_SIZE = 10;

/**
 * A tag's posts (`#Cats` is `cats`), newest first, 20 a page. A discovery list like a feed: besides blocks,
 * it leaves out people the viewer muted and posts with a muted word.
 */
export async function postsWithTag(
  ctx: AppContext,
  viewerId: string | null,
  rawTag: string,
  before: string | undefined,
): Promise<PostView[]> {
  const tag = normalizeTag(rawTag.replace(/^#/, ''));
  if (!isTag(tag)) throw badRequest(tagMessages.TAG_INVALID);
  if (before !== undefined && !isId(before)) throw badRequest(pagingMessages.PAGE_CURSOR_INVALID);
  const viewer = await loadViewer(ctx, viewerId);
  return fillPage(
    { before, limit: PAGE_SIZE, offset: 0 },
    (after, take) => tagPostsPage(ctx.db, tag, { before: after, limit: take }),
    (rows) => presentPosts(ctx, viewer, rows, 'feed'),
  );
}

/**
 * The day's most used tags, the same for everyone: counted over the posts of active people (frozen and
 * suspended people's posts do not count); a tag names no person, so blocks and mutes do not change it.
 */
export async function trending(ctx: AppContext): Promise<{ tag: string; posts: number }[]> {
  return trendingTags(ctx.db, ctx.clock() - TRENDING_WINDOW_MS, TRENDING_SIZE);
}
