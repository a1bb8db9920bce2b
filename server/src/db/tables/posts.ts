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
  repost_of: string | null;
  created_at: number;
  /** The last edit's time; null for a post never edited. */
  edited_at: number | null;
  /** The image's alt text ('' when none). */
  img_alt: Generated<string>;
  /** The content warning shown instead of the post until opened ('' when none). */
  spoiler: Generated<string>;
}

export type PostRow = Selectable<PostsTable>;
