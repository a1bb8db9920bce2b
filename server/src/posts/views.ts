import type { UserRow } from '../users/queries.js';
import type { PostRow, PostVersionRow, ReplyWithAuthor } from './queries.js';

export interface PostAuthor {
  _id: string;
  username: string;
  name: string;
  profilePic: string;
}

export interface ReplyView {
  _id: string;
  postId: string;
  userId: string;
  username: string;
  userProfilePic: string;
  text: string;
  createdAt: string;
}

/** The original of a repost, embedded so the web can render it without another request. */
export interface EmbeddedPost {
  _id: string;
  postedBy: PostAuthor;
  text: string;
  img: string | null;
  video: string | null;
  posterUrl: string | null;
  /** The video's size as shown, for its box before it loads; null without a video (or unknown). */
  videoWidth: number | null;
  videoHeight: number | null;
  /** The image's alt text; '' when none. */
  imgAlt: string;
  /** A content warning the text and media hide behind; '' when none. */
  spoiler: string;
  createdAt: string;
  /** The last edit's time; null when never edited. */
  editedAt: string | null;
}

export interface PostView extends EmbeddedPost {
  likes: string[];
  replies: ReplyView[];
  likesCount: number;
  repliesCount: number;
  repostsCount: number;
  /** The reposted post; null for an ordinary post or when the original is gone or hidden. */
  repostOf: EmbeddedPost | null;
  /** A repost without words of its own: its text, media, likes, replies and counts are the original's. */
  plainRepost: boolean;
  /** A quote whose original the viewer may not see (hidden by the policy, or its author frozen or suspended). */
  quotedUnavailable: boolean;
  /** Only for a logged-in viewer, added after the cache (views are shared by every reader). */
  bookmarked?: boolean;
  /** Whether the viewer made a plain repost of it (of the original, for a plain repost); false for visitors. Set per viewer after the cache. */
  reposted: boolean;
  /** Home feed only: the people followed (the reader included) who plainly reposted it, newest first. */
  repostedBy?: RepostedBy;
}

export interface RepostedBy {
  /** The newest few of them. */
  people: PostAuthor[];
  count: number;
}

interface Related {
  likes: string[];
  replies: ReplyView[];
  repostsCount: number;
}

export interface PostVersionView {
  text: string;
  spoiler: string;
  editedAt: string;
}

const isoTime = (ms: number) => new Date(ms).toISOString();

export function toPostAuthor(user: UserRow): PostAuthor {
  return { _id: user.id, username: user.username, name: user.name, profilePic: user.profile_pic };
}

export function toReplyView(reply: ReplyWithAuthor): ReplyView {
  return {
    _id: reply.id,
    postId: reply.post_id,
    userId: reply.user_id,
    username: reply.username,
    userProfilePic: reply.profile_pic,
    text: reply.text,
    createdAt: isoTime(reply.created_at),
  };
}

export function toEmbeddedPost(post: PostRow, author: PostAuthor): EmbeddedPost {
  return {
    _id: post.id,
    postedBy: author,
    text: post.text,
    img: post.img,
    video: post.video,
    posterUrl: post.poster,
    videoWidth: post.video_width,
    videoHeight: post.video_height,
    imgAlt: post.img_alt,
    spoiler: post.spoiler,
    createdAt: isoTime(post.created_at),
    editedAt: post.edited_at === null ? null : isoTime(post.edited_at),
  };
}

const NOTHING_RELATED: Related = { likes: [], replies: [], repostsCount: 0 };

/** Adds to the embedded view in place: spreading it into a new object cost several times the rest of the view. */
export function toPostView(
  post: PostRow,
  author: PostAuthor,
  related: Related = NOTHING_RELATED,
  repostOf: EmbeddedPost | null = null,
): PostView {
  return Object.assign(toEmbeddedPost(post, author), {
    likes: related.likes,
    replies: related.replies,
    likesCount: related.likes.length,
    repliesCount: related.replies.length,
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
  repost: PostRow,
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
    imgAlt: original.imgAlt,
    spoiler: original.spoiler,
    plainRepost: true,
  });
}

/** A repost without words of its own. */
export const isPlainRepost = (post: Pick<PostRow, 'repost_of' | 'text'>) => post.repost_of !== null && post.text === '';

/** Every version of a post, oldest first: the earlier ones, then the current one (its time: the last edit's). */
export function toPostHistory(post: PostRow, earlier: readonly PostVersionRow[]): PostVersionView[] {
  return [
    ...earlier.map((v) => ({ text: v.text, spoiler: v.spoiler, editedAt: isoTime(v.written_at) })),
    { text: post.text, spoiler: post.spoiler, editedAt: isoTime(post.edited_at ?? post.created_at) },
  ];
}
