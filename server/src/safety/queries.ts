import type { Db } from '../db/schema.js';
import { joinVisibleAuthor } from '../visibility/index.js';

/** A blocks or mutes list: the people on it, newest first (active accounts only, as everywhere). */
const LIST_LIMIT = 1000;

export async function insertBlock(db: Db, blockerId: string, blockedId: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A block ends the follows between the two, both ways. */
export async function deleteFollowsBetween(db: Db, a: string, b: string): Promise<void> {
  await db
    .deleteFrom('follows')
    .where((eb) =>
      eb.or([
        eb.and([eb('follower_id', '=', a), eb('followee_id', '=', b)]),
        eb.and([eb('follower_id', '=', b), eb('followee_id', '=', a)]),
      ]),
    )
    .execute();
}

export async function blockedUsers(db: Db, blockerId: string) {
  return db
    .selectFrom('blocks')
    .$call((q) => joinVisibleAuthor(q, 'blocks.blocked_id', null))
    .selectAll('users')
    .where('blocks.blocker_id', '=', blockerId)
    .orderBy('blocks.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

export async function insertMute(db: Db, muterId: string, mutedId: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('mutes')
    .values({ muter_id: muterId, muted_id: mutedId, created_at: now })
    .onConflict((oc) => oc.columns(['muter_id', 'muted_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteMute(db: Db, muterId: string, mutedId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('mutes')
    .where('muter_id', '=', muterId)
    .where('muted_id', '=', mutedId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function mutedUsers(db: Db, muterId: string) {
  return db
    .selectFrom('mutes')
    .$call((q) => joinVisibleAuthor(q, 'mutes.muted_id', null))
    .selectAll('users')
    .where('mutes.muter_id', '=', muterId)
    .orderBy('mutes.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

export async function mutedWords(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('muted_words')
    .select('word')
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.word);
}

/** Replaces the whole list in one transaction. */
export async function replaceMutedWords(db: Db, userId: string, words: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('muted_words').where('user_id', '=', userId).execute();
    if (words.length === 0) return;
    await trx
      .insertInto('muted_words')
      .values(words.map((word, position) => ({ user_id: userId, word, position })))
      .execute();
  });
}
