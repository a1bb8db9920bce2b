import type { Db } from '../db/schema.js';
import { isLocale, type Locale } from '../lib/i18n/locales.js';
import { say } from '../lib/i18n/translate.js';
import { pushTexts } from './messages.js';
import type { PushPayload, PushWords, QueuedPush } from './payload.js';

/** The language of the person a subscription belongs to: their account's choice, else English. */
async function localeOfSubscription(db: Db, subscriptionId: string): Promise<Locale> {
  const row = await db
    .selectFrom('push_subscriptions')
    .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
    .select('users.locale')
    .where('push_subscriptions.id', '=', subscriptionId)
    .executeTakeFirst();
  return isLocale(row?.locale) ? row.locale : 'en';
}

function worded(words: PushWords, locale: Locale): string {
  const phrase = pushTexts[words.code];
  return phrase ? say({ ...phrase, params: words.params }, locale) : '';
}

/**
 * A queued push as it leaves: its title and body worded in the recipient's language as it is now (a
 * language changed after the push was queued counts), in the payload the service worker reads. A push
 * queued before pushes carried codes goes out as it was written.
 */
export async function localizedPayload(db: Db, subscriptionId: string, queued: string): Promise<string> {
  const { words, ...payload } = JSON.parse(queued) as QueuedPush;
  if (!words) return queued;
  const locale = await localeOfSubscription(db, subscriptionId);
  const sent: PushPayload = {
    ...payload,
    title: worded(words.title, locale) || payload.title,
    body: (words.body && worded(words.body, locale)) || payload.body,
  };
  return JSON.stringify(sent);
}
