import type { ApiAnswer } from '../../lib/api-paths';

/** A post as the server sends it: author, text, media, likes, replies and counts, and the original of a repost. */
export type Post = ApiAnswer<'/api/posts/{id}', 'get'>;

/** The original inside a repost: what is needed to show it, without its likes and replies. */
export type EmbeddedPost = NonNullable<Post['repostOf']>;

/** The author as embedded in a post. */
export type PostAuthor = Post['postedBy'];

export type Reply = Post['replies'][number];

/** One entry of a profile's Replies tab: the user's reply and the post it answers. */
export type UserReply = ApiAnswer<'/api/posts/user/{username}/replies', 'get'>[number];

/** One version in a post's edit history (the original, each edit, the current text). */
export type PostVersion = ApiAnswer<'/api/posts/{id}/history', 'get'>[number];
