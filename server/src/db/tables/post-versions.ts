import type { Selectable } from 'kysely';

/** A text and content warning a post had before an edit; the current ones are the post's own. */
export interface PostVersionsTable {
  post_id: string;
  id: string;
  text: string;
  spoiler: string;
  /** When this version was written: the post's creation, or the edit that wrote it. */
  written_at: number;
}

export type PostVersionRow = Selectable<PostVersionsTable>;
