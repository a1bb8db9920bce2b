import type { SessionUser } from '../auth/session-user.js';
import type { AppContext } from '../context.js';
import { isId, newId } from '../db/ids.js';
import type { Paging } from '../db/pagination.js';
import type { PostRow } from '../db/tables/posts.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { enqueuePostFanout } from '../feed/fanout-jobs.js';
import { deleteMedia, type SpooledFile } from '../media/service.js';
import { storeThenWrite } from '../media/store-then-write.js';
import type { Upload } from '../media/upload-request.js';
import { replyMentionCauses } from '../mentions/mentions.js';
import { deleteNotificationsBySubject } from '../notifications/queries.js';
import { type NotificationCause, toggleAndNotify, writeAndNotifyAll } from '../notifications/service.js';
import { assertCanInteract, fillPage, findVisibleUser, loadViewer } from '../visibility/index.js';
import { presentPosts } from './present.js';
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
  userRepliesPage,
} from './queries.js';
import { cleanImgAlt, cleanSpoiler, cleanText, postMessages } from './validation.js';
import { isPlainRepost, type PostView, type ReplyView, toPostView } from './views.js';
import { indexPostWords } from './words-index.js';

export interface NewPost {
  postedBy?: string;
  text?: string;
  /** A spooled multipart file, or a data URL from the older JSON clients. */
  img?: Upload;
  imgAlt?: string;
  spoiler?: string;
  video?: SpooledFile;
}

export async function visiblePost(ctx: AppContext, id: string): Promise<PostRow> {
  const post = isId(id) ? await findVisiblePost(ctx.db, id) : undefined;
  if (!post) throw notFound(postMessages.postNotFound);
  return post;
}

/** What an action on a post (like, reply, bookmark, repost) acts on: a plain repost's original, else the post. */
export async function actionTarget(ctx: AppContext, id: string): Promise<PostRow> {
  const post = await visiblePost(ctx, id);
  if (!isPlainRepost(post) || !post.repost_of) return post;
  return visiblePost(ctx, post.repost_of);
}

/** The post as the viewer may see it; 404 when the policy hides it from them (a block either way). */
export async function presented(ctx: AppContext, viewerId: string | null, row: PostRow): Promise<PostView> {
  const [visible] = await presentPosts(ctx, await loadViewer(ctx.db, viewerId), [row], 'list');
  if (!visible) throw notFound(postMessages.postNotFound);
  return visible;
}

/** Acting on someone else's post asks the policy: 403 when a block stands between them. */
export async function assertMayActOn(ctx: AppContext, actorId: string, post: PostRow): Promise<void> {
  if (post.author_id !== actorId) await assertCanInteract(ctx.db, actorId, post.author_id);
}

/** Checks everything before storing anything: a refused post leaves no row and no file behind. */
export async function createPost(ctx: AppContext, user: SessionUser, input: NewPost): Promise<PostView> {
  const userId = user.id;
  if (!input.postedBy) throw badRequest(postMessages.postedByRequired);
  if (input.postedBy !== userId) throw forbidden(postMessages.postAsSomeoneElse);
  const text = cleanText(input.text, postMessages.textLength);
  const img = input.img === '' ? undefined : input.img;
  if (!text && !img && !input.video) throw badRequest(postMessages.emptyPost);
  const imgAlt = cleanImgAlt(input.imgAlt);
  if (imgAlt && img === undefined) throw badRequest(postMessages.imgAltWithoutImage);
  const spoiler = cleanSpoiler(input.spoiler);
  return ctx.limits.spend('postsPerUser', userId, () =>
    storePost(ctx, user, { text, img, imgAlt, spoiler, video: input.video }),
  );
}

/** Stores the media, then the post and its fan-out job in one transaction; a failure leaves no file behind. */
async function storePost(
  ctx: AppContext,
  user: SessionUser,
  {
    text,
    img,
    imgAlt,
    spoiler,
    video: upload,
  }: Required<Pick<NewPost, 'imgAlt' | 'spoiler'>> & {
    text: string;
    img: NewPost['img'];
    video: NewPost['video'];
  },
): Promise<PostView> {
  const userId = user.id;
  const uploads = { img: { upload: img, accept: 'image' }, video: { upload, accept: 'video' } } as const;
  return storeThenWrite(ctx, userId, uploads, async ({ img: image, video }) => {
    const row: PostRow = {
      id: newId(),
      author_id: userId,
      text,
      img: image?.url ?? null,
      video: video?.url ?? null,
      poster: video?.posterUrl ?? null,
      video_width: video?.width ?? null,
      video_height: video?.height ?? null,
      repost_of: null,
      created_at: ctx.clock(),
      edited_at: null,
      img_alt: image ? imgAlt : '',
      spoiler,
    };
    await writeAndNotifyAll(ctx, async (trx) => {
      await insertPost(trx, row);
      await enqueuePostFanout(trx, row);
      return indexPostWords(trx, row, text);
    });
    ctx.events.emit('jobs.queued', {});
    // A new post has no likes, replies or reposts yet: nothing to hydrate.
    const author = { _id: user.id, username: user.username, name: user.name, profilePic: user.profilePic };
    return { ...toPostView(row, author), bookmarked: false };
  });
}

