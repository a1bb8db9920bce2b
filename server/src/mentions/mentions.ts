import { mentionsOf } from '@threads/contract';
import type { Db } from '../db/schema.js';
import type { NotificationCause } from '../notifications/service.js';
import { visibleUsers } from '../visibility/index.js';

/** At most this many people are notified of one post. */
export const MAX_MENTIONS_NOTIFIED = 10;

/** The active people a text mentions, in the order it first names them, its author left out. */
async function mentionedPeople(db: Db, text: string, authorId: string): Promise<string[]> {
  const usernames = mentionsOf(text);
  if (usernames.length === 0) return [];
  const rows = await visibleUsers(db, null).select(['id', 'username']).where('username', 'in', usernames).execute();
  const idOf = new Map(rows.map((row) => [row.username, row.id]));
  return usernames.flatMap((name) => {
    const id = idOf.get(name);
    return id && id !== authorId ? [id] : [];
  });
}

/**
 * A post's (reply's, repost message's) mentions to notify, at create and at each edit: people it has not
 * notified yet, up to 10 for the post in all. They are recorded with the post in the caller's transaction;
 * the notification itself decides whether a block or a mute silences it.
 */
export async function postMentionCauses(
  db: Db,
  post: { id: string; author_id: string },
  text: string,
): Promise<NotificationCause[]> {
  return recordMentionCauses(db, post, await mentionedPeople(db, text, post.author_id));
}

/**
 * Of these mentioned people, those the post has not notified yet (up to 10 for the post in all), recorded in
 * the caller's transaction and returned as notification causes. Our posts and remote ones alike.
 */
export async function recordMentionCauses(
  db: Db,
  post: { id: string; author_id: string },
  people: readonly string[],
): Promise<NotificationCause[]> {
  if (people.length === 0) return [];
  const told = await db.selectFrom('post_mentions').select('user_id').where('post_id', '=', post.id).execute();
  const already = new Set(told.map((row) => row.user_id));
  const fresh = people.filter((id) => !already.has(id)).slice(0, MAX_MENTIONS_NOTIFIED - already.size);
  if (fresh.length === 0) return [];
  await db
    .insertInto('post_mentions')
    .values(fresh.map((user_id) => ({ post_id: post.id, user_id })))
    .execute();
  return fresh.map((recipientId) => ({
    type: 'mention',
    recipientId,
    senderId: post.author_id,
    postId: post.id,
    subjectId: post.id,
  }));
}
