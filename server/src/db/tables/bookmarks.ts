import type { Selectable } from 'kysely';

export interface BookmarksTable {
  user_id: string;
  post_id: string;
  /** A ULID made when bookmarking: orders a person's bookmarks, newest first. */
  id: string;
  created_at: number;
}

export type BookmarkRow = Selectable<BookmarksTable>;
