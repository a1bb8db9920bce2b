import type { InboxContext } from '@fedify/fedify';
import type { Activity } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import { heardFrom } from './instances.js';

/** How long an accepted activity's id is kept (a repeated delivery within it is recognised). */
export const RECEIVED_KEPT_MS = 7 * 24 * 60 * 60_000;

/**
 * Records an activity our inbox accepted (its signature verified by Fedify) and that its server reached us.
 * False when the same activity id was already received: the listener does nothing the second time.
 */
export async function recordReceived(ctx: InboxContext<AppContext>, activity: Activity): Promise<boolean> {
  const app = ctx.data;
  if (!activity.id || !activity.actorId) return false;
  const now = app.clock();
  await heardFrom(app.db, activity.actorId.host, now);
  const inserted = await app.db
    .insertInto('received_activities')
    .values({
      id: newId(),
      activity_uri: activity.id.href,
      type: activity.constructor.name,
      actor_uri: activity.actorId.href,
      object_uri: activity.objectId?.href ?? null,
      received_at: now,
    })
    .onConflict((oc) => oc.column('activity_uri').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Whether the activity comes from a remote person an admin suspended here: nothing of theirs is acted on. */
async function fromSuspended(ctx: InboxContext<AppContext>, activity: Activity): Promise<boolean> {
  if (!activity.actorId) return false;
  const sender = await ctx.data.db
    .selectFrom('users')
    .select('suspended_at')
    .where('actor_uri', '=', activity.actorId.href)
    .executeTakeFirst();
  return sender !== undefined && sender.suspended_at !== null;
}

/** Runs an inbox listener once per activity id, after recording it, unless its sender is suspended here. */
export function once<T extends Activity>(
  listener: (ctx: InboxContext<AppContext>, activity: T) => Promise<void>,
): (ctx: InboxContext<AppContext>, activity: T) => Promise<void> {
  return async (ctx, activity) => {
    if ((await recordReceived(ctx, activity)) && !(await fromSuspended(ctx, activity))) await listener(ctx, activity);
  };
}

/** Received ids, and tombstones of notes deleted before we had them, are kept a week. */
export async function sweepReceived(ctx: AppContext): Promise<void> {
  const before = ctx.clock() - RECEIVED_KEPT_MS;
  await ctx.db.deleteFrom('received_activities').where('received_at', '<', before).execute();
  await ctx.db.deleteFrom('remote_tombstones').where('deleted_at', '<', before).execute();
}
