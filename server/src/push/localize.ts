import { isLocale, type Locale } from '../lib/i18n/locales.js';
import { say } from '../lib/i18n/translate.js';
import { pushTexts } from './messages.js';
import type { PushPayload, PushWords, QueuedPush } from './payload.js';

function worded(words: PushWords, locale: Locale): string {
  const phrase = pushTexts[words.code];
  return phrase ? say({ ...phrase, params: words.params }, locale) : '';
}

/**
 * A queued push as it leaves: its title and body worded in the recipient's language as read with the
 * subscription at send time (`accountLocale`: their account's choice, else English; a language changed after
 * the push was queued counts), in the payload the service worker reads. A push queued before pushes carried
 * codes goes out as it was written.
 */
export function localizedPayload(accountLocale: string | null | undefined, queued: string): string {
  const { words, ...payload } = JSON.parse(queued) as QueuedPush;
  if (!words) return queued;
  const locale: Locale = isLocale(accountLocale) ? accountLocale : 'en';
  const sent: PushPayload = {
    ...payload,
    title: worded(words.title, locale) || payload.title,
    body: (words.body && worded(words.body, locale)) || payload.body,
  };
  return JSON.stringify(sent);
}
