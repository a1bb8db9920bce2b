import type { Static } from 'typebox';
import type { PostVersionRow } from '../db/tables/post-versions.js';
import type { PostRow } from '../db/tables/posts.js';
import type { UserRow } from '../db/tables/users.js';
import type { ReplyWithAuthor } from './queries.js';
import type { EmbeddedPostSchema, PostAuthorSchema, PostHistorySchema, PostSchema, ReplySchema } from './schemas.js';

export type PostAuthor = Static<typeof PostAuthorSchema>;

export type ReplyView = Static<typeof ReplySchema>;

export type EmbeddedPost = Static<typeof EmbeddedPostSchema>;

export type PostView = Static<typeof PostSchema>;

export type RepostedBy = NonNullable<PostView['repostedBy']>;

interface Related {
  likes: string[];
  replies: ReplyView[];
  repostsCount: number;
}

export type PostVersionView = Static<typeof PostHistorySchema>[number];

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
