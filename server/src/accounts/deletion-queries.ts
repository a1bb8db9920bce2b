import { auditNames } from '../admin/queries.js';
import type { Db } from '../db/schema.js';
import { dropFanoutOf } from '../feed/fanout-jobs.js';
import { othersRepliedTo } from '../posts/placeholder-queries.js';
import { dropPushesOf } from '../push/jobs.js';
import { resolvedReportsBy } from '../reports/forget-person.js';

/** Every stored object of the person (avatar, post and story media, posters, chat images). */
export async function mediaKeysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('media')
    .select(['file_name', 'poster_file_name'])
    .where('owner_id', '=', userId)
    .execute();
  return rows.flatMap((row) => [row.file_name, ...(row.poster_file_name ? [row.poster_file_name] : [])]);
}

/**
 * Whether the person leaves records that stay for others: conversations the other side keeps, audit log
 * entries and reports they resolved, posts others replied to. Those name a stand-in instead of them.
 */
export async function needsStandIn(db: Db, userId: string): Promise<boolean> {
  const conversation = await db
    .selectFrom('conversation_members')
    .select('conversation_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return (
    conversation !== undefined ||
    (await auditNames(db, userId)) ||
    (await resolvedReportsBy(db, userId)) ||
    (await othersRepliedTo(db, userId))
  );
}

/**
 * An account that stands in for a deleted person in the conversations the other side keeps and in the
 * moderation records: frozen,
 * unusable (no password verifies against '!'), and named by its own id, which no real username can be
 * (usernames never start with a digit). It holds nothing of the person.
 */
export async function insertStandIn(db: Db, id: string, now: number): Promise<void> {
  const name = id.toLowerCase();
  await db
    .insertInto('users')
    .values({
      id,
      username: name,
      email: `${name}@deleted.invalid`,
      name: '',
      name_lower: '',
      bio: '',
      profile_pic: '',
      password_hash: '!',
      is_frozen: 1,
      totp_enabled: 0,
      deleted_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * Hands the person's side of every pair to the stand-in and drops their own memberships (they leave their
 * groups); their messages go, so the others' last message is recomputed.
 */
export async function handConversationsTo(db: Db, userId: string, standInId: string): Promise<void> {
  const groups = await db
    .selectFrom('conversation_members')
    .select('conversation_id')
    .where('user_id', '=', userId)
    .where('other_user_id', 'is', null)
    .execute();
  const groupIds = groups.map((g) => g.conversation_id);
  // The pair stays ordered (user_low < user_high), so the pair lookup keeps finding the conversation.
  await db
    .updateTable('conversations')
    .set((eb) => ({
      user_low: eb.case().when('user_high', '<', standInId).then(eb.ref('user_high')).else(standInId).end(),
      user_high: eb.case().when('user_high', '<', standInId).then(standInId).else(eb.ref('user_high')).end(),
    }))
    .where('user_low', '=', userId)
    .execute();
  await db
    .updateTable('conversations')
    .set((eb) => ({
      user_low: eb.case().when('user_low', '<', standInId).then(eb.ref('user_low')).else(standInId).end(),
      user_high: eb.case().when('user_low', '<', standInId).then(standInId).else(eb.ref('user_low')).end(),
    }))
    .where('user_high', '=', userId)
    .execute();
  await db.deleteFrom('conversation_members').where('user_id', '=', userId).execute();
  await db
    .updateTable('conversation_members')
    .set({ other_user_id: standInId })
    .where('other_user_id', '=', userId)
    .execute();
  await db.deleteFrom('messages').where('sender_id', '=', userId).execute();
  await db
    .updateTable('conversation_members')
    .set((eb) => ({
      last_message_id: eb
        .selectFrom('messages')
        .select((m) => m.fn.max('messages.id').as('last'))
        .whereRef('messages.conversation_id', '=', 'conversation_members.conversation_id'),
    }))
    .where((eb) =>
      eb.or([
        eb('other_user_id', '=', standInId),
        ...(groupIds.length > 0 ? [eb('conversation_id', 'in', groupIds)] : []),
      ]),
    )
    .execute();
  // The other side's chat images stay viewable by them; they were shared with the person, now with nobody real.
  await db.updateTable('media').set({ shared_with_id: standInId }).where('shared_with_id', '=', userId).execute();
}

/** Other people's reposts of the person's posts that add nothing of their own go with those posts. */
export async function deleteBareRepostsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('posts as repost')
    .innerJoin('posts as original', 'original.id', 'repost.repost_of')
    .select('repost.id')
    .where('original.author_id', '=', userId)
    .where('repost.text', '=', '')
    .where('repost.img', 'is', null)
    .where('repost.video', 'is', null)
    .execute();
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) await db.deleteFrom('posts').where('id', 'in', ids).execute();
  return ids;
}

/**
 * Rows that name the person without a foreign key to cascade from (home timelines, fan-out and push jobs),
 * then the person's row, which takes everything else with it: sessions, follows both ways, posts (and
 * their likes, replies and notifications), likes, replies, stories and views, messages, notifications
 * to and from them, media rows, 2FA and reset rows.
 */
export async function deleteUserRows(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('timeline_entries')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('author_id', '=', userId)]))
    .execute();
  await dropFanoutOf(db, userId);
  await dropPushesOf(db, userId);
  await db.deleteFrom('actor_keys').where('owner', '=', userId).execute();
  await db.deleteFrom('received_activities').where('object_uri', 'like', `%/ap/users/${userId}`).execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
