import type { SessionUser } from '../auth/session-user.js';
import type { AppContext } from '../context.js';
import { isId, newId } from '../db/ids.js';
import type { Paging } from '../db/pagination.js';
import type { Db } from '../db/schema.js';
import type { PostRow } from '../db/tables/posts.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { federateLike } from '../federation/outgoing-acts.js';
import { federatePost } from '../federation/post-jobs.js';
import { enqueuePostFanout } from '../feed/fanout-jobs.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import type { SpooledFile } from '../media/service.js';
import { storeThenWrite } from '../media/store-then-write.js';
import type { Upload } from '../media/upload-request.js';
import { type NotificationCause, toggleAndNotify, writeAndNotifyAll } from '../notifications/service.js';
import { assertCanInteract, fillPage, findVisibleAuthor, loadViewer } from '../visibility/index.js';
import { hidesFollowersOnlyOf, withoutOthersFollowersOnly } from './followers-only.js';
import { countLikes, deleteLike, insertLike } from './like-queries.js';
import type { ListedPost } from './list-json.js';
import { postMessages, postResults } from './messages.js';
import { asSeen, presentListedPostIds, presentPosts } from './present.js';
import {
  authorPostIdsPage,
  findAuthorPostsToHydrate,
  findVisiblePost,
  findVisiblePostHead,
  insertPost,
} from './queries.js';
import { cleanImgAlt, cleanSpoiler, cleanText } from './validation.js';
import { isPlainRepost, type PostView, toPostView } from './views.js';
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
  if (!post) throw notFound(postMessages.POST_NOT_FOUND);
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
  const [visible] = await presentPosts(ctx, await loadViewer(ctx, viewerId), [row], 'list');
  if (!visible) throw notFound(postMessages.POST_NOT_FOUND);
  return visible;
}

/** Acting on someone else's post asks the policy: 403 when a block stands between them. */
export async function assertMayActOn(ctx: AppContext, actorId: string, post: PostRow): Promise<void> {
  if (post.author_id !== actorId) await assertCanInteract(ctx.db, actorId, post.author_id);
}

/** A new post's or reply's content, checked (`cleanContent`) before anything is stored. */
export interface PostContent {
  text: string;
  img: Upload | undefined;
  imgAlt: string;
  spoiler: string;
  video: SpooledFile | undefined;
}

/** The text and media rules of a post, and of a reply (with its own texts): 400 before anything is stored. */
export function cleanContent(
  input: Omit<NewPost, 'postedBy'>,
  messages: { empty: Phrase; length: Phrase } = {
    empty: postMessages.POST_EMPTY,
    length: postMessages.POST_TEXT_TOO_LONG,
  },
): PostContent {
  const text = cleanText(input.text, messages.length);
  const img = input.img === '' ? undefined : input.img;
  if (!text && !img && !input.video) throw badRequest(messages.empty);
  const imgAlt = cleanImgAlt(input.imgAlt);
  if (imgAlt && img === undefined) throw badRequest(postMessages.ALT_TEXT_WITHOUT_IMAGE);
  return { text, img, imgAlt, spoiler: cleanSpoiler(input.spoiler), video: input.video };
}

/** Checks everything before storing anything: a refused post leaves no row and no file behind. */
export async function createPost(ctx: AppContext, user: SessionUser, input: NewPost): Promise<PostView> {
  if (!input.postedBy) throw badRequest(postMessages.POSTED_BY_REQUIRED);
  if (input.postedBy !== user.id) throw forbidden(postMessages.POST_AS_SOMEONE_ELSE);
  const content = cleanContent(input);
  return ctx.limits.spend('postsPerUser', user.id, async () => {
    const row = await storePost(ctx, user.id, content, null, async (trx, post) => {
      await enqueuePostFanout(trx, post);
      return [];
    });
    ctx.events.emit('jobs.queued', {});
    ctx.events.emit('timelines.changed', { userIds: [user.id] });
    // A new post has no likes, replies or reposts yet: nothing to hydrate.
    const author = { _id: user.id, username: user.username, name: user.name, profilePic: user.profilePic };
    return { ...toPostView(row, author), bookmarked: false };
  });
}

/**
 * Stores the media, then the post (a reply when it has a parent), what its words mean and whatever `also`
 * adds, with the notifications all of that causes, in one transaction; a failure leaves no file behind.
 */
