import type { Selectable } from 'kysely';

/** A post's (or repost message's) hashtags, lower case without `#`, with the post's time for trends. */
export interface PostTagsTable {
  tag: string;
  post_id: string;
  created_at: number;
}

export type PostTagRow = Selectable<PostTagsTable>;
