import type { AppContext } from '../context.js';
import type { PostRow } from '../db/tables/posts.js';
import { badRequest, conflict, forbidden } from '../errors.js';
import { federatePost } from '../federation/post-jobs.js';
import { writeAndNotifyAll } from '../notifications/service.js';
import { postMessages } from './messages.js';
import { postVersions, saveEdit } from './queries.js';
import { presented, visiblePost } from './service.js';
import { cleanSpoiler, cleanText } from './validation.js';
import { type PostVersionView, type PostView, toPostHistory } from './views.js';
import { indexPostWords } from './words-index.js';

/** Fields left out stay as they are; media never change. */
export interface PostEdit {
  text?: string;
  spoiler?: string;
}

/**
 * Owner only, with the rules of a new post. The earlier version goes to the history in the same
 * transaction; feeds store post ids, so dropping the cached view shows the new text everywhere.
 */
export async function editPost(ctx: AppContext, userId: string, postId: string, input: PostEdit): Promise<PostView> {
  const post = await visiblePost(ctx, postId);
  if (post.author_id !== userId) throw forbidden(postMessages.POST_EDIT_FORBIDDEN);
  const text = input.text === undefined ? post.text : cleanText(input.text, postMessages.POST_TEXT_TOO_LONG);
  const spoiler = input.spoiler === undefined ? post.spoiler : cleanSpoiler(input.spoiler);
  if (!text && !post.img && !post.video) throw badRequest(postMessages.POST_EMPTY);
  if (text === post.text && spoiler === post.spoiler) return presented(ctx, userId, post);

  const editedAt = ctx.clock();
  await ctx.limits.spend('editsPerUser', userId, () => recordEdit(ctx, post, { text, spoiler, edited_at: editedAt }));
  // A reply's parent lists its words.
  ctx.events.emit('posts.changed', { postIds: post.reply_to ? [post.id, post.reply_to] : [post.id] });
  return presented(ctx, userId, { ...post, text, spoiler, edited_at: editedAt });
}

/** The edit, its history entry and what the new words mean (tags, newly mentioned people) in one transaction. */
async function recordEdit(ctx: AppContext, post: PostRow, edit: { text: string; spoiler: string; edited_at: number }) {
  await writeAndNotifyAll(ctx, async (trx) => {
    if (!(await saveEdit(trx, post, edit))) throw conflict(postMessages.POST_EDIT_CONFLICT);
    const causes = await indexPostWords(trx, post, edit.text);
    await federatePost(ctx, trx, 'update', post);
    return causes;
  });
  ctx.events.emit('jobs.queued', {});
}

/** Open to whoever may open the post (404 otherwise, like the post page). */
export async function postHistory(
  ctx: AppContext,
  viewerId: string | null,
  postId: string,
): Promise<PostVersionView[]> {
  const post = await visiblePost(ctx, postId);
  await presented(ctx, viewerId, post);
  return toPostHistory(post, await postVersions(ctx.db, post.id));
}