export async function storePost(
  ctx: AppContext,
  authorId: string,
  content: PostContent,
  parent: PostRow | null,
  also: (trx: Db, row: PostRow) => Promise<NotificationCause[]>,
): Promise<PostRow> {
  const { text, imgAlt, spoiler } = content;
  const uploads = {
    img: { upload: content.img, accept: 'image' },
    video: { upload: content.video, accept: 'video' },
  } as const;
  return storeThenWrite(ctx, authorId, uploads, async ({ img: image, video }) => {
    const row: PostRow = {
      id: newId(),
      author_id: authorId,
      text,
      img: image?.url ?? null,
      video: video?.url ?? null,
      poster: video?.posterUrl ?? null,
      video_width: video?.width ?? null,
      video_height: video?.height ?? null,
      img_width: image?.width ?? null,
      img_height: image?.height ?? null,
      img_blurhash: image?.blurhash ?? null,
      repost_of: null,
      created_at: ctx.clock(),
      edited_at: null,
      img_alt: image ? imgAlt : '',
      spoiler,
      reply_to: parent?.id ?? null,
      thread_root: parent ? (parent.thread_root ?? parent.id) : null,
      deleted_at: null,
      uri: null,
      url: null,
      followers_only: 0,
      reply_to_uri: null,
    };
    await writeAndNotifyAll(ctx, async (trx) => {
      await insertPost(trx, row);
      const caused = await also(trx, row);
      const causes = [...caused, ...(await indexPostWords(trx, row, text))];
      await federatePost(ctx, trx, 'create', row);
      return causes;
    });
    return row;
  });
}

/** The post page: a narrow check of the row, then the view from the post-view cache (the row only on a miss). */
export async function getPost(ctx: AppContext, viewerId: string | null, id: string): Promise<PostView> {
  return asSeen(await getPostListed(ctx, viewerId, id));
}

/** One post as a listed post (its shared view, the viewer's fields apart): the post page writes it with `sendPost`. */
export async function getPostListed(ctx: AppContext, viewerId: string | null, id: string): Promise<ListedPost> {
  const [head, viewer] = await Promise.all([
    isId(id) ? findVisiblePostHead(ctx.db, id) : undefined,
    loadViewer(ctx, viewerId),
  ]);
  const shown = head ? withoutOthersFollowersOnly(viewer, [head]) : [];
  const [visible] = await presentListedPostIds(
    ctx,
    viewer,
    shown.map((row) => row.id),
    'list',
  );
  if (!visible) throw notFound(postMessages.POST_NOT_FOUND);
  return visible;
}

/**
 * Like or unlike. Concurrent clicks can never make two likes: the (post, user) primary key decides; the
 * like and its notification change in one transaction, so they always agree (with, for a remote post, the
 * Like or Undo queued for its server).
 */
export async function toggleLike(ctx: AppContext, userId: string, postId: string) {
  const post = await actionTarget(ctx, postId);
  await assertMayActOn(ctx, userId, post);
  await ctx.limits.consume('likesPerUser', userId);
  const liked = await toggleAndNotify(
    ctx,
    {
      remove: async (trx) => {
        const removed = await deleteLike(trx, post.id, userId);
        if (removed) await federateLike(ctx, trx, userId, post, false);
        return removed;
      },
      add: async (trx) => {
        const added = await insertLike(trx, post.id, userId, ctx.clock());
        if (added) await federateLike(ctx, trx, userId, post, true);
        return added;
      },
    },
    { type: 'like', senderId: userId, recipientId: post.author_id, postId: post.id },
  );
  ctx.events.emit('jobs.queued', {});
  ctx.events.emit('posts.changed', { postIds: [post.id] });
  return {
    message: liked ? postResults.liked : postResults.unliked,
    liked,
    likesCount: await countLikes(ctx.db, post.id),
  };
}

export async function userPosts(
  ctx: AppContext,
  viewerId: string | null,
  userKey: string,
  paging: Paging,
): Promise<PostView[]> {
  return (await userPostsListed(ctx, viewerId, userKey, paging)).map(asSeen);
}

/** A user's posts as listed posts (shared views, the viewer's fields apart): the route writes them with `sendPostList`. */
export async function userPostsListed(
  ctx: AppContext,
  viewerId: string | null,
  userKey: string,
  paging: Paging,
): Promise<ListedPost[]> {
  const viewer = await loadViewer(ctx, viewerId);
  const user = await findVisibleAuthor(ctx.db, viewer, userKey);
  const publicOnly = hidesFollowersOnlyOf(viewer, user);
  return fillPage(
    paging,
    (before, take) => authorPostIdsPage(ctx.db, user.id, publicOnly, { before, limit: take }),
    (rows) =>
      presentListedPostIds(
        ctx,
        viewer,
        rows.map((row) => row.id),
        'list',
        (missing) => findAuthorPostsToHydrate(ctx.db, user.id, missing),
        [user],
      ),
  );
}
