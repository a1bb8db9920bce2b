import type { Insertable } from 'kysely';
import { unreadMessageTotal } from '../chat/queries/unread.js';
import type { Db } from '../db/schema.js';
import type { PushPreferencesTable } from '../db/tables/push-preferences.js';
import type { PushSubscriptionsTable } from '../db/tables/push-subscriptions.js';
import { dropPushesTo } from './jobs.js';

export type PushPreferenceFlags = Omit<PushPreferencesTable, 'user_id' | 'updated_at'>;

export async function findVapidKeys(db: Db) {
  return db.selectFrom('push_vapid_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
}

/** Stores the pair unless another process already did; the caller reads back whichever won. */
export async function insertVapidKeysOnce(db: Db, keys: { public_key: string; private_key: string }, now: number) {
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 1, ...keys, created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * A browser's endpoint belongs to whoever subscribed it last (people share devices and switch accounts); the
 * pushes still queued for its former owner are dropped, not shown to the new one.
 */
export async function upsertSubscription(db: Db, row: Insertable<PushSubscriptionsTable>) {
  const former = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id'])
    .where('endpoint', '=', row.endpoint)
    .executeTakeFirst();
  if (former && former.user_id !== row.user_id) await dropPushesTo(db, [former.id]);
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: row.user_id, p256dh: row.p256dh, auth: row.auth }))
    .execute();
}

/** Keeps the user's `keep` most recently subscribed endpoints and deletes the rest (with their queued pushes). */
export async function trimSubscriptions(db: Db, userId: string, keep: number) {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  await deleteSubscriptions(
    db,
    rows.map((row) => row.id),
  );
}

export async function deleteUserSubscription(db: Db, userId: string, endpoint: string) {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  if (row) await deleteSubscriptions(db, [row.id]);
}

/** A subscription goes with its queued pushes (the job queue has no foreign key to cascade from). */
export async function deleteSubscription(db: Db, id: string) {
  await deleteSubscriptions(db, [id]);
}

async function deleteSubscriptions(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await dropPushesTo(db, ids);
  await db.deleteFrom('push_subscriptions').where('id', 'in', ids).execute();
}

export async function subscriptionIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.id);
}

/**
 * The subscriptions of these people, each with its owner's message-push flag (null when they have no preferences
 * row; `kindIsOn` in service.ts reads it), in one statement: a chat message's pushes ask it once for all its
 * recipients.
 */
export async function messageSubscriptionsOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('push_subscriptions as s')
    .leftJoin('push_preferences as p', 'p.user_id', 's.user_id')
    .select(['s.id', 's.user_id', 'p.messages'])
    .where('s.user_id', 'in', userIds)
    .execute();
}

export async function findPreferences(db: Db, userId: string): Promise<PushPreferenceFlags | undefined> {
  return db
    .selectFrom('push_preferences')
    .select(['likes', 'replies', 'reposts', 'follows', 'mentions', 'messages'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function savePreferences(db: Db, userId: string, values: PushPreferenceFlags, now: number) {
  await db
    .insertInto('push_preferences')
    .values({ user_id: userId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/** Unread notifications plus unread messages sent to the user: the app icon's badge. */
export async function unreadTotal(db: Db, userId: string): Promise<number> {
  const notifications = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recipient_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  return Number(notifications?.count ?? 0) + (await unreadMessageTotal(db, userId));
}

/** A subscription as a send needs it, with its person's language (`push/localize.ts`). */
export async function findSubscription(db: Db, id: string) {
  return db
    .selectFrom('push_subscriptions')
    .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
    .select([
      'push_subscriptions.id',
      'push_subscriptions.endpoint',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
      'users.locale',
    ])
    .where('push_subscriptions.id', '=', id)
    .executeTakeFirst();
}

/** Notes that the subscription's pushes fail; returns since when they have been failing. */
export async function markFailing(db: Db, id: string, now: number): Promise<number> {
  await db
    .updateTable('push_subscriptions')
    .set({ failing_since: now })
    .where('id', '=', id)
    .where('failing_since', 'is', null)
    .execute();
  const row = await db.selectFrom('push_subscriptions').select('failing_since').where('id', '=', id).executeTakeFirst();
  return row?.failing_since ?? now;
}

export async function markDelivering(db: Db, id: string) {
  await db
    .updateTable('push_subscriptions')
    .set({ failing_since: null })
    .where('id', '=', id)
    .where('failing_since', 'is not', null)
    .execute();
}
