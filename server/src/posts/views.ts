import type { Static } from 'typebox';
import type { PostVersionRow } from '../db/tables/post-versions.js';
import type { HydratedPostRow, PostRow } from '../db/tables/posts.js';
import type { PostAuthorRow } from '../db/tables/users.js';
import type { ReplyWithAuthor } from './reply-queries.js';
import type {
  EmbeddedPostSchema,
  HiddenPostSchema,
  PostAuthorSchema,
  PostHistorySchema,
  PostSchema,
  ReplyAnswerSchema,
  ReplySchema,
  ThreadPostSchema,
} from './schemas.js';

export type PostAuthor = Static<typeof PostAuthorSchema>;

export type ReplyView = Static<typeof ReplySchema>;

export type EmbeddedPost = Static<typeof EmbeddedPostSchema>;

export type PostView = Static<typeof PostSchema>;

export type ReplyAnswer = Static<typeof ReplyAnswerSchema>;

export type HiddenPost = Static<typeof HiddenPostSchema>;

export type ThreadPost = Static<typeof ThreadPostSchema>;

export type ReplyTo = PostView['replyTo'];

export type RepostedBy = NonNullable<PostView['repostedBy']>;

interface Related {
  likes: string[];
  replies: ReplyView[];
  repostsCount: number;
}

export type PostVersionView = Static<typeof PostHistorySchema>[number];

const isoTime = (ms: number) => new Date(ms).toISOString();

export function toPostAuthor(user: PostAuthorRow): PostAuthor {
  return { _id: user.id, username: user.username, name: user.name, profilePic: user.profile_pic };
}

/** A direct reply in its parent's `replies` (the seed contract's Reply). */
export function toReplyView(reply: ReplyWithAuthor): ReplyView {
  return {
    _id: reply.id,
    postId: reply.reply_to ?? '',
    userId: reply.author_id,
    username: reply.username,
    userProfilePic: reply.profile_pic,
    text: reply.text,
    createdAt: isoTime(reply.created_at),
  };
}

/** A new reply as the seed contract answers it, and as the post it is. */
export function toReplyAnswer(post: PostView): ReplyAnswer {
  return {
    ...post,
    postId: post.replyTo?._id ?? '',
    userId: post.postedBy._id,
    username: post.postedBy.username,
    userProfilePic: post.postedBy.profilePic,
  };
}

export function toEmbeddedPost(post: HydratedPostRow, author: PostAuthor, replyTo: ReplyTo = null): EmbeddedPost {
  const view: EmbeddedPost = {
    _id: post.id,
    postedBy: author,
    text: post.text,
    img: post.img,
    video: post.video,
    posterUrl: post.poster,
    videoWidth: post.video_width,
    videoHeight: post.video_height,
    imgWidth: post.img_width,
    imgHeight: post.img_height,
    imgBlurhash: post.img_blurhash,
    imgAlt: post.img_alt,
    spoiler: post.spoiler,
    createdAt: isoTime(post.created_at),
    editedAt: post.edited_at === null ? null : isoTime(post.edited_at),
    replyTo,
  };
  if (post.url) view.originalUrl = post.url;
  return view;
}

const NOTHING_RELATED: Related = { likes: [], replies: [], repostsCount: 0 };

/** Adds to the embedded view in place: spreading it into a new object cost several times the rest of the view. */
export function toPostView(
  post: HydratedPostRow,
  author: PostAuthor,
  related: Related = NOTHING_RELATED,
  repostOf: EmbeddedPost | null = null,
  replyTo: ReplyTo = null,
): PostView {
  return Object.assign(toEmbeddedPost(post, author, replyTo), {
    likes: related.likes,
    replies: related.replies,
    likesCount: related.likes.length,
    repliesCount: related.replies.length,
    replyCount: related.replies.length,
    repostsCount: related.repostsCount,
    repostOf,
    plainRepost: false,
    quotedUnavailable: post.repost_of !== null && repostOf === null,
    reposted: false,
  });
}

/**
 * A plain repost shows the original: its text, media, likes, replies and counts (clients that know nothing
 * of `repostOf` draw it as the original), under the reposter's name and the repost's time.
 */
export function toPlainRepostView(
  repost: HydratedPostRow,
  reposter: PostAuthor,
  original: EmbeddedPost,
  originalRelated: Related,
): PostView {
  return Object.assign(toPostView(repost, reposter, originalRelated, original), {
    text: original.text,
    img: original.img,
    video: original.video,
    posterUrl: original.posterUrl,
    videoWidth: original.videoWidth,
    videoHeight: original.videoHeight,
    imgWidth: original.imgWidth,
    imgHeight: original.imgHeight,
    imgBlurhash: original.imgBlurhash,
    imgAlt: original.imgAlt,
    spoiler: original.spoiler,
    replyTo: original.replyTo,
    plainRepost: true,
  });
}

/** In a thread, a post the viewer cannot see. */
export const toHiddenPost = (id: string, hidden: HiddenPost['hidden'], replyCount: number): HiddenPost => ({
  _id: id,
  hidden,
  replyCount,
});

export const isHidden = (post: ThreadPost): post is HiddenPost => 'hidden' in post;

/** A repost without words of its own. */
export const isPlainRepost = (post: Pick<PostRow, 'repost_of' | 'text'>) => post.repost_of !== null && post.text === '';

/** Every version of a post, oldest first: the earlier ones, then the current one (its time: the last edit's). */
export function toPostHistory(post: PostRow, earlier: readonly PostVersionRow[]): PostVersionView[] {
  return [
    ...earlier.map((v) => ({ text: v.text, spoiler: v.spoiler, editedAt: isoTime(v.written_at) })),
    { text: post.text, spoiler: post.spoiler, editedAt: isoTime(post.edited_at ?? post.created_at) },
  ];
}
