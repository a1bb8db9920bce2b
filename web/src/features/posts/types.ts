/** The author as embedded in a post. */
export interface PostAuthor {
  _id: string;
  username: string;
  name: string;
  profilePic: string;
}

export interface Reply {
  _id: string;
  postId?: string;
  userId?: string;
  username: string;
  userProfilePic: string;
  text: string;
  createdAt?: string;
}

/** The original inside a repost: what is needed to show it, without its likes and replies. */
export interface EmbeddedPost {
  _id: string;
  postedBy: PostAuthor;
  text: string;
  img?: string | null;
  video?: string | null;
  posterUrl?: string | null;
  createdAt: string;
}

export interface Post extends EmbeddedPost {
  likes: string[];
  replies: Reply[];
  likesCount?: number;
  repliesCount?: number;
  repostsCount?: number;
  /** The shared post of a repost; null for an ordinary post or when the original is gone. */
  repostOf?: EmbeddedPost | null;
}

/** One entry of a profile's Replies tab: the user's reply and the post it answers. */
export interface UserReply {
  reply: Reply;
  post: Post;
}
