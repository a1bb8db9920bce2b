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

/**
 * Whether a person wants pushes of this kind, from their preferences row (or only its `kind` flag): every kind is
 * on until the person switches it off, so no row (`undefined`, or `null` from an outer join) means on.
 */
export function kindIsOn(row: Partial<Record<PushKind, number | null>> | undefined, kind: PushKind): boolean {
  return row?.[kind] !== 0;
}

function preferencesOf(row: PushPreferenceFlags | undefined): PushPreferences {
  const on = (kind: PushKind) => kindIsOn(row, kind);
  return {
    likes: on('likes'),
    replies: on('replies'),
    reposts: on('reposts'),
    follows: on('follows'),
    mentions: on('mentions'),
    messages: on('messages'),
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

export async function getPreferences(ctx: AppContext, userId: string): Promise<PushPreferences> {
  return preferencesOf(await findPreferences(ctx.db, userId));
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
  return kindIsOn(await findPreferences(db, userId), kind);
}
