import type { UserRow } from '../users/queries.js';
import type { PostRow, ReplyWithAuthor } from './queries.js';

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
  createdAt: string;
}

export interface PostView extends EmbeddedPost {
  likes: string[];
  replies: ReplyView[];
  likesCount: number;
  repliesCount: number;
  repostsCount: number;
  /** The reposted post; null for an ordinary post or when the original is gone or hidden. */
  repostOf: EmbeddedPost | null;
}

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
    createdAt: new Date(reply.created_at).toISOString(),
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
    createdAt: new Date(post.created_at).toISOString(),
  };
}

/** Adds to the embedded view in place: spreading it into a new object cost several times the rest of the view. */
export function toPostView(
  post: PostRow,
  author: PostAuthor,
  related: { likes: string[]; replies: ReplyView[]; repostsCount: number; repostOf: EmbeddedPost | null } = {
    likes: [],
    replies: [],
    repostsCount: 0,
    repostOf: null,
  },
): PostView {
  return Object.assign(toEmbeddedPost(post, author), {
    likes: related.likes,
    replies: related.replies,
    likesCount: related.likes.length,
    repliesCount: related.replies.length,
    repostsCount: related.repostsCount,
    repostOf: related.repostOf,
  });
}
