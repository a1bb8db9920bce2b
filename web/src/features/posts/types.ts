import type { ApiAnswer } from '../../lib/api-paths';

/** A post as the server sends it: author, text, media, likes, replies and counts, and the original of a repost. */
export type Post = ApiAnswer<'/api/posts/{id}', 'get'>;

/** The original inside a repost: what is needed to show it, without its likes and replies. */
export type EmbeddedPost = NonNullable<Post['repostOf']>;

/** The author as embedded in a post. */
export type PostAuthor = Post['postedBy'];

/** A post's direct reply as its `replies` list carries it (the seed contract's Reply). */
export type Reply = Post['replies'][number];

/** A new reply: the seed's reply fields and the post it is. */
export type ReplyAnswer = ApiAnswer<'/api/posts/reply/{id}', 'put'>;

/** One page of a post in its thread: the posts above it, the post, and a page of its replies. */
export type Thread = ApiAnswer<'/api/posts/{id}/thread', 'get'>;

/** A post in a thread, or the placeholder of one that was deleted or is hidden from the reader. */
export type ThreadPost = Thread['post'];

/** "This post was deleted." or "This post is unavailable.", kept in its place in a thread. */
export type HiddenPost = Extract<ThreadPost, { hidden: string }>;

/** A reply on a thread page, with its first replies and how many more it has. */
export type ThreadReply = Thread['replies'][number];

export const isHidden = (post: ThreadPost): post is HiddenPost => 'hidden' in post;

/** One entry of a profile's Replies tab: the user's reply and the post it answers. */
export type UserReply = ApiAnswer<'/api/posts/user/{username}/replies', 'get'>[number];

/** One version in a post's edit history (the original, each edit, the current text). */
export type PostVersion = ApiAnswer<'/api/posts/{id}/history', 'get'>[number];
