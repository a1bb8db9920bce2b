import type { SessionUser } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { isId, newId } from '../db/ids.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { deleteMedia, type SpooledFile, type StoredMedia, storeDataUrl, storeMedia } from '../media/service.js';
import { deleteNotificationsBySubject } from '../notifications/queries.js';
import { toggleAndNotify, writeAndNotify } from '../notifications/service.js';
import { findUserById, findUserByUsername } from '../users/queries.js';
import { USER_NOT_FOUND } from '../users/service.js';
import { hydratePost, hydratePosts } from './hydrate.js';
import type { Paging } from './paging.js';
import {
  authorPostsPage,
  bareRepostIds,
  countLikes,
  deleteLike,
  deletePosts,
  findPostById,
  findPostsByIds,
  findVisiblePost,
  insertLike,
  insertPost,
  insertReply,
  type PostRow,
  userRepliesPage,
} from './queries.js';
import { cleanText, postMessages } from './validation.js';
import { type PostView, type ReplyView, toPostView } from './views.js';

export interface NewPost {
  postedBy?: string;
  text?: string;
  /** A spooled multipart file, or a data URL from the older JSON clients. */
  img?: SpooledFile | string;
  video?: SpooledFile;
}

async function visiblePost(ctx: AppContext, id: string): Promise<PostRow> {
  const post = isId(id) ? await findVisiblePost(ctx.db, id) : undefined;
  if (!post) throw notFound(postMessages.postNotFound);
  return post;
}

async function presented(ctx: AppContext, row: PostRow): Promise<PostView> {
  const post = await hydratePost(ctx, row);
  if (!post) throw notFound(postMessages.postNotFound);
  return post;
}

/** Checks everything before storing anything: a refused post leaves no row and no file behind. */
export async function createPost(ctx: AppContext, user: SessionUser, input: NewPost): Promise<PostView> {
  const userId = user.id;
  if (!input.postedBy) throw badRequest(postMessages.postedByRequired);
  if (input.postedBy !== userId) throw forbidden(postMessages.postAsSomeoneElse);
  const text = cleanText(input.text, postMessages.textLength);
  const img = input.img === '' ? undefined : input.img;
  if (!text && !img && !input.video) throw badRequest(postMessages.emptyPost);
  await ctx.limits.consume('postsPerUser', userId);

  const stored: StoredMedia[] = [];
  try {
    if (img !== undefined) {
      stored.push(
        typeof img === 'string' ? await storeDataUrl(ctx, userId, img) : await storeMedia(ctx, userId, img, 'image'),
      );
    }
    const image = stored[0];
    const video = input.video ? await storeMedia(ctx, userId, input.video, 'video') : undefined;
    if (video) stored.push(video);
    const row: PostRow = {
      id: newId(),
      author_id: userId,
      text,
      img: image?.url ?? null,
      video: video?.url ?? null,
      poster: video?.posterUrl ?? null,
      repost_of: null,
      created_at: ctx.clock(),
    };
    await insertPost(ctx.db, row);
    // A new post has no likes, replies or reposts yet: nothing to hydrate.
    const author = { _id: user.id, username: user.username, name: user.name, profilePic: user.profilePic };
    return toPostView(row, author);
  } catch (error) {
    await deleteMedia(
      ctx,
      stored.map((m) => m.url),
    );
    throw error;
  }
}

export async function getPost(ctx: AppContext, id: string): Promise<PostView> {
  return presented(ctx, await visiblePost(ctx, id));
}

/** Owner only. Bare reposts of the post, its likes, replies, notifications and media files go with it. */
export async function deletePost(ctx: AppContext, userId: string, id: string): Promise<void> {
  const post = isId(id) ? await findPostById(ctx.db, id) : undefined;
  if (!post) throw notFound(postMessages.postNotFound);
  if (post.author_id !== userId) throw forbidden(postMessages.deleteOthers);
  await ctx.db.transaction().execute(async (trx) => {
    const ids = [post.id, ...(await bareRepostIds(trx, post.id))];
    await deleteNotificationsBySubject(trx, ids);
    await deletePosts(trx, ids);
  });
  await deleteMedia(ctx, [post.img, post.video]);
}

