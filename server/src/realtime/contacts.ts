import type { Db } from '../db/schema.js';
import { notBlockedWith } from '../visibility/index.js';

/**
 * The people whose presence a user is shown: everyone they share a conversation with (a pair or a group)
 * and everyone they follow, leaving out anyone a block stands between (either way, by the visibility
 * policy). Both come off an index on the user's own id, so the cost is their number of contacts.
 */
export async function contactIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('conversation_members as mine')
    .innerJoin('conversation_members as other', 'other.conversation_id', 'mine.conversation_id')
    .select('other.user_id as id')
    .where('mine.user_id', '=', userId)
    .where('other.user_id', '!=', userId)
    .where(notBlockedWith(userId, 'other.user_id'))
    .union(
      db
        .selectFrom('follows')
        .select('followee_id as id')
        .where('follower_id', '=', userId)
        .where(notBlockedWith(userId, 'follows.followee_id')),
    )
    .execute();
  return rows.map((row) => row.id);
}
