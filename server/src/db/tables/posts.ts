import type { Generated, Selectable } from 'kysely';

export interface PostsTable {
  id: string;
  author_id: string;
  text: string;
  img: string | null;
  video: string | null;
  poster: string | null;
  /** The video's size as shown (rotation applied); null without a video. */
  video_width: number | null;
  video_height: number | null;
  /** The image's size; null without an image (or for a remote one of unknown size). */
  img_width: Generated<number | null>;
  img_height: Generated<number | null>;
  /** The image's BlurHash, painted while it loads; null without one (no image, or media from before 0042). */
  img_blurhash: Generated<string | null>;
  repost_of: string | null;
  created_at: number;
  /** The last edit's time; null for a post never edited. */
  edited_at: number | null;
  /** The image's alt text ('' when none). */
  img_alt: Generated<string>;
  /** The content warning shown instead of the post until opened ('' when none). */
  spoiler: Generated<string>;
  /** A reply's parent post; null for a post that starts a thread. */
  reply_to: Generated<string | null>;
  /** A reply's thread: the post that started it (null for that post itself). */
  thread_root: Generated<string | null>;
  /**
   * Set when a post with replies was deleted: the row stays, emptied, as "This post was deleted" in its thread,
   * and goes once its last reply does. Posts without replies are deleted outright.
   */
  deleted_at: Generated<number | null>;
  /** A remote post's ActivityPub id (unique); null for ours. */
  uri: Generated<string | null>;
  /** A remote post's page on its server; null for ours. */
  url: Generated<string | null>;
  /** 1 for a remote post addressed to its author's followers only (shown to them alone); 0 otherwise. */
  followers_only: Generated<number>;
  /** A remote reply stored before its parent: the parent's note id, until that note is stored and linked. */
  reply_to_uri: Generated<string | null>;
}

export type PostRow = Selectable<PostsTable>;

/** What a post's view is made of (`posts/views.ts`, `posts/hydrate.ts`): hydration reads only these columns. */
export const HYDRATED_POST_COLUMNS = [
  'id',
  'author_id',
  'text',
  'img',
  'video',
  'poster',
  'video_width',
  'video_height',
  'img_width',
  'img_height',
  'img_blurhash',
  'repost_of',
  'created_at',
  'edited_at',
  'img_alt',
  'spoiler',
  'reply_to',
  'deleted_at',
  'url',
] as const;
export type HydratedPostRow = Pick<PostRow, (typeof HYDRATED_POST_COLUMNS)[number]>;
