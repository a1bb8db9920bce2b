import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import type { Paging } from '../db/pagination.js';
import type { PostRow } from '../db/tables/posts.js';
import { notFound } from '../errors.js';
import { fillPage, loadViewer, type Viewer } from '../visibility/index.js';
import { postMessages } from './messages.js';
import { presentPosts } from './present.js';
import { findPostById, findPostsByIds } from './queries.js';
import { ancestorsOf, repliesPage } from './reply-queries.js';
import { repliesUnder, threadPostsOf } from './thread-posts.js';
import { isHidden, isPlainRepost, type PostView, type ThreadPost, toHiddenPost } from './views.js';

/** Ancestors shown above a post at most (the nearest ones), besides the thread's first post. */
export const MAX_ANCESTORS = 50;
/** Replies shown under each reply of the page; the rest are behind "View N more replies". */
export const NESTED_REPLIES = 2;

export interface ThreadReply {
  post: ThreadPost;
  replies: PostView[];
  moreReplies: number;
}

export interface ThreadView {
  ancestors: ThreadPost[];
  post: ThreadPost;
  replies: ThreadReply[];
}

/** The thread's post: a plain repost's thread is its original's; 404 when it does not exist. */
async function threadPostRow(ctx: AppContext, id: string): Promise<PostRow> {
  const row = isId(id) ? await findPostById(ctx.db, id) : undefined;
  const post = row && isPlainRepost(row) && row.repost_of ? await findPostById(ctx.db, row.repost_of) : row;
  if (!post) throw notFound(postMessages.POST_NOT_FOUND);
  return post;
}

/** The chain above the post, root first (the root, then the nearest MAX_ANCESTORS when it is longer). */
async function ancestorRows(ctx: AppContext, post: PostRow): Promise<PostRow[]> {
  const chain = await ancestorsOf(ctx.db, post, MAX_ANCESTORS);
  const top = chain[0];
  if (!top?.reply_to || !post.thread_root) return chain;
  const root = await findPostById(ctx.db, post.thread_root);
  return root ? [root, ...chain] : chain;
}

/** The first replies of each post (oldest first) the viewer may see in a thread, up to NESTED_REPLIES each. */
async function firstReplyIds(ctx: AppContext, viewer: Viewer, shown: readonly ThreadPost[]) {
  const first = new Map<string, string[]>();
  const placeholders = shown.filter(isHidden).map((post) => post._id);
  const underPlaceholders = await repliesUnder(ctx, viewer, placeholders, 'thread');
  for (const post of shown) {
    const replies = isHidden(post) ? (underPlaceholders.get(post._id) ?? []) : post.replies;
    first.set(
      post._id,
      replies.slice(0, NESTED_REPLIES).map((reply) => reply._id),
    );
  }
  return first;
}

/**
 * One page of a post's replies, newest first, as the thread scope lets the viewer see them (blocks, mutes,
 * muted words; frozen and suspended authors are never hydrated), each with its first replies. A deleted
 * reply stays as "This post was deleted" while it has replies the viewer may see.
 */
async function presentReplies(ctx: AppContext, viewer: Viewer, rows: PostRow[]): Promise<ThreadReply[]> {
  const shown = await threadPostsOf(ctx, viewer, rows, 'thread');
  const kept = rows.flatMap((row): ThreadPost[] => {
    const post = shown.get(row.id);
    if (!post) return [];
    if (!isHidden(post)) return [post];
    return post.hidden === 'deleted' && post.replyCount > 0 ? [post] : [];
  });
  const first = await firstReplyIds(ctx, viewer, kept);
  const nestedRows = await findPostsByIds(ctx.db, [...first.values()].flat());
  const nested = new Map((await presentPosts(ctx, viewer, nestedRows, 'thread')).map((post) => [post._id, post]));
  return kept.map((post) => {
    const replies = (first.get(post._id) ?? []).flatMap((id) => nested.get(id) ?? []);
    return { post, replies, moreReplies: Math.max(0, post.replyCount - replies.length) };
  });
}

/**
 * `GET /api/posts/:id/thread`: the posts above this one, root first (each as the post page shows it, or as
 * "This post was deleted" / "This post is unavailable"), the post, and a page of its replies, each with its
 * first two replies. 404 when the post is hidden from the viewer, like the post page.
 */
export async function getThread(
  ctx: AppContext,
  viewerId: string | null,
  id: string,
  paging: Paging,
): Promise<ThreadView> {
  const [row, viewer] = await Promise.all([threadPostRow(ctx, id), loadViewer(ctx, viewerId)]);
  if (row.uri !== null && !paging.before && paging.offset === 0)
    ctx.events.emit('remoteThread.opened', { postId: row.id });
  const ancestors = await ancestorRows(ctx, row);
  const posts = await threadPostsOf(ctx, viewer, [...ancestors, row]);
  const post = posts.get(row.id);
  if (!post || (isHidden(post) && post.hidden === 'unavailable')) throw notFound(postMessages.POST_NOT_FOUND);
  const replies = await fillPage(
    paging,
    (before, take) => repliesPage(ctx.db, row.id, { before, limit: take, offset: 0 }),
    (rows) => presentReplies(ctx, viewer, rows),
  );
  return {
    ancestors: ancestors.map((ancestor) => posts.get(ancestor.id) ?? toHiddenPost(ancestor.id, 'unavailable', 0)),
    post,
    replies,
  };
}