/**
 * Like or unlike. Concurrent clicks can never make two likes: the (post, user) primary key decides; the
 * like and its notification change in one transaction, so they always agree.
 */
export async function toggleLike(ctx: AppContext, userId: string, postId: string) {
  const post = await visiblePost(ctx, postId);
  const liked = await toggleAndNotify(
    ctx,
    {
      remove: (trx) => deleteLike(trx, post.id, userId),
      add: (trx) => insertLike(trx, post.id, userId, ctx.clock()),
    },
    { type: 'like', senderId: userId, recipientId: post.author_id, postId: post.id },
  );
  return {
    message: liked ? postMessages.liked : postMessages.unliked,
    liked,
    likesCount: await countLikes(ctx.db, post.id),
  };
}

export async function replyToPost(
  ctx: AppContext,
  user: SessionUser,
  postId: string,
  input: { text?: string },
): Promise<ReplyView> {
  const text = cleanText(input.text, postMessages.replyLength);
  if (!text) throw badRequest(postMessages.replyRequired);
  const post = await visiblePost(ctx, postId);
  await ctx.limits.consume('postsPerUser', user.id);
  const id = newId();
  const createdAt = ctx.clock();
  await writeAndNotify(
    ctx,
    (trx) => insertReply(trx, { id, post_id: post.id, user_id: user.id, text, created_at: createdAt }),
    { type: 'reply', senderId: user.id, recipientId: post.author_id, postId: post.id, subjectId: id },
  );
  return {
    _id: id,
    postId: post.id,
    userId: user.id,
    username: user.username,
    userProfilePic: user.profilePic,
    text,
    createdAt: new Date(createdAt).toISOString(),
  };
}

/** A new post of the reposter's embedding the original; reposting a bare repost reposts its original. */
export async function repost(
  ctx: AppContext,
  userId: string,
  input: { postId?: string; message?: string },
): Promise<PostView> {
  if (!input.postId) throw badRequest(postMessages.postIdRequired);
  const message = cleanText(input.message, postMessages.messageLength);
  let original = await visiblePost(ctx, input.postId);
  if (original.repost_of && original.text === '') {
    original = (await findVisiblePost(ctx.db, original.repost_of)) ?? original;
  }
  await ctx.limits.consume('postsPerUser', userId);
  const row: PostRow = {
    id: newId(),
    author_id: userId,
    text: message,
    img: null,
    video: null,
    poster: null,
    repost_of: original.id,
    created_at: ctx.clock(),
  };
  await writeAndNotify(ctx, (trx) => insertPost(trx, row), {
    type: 'repost',
    senderId: userId,
    recipientId: original.author_id,
    postId: original.id,
    subjectId: row.id,
  });
  return presented(ctx, row);
}

async function activeUserByKey(ctx: AppContext, key: string) {
  const user = isId(key) ? await findUserById(ctx.db, key) : await findUserByUsername(ctx.db, key.toLowerCase());
  if (!user || user.is_frozen === 1) throw notFound(USER_NOT_FOUND);
  return user;
}

export async function userPosts(ctx: AppContext, userKey: string, paging: Paging): Promise<PostView[]> {
  const user = await activeUserByKey(ctx, userKey);
  return hydratePosts(ctx, await authorPostsPage(ctx.db, user.id, paging));
}

export interface UserReplyItem {
  reply: ReplyView;
  post: PostView;
}

/** A user's replies newest first, each with the post it answers (replies to hidden posts are left out). */
export async function userReplies(ctx: AppContext, userKey: string, paging: Paging): Promise<UserReplyItem[]> {
  const user = await activeUserByKey(ctx, userKey);
  const replies = await userRepliesPage(ctx.db, user.id, paging);
  const postIds = [...new Set(replies.map((r) => r.post_id))];
  const posts = await hydratePosts(ctx, await findPostsByIds(ctx.db, postIds));
  const byId = new Map(posts.map((p) => [p._id, p]));
  return replies.flatMap((reply) => {
    const post = byId.get(reply.post_id);
    if (!post) return [];
    const view = post.replies.find((r) => r._id === reply.id);
    return view ? [{ reply: view, post }] : [];
  });
}
