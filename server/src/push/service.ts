import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import {
  deleteUserSubscription,
  findPreferences,
  type PushPreferenceFlags,
  savePreferences,
  trimSubscriptions,
  upsertSubscription,
} from './queries.js';
import { type BrowserSubscription, validSubscription } from './subscription.js';

export interface PushPreferences {
  likes: boolean;
  replies: boolean;
  reposts: boolean;
  follows: boolean;
  mentions: boolean;
  messages: boolean;
}

export type PushKind = keyof PushPreferences;

const ALL_ON: PushPreferences = {
  likes: true,
  replies: true,
  reposts: true,
  follows: true,
  mentions: true,
  messages: true,
};

function toPreferences(row: PushPreferenceFlags): PushPreferences {
  return {
    likes: row.likes === 1,
    replies: row.replies === 1,
    reposts: row.reposts === 1,
    follows: row.follows === 1,
    mentions: row.mentions === 1,
    messages: row.messages === 1,
  };
}

/** More devices than anyone has; beyond it the oldest subscription goes, so one account cannot fan out without end. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

export async function subscribe(ctx: AppContext, userId: string, subscription: BrowserSubscription): Promise<void> {
  const valid = validSubscription(subscription, ctx.outbound.policy);
  await upsertSubscription(ctx.db, {
    id: newId(),
    user_id: userId,
    endpoint: valid.endpoint,
    p256dh: valid.keys.p256dh,
    auth: valid.keys.auth,
    created_at: ctx.clock(),
  });
  await trimSubscriptions(ctx.db, userId, MAX_SUBSCRIPTIONS_PER_USER);
}

/** Removes the endpoint if it is the user's; unsubscribing twice is not an error. */
export async function unsubscribe(ctx: AppContext, userId: string, endpoint: string): Promise<void> {
  await deleteUserSubscription(ctx.db, userId, endpoint);
}

/** Every kind is on until the person switches it off. */
async function preferencesIn(db: Db, userId: string): Promise<PushPreferences> {
  const row = await findPreferences(db, userId);
  return row ? toPreferences(row) : { ...ALL_ON };
}

export function getPreferences(ctx: AppContext, userId: string): Promise<PushPreferences> {
  return preferencesIn(ctx.db, userId);
}

export async function setPreferences(
  ctx: AppContext,
  userId: string,
  preferences: PushPreferences,
): Promise<PushPreferences> {
  const flag = (on: boolean) => (on ? 1 : 0);
  const flags: PushPreferenceFlags = {
    likes: flag(preferences.likes),
    replies: flag(preferences.replies),
    reposts: flag(preferences.reposts),
    follows: flag(preferences.follows),
    mentions: flag(preferences.mentions),
    messages: flag(preferences.messages),
  };
  await savePreferences(ctx.db, userId, flags, ctx.clock());
  return getPreferences(ctx, userId);
}

/** `db` may be a transaction: a notification's pushes are queued in the notification's own. */
export async function wantsPush(db: Db, userId: string, kind: PushKind): Promise<boolean> {
  return (await preferencesIn(db, userId))[kind];
}
