import type { Selectable } from 'kysely';

/** The people a post has notified of a mention: an edit notifies only people not in here. */
export interface PostMentionsTable {
  post_id: string;
  user_id: string;
}

export type PostMentionRow = Selectable<PostMentionsTable>;