export async function getPost(ctx: AppContext, viewerId: string | null, id: string): Promise<PostView> {
  return presented(ctx, viewerId, await visiblePost(ctx, id));
}

/** Owner only. */
export async function deletePost(ctx: AppContext, userId: string, id: string): Promise<void> {
  const post = isId(id) ? await findPostById(ctx.db, id) : undefined;
  if (!post) throw notFound(postMessages.postNotFound);
  if (post.author_id !== userId) throw forbidden(postMessages.deleteOthers);
  await removePost(ctx, post);
}

/** Removes a post whoever asks (its owner, or an admin acting on a report): bare reposts, likes, replies, notifications and media go with it. */
export async function removePost(ctx: AppContext, post: PostRow): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const ids = [post.id, ...(await bareRepostIds(trx, post.id))];
    await deleteNotificationsBySubject(trx, ids);
    await deletePosts(trx, ids);
  });
  // Reposts embedding it depend on it in the view cache, so they go too.
  await ctx.cache.postsChanged([post.id]);
  await deleteMedia(ctx, [post.img, post.video]);
}

/**
 * Like or unlike. Concurrent clicks can never make two likes: the (post, user) primary key decides; the
 * like and its notification change in one transaction, so they always agree.
 */
export async function toggleLike(ctx: AppContext, userId: string, postId: string) {
  const post = await actionTarget(ctx, postId);
  await assertMayActOn(ctx, userId, post);
  await ctx.limits.consume('likesPerUser', userId);
  const liked = await toggleAndNotify(
    ctx,
    {
      remove: (trx) => deleteLike(trx, post.id, userId),
      add: (trx) => insertLike(trx, post.id, userId, ctx.clock()),
    },
    { type: 'like', senderId: userId, recipientId: post.author_id, postId: post.id },
  );
  await ctx.cache.postsChanged([post.id]);
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
  const post = await actionTarget(ctx, postId);
  await assertMayActOn(ctx, user.id, post);
  const id = newId();
  const createdAt = ctx.clock();
  const reply = { id, post_id: post.id, user_id: user.id, text, created_at: createdAt };
  await ctx.limits.spend('postsPerUser', user.id, () =>
    writeAndNotifyAll(ctx, async (trx) => {
      await insertReply(trx, reply);
      const replied = { type: 'reply', senderId: user.id, recipientId: post.author_id, postId: post.id, subjectId: id };
      return [replied as NotificationCause, ...(await replyMentionCauses(trx, reply, text))];
    }),
  );
  await ctx.cache.postsChanged([post.id]);
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

export async function userPosts(
  ctx: AppContext,
  viewerId: string | null,
  userKey: string,
  paging: Paging,
): Promise<PostView[]> {
  const [{ user }, viewer] = await Promise.all([
    findVisibleUser(ctx.db, viewerId, userKey),
    loadViewer(ctx.db, viewerId),
  ]);
  return fillPage(
    paging,
    (before, take) => authorPostsPage(ctx.db, user.id, { before, limit: take, offset: 0 }),
    (rows) => presentPosts(ctx, viewer, rows, 'list'),
  );
}

export interface UserReplyItem {
  reply: ReplyView;
  post: PostView;
}

/** A user's replies newest first, each with the post it answers (replies to posts hidden from the viewer are left out). */
export async function userReplies(
  ctx: AppContext,
  viewerId: string | null,
  userKey: string,
  paging: Paging,
): Promise<UserReplyItem[]> {
  const [{ user }, viewer] = await Promise.all([
    findVisibleUser(ctx.db, viewerId, userKey),
    loadViewer(ctx.db, viewerId),
  ]);
  return fillPage(
    paging,
    (before, take) => userRepliesPage(ctx.db, user.id, { before, limit: take, offset: 0 }),
    async (replies) => {
      const postIds = [...new Set(replies.map((r) => r.post_id))];
      const posts = await presentPosts(ctx, viewer, await findPostsByIds(ctx.db, postIds), 'list');
      return withPosts(replies, posts);
    },
  );
}

function withPosts(replies: readonly { id: string; post_id: string }[], posts: readonly PostView[]): UserReplyItem[] {
  const byId = new Map(posts.map((p) => [p._id, p]));
  return replies.flatMap((reply) => {
    const post = byId.get(reply.post_id);
    if (!post) return [];
    const view = post.replies.find((r) => r._id === reply.id);
    return view ? [{ reply: view, post }] : [];
  });
}
