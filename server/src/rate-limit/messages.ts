import { phrases } from '../lib/i18n/phrases.js';

/** What each rate limit answers with its 429. */
export const limitMessages = phrases({
  LOGIN_THROTTLED: 'Too many failed login attempts. Please try again later.',
  TWO_FACTOR_THROTTLED: 'Too many failed attempts. Please try again later.',
  SIGNUPS_THROTTLED: 'Too many sign-ups from this network. Please try again later.',
  EMAIL_CHANGES_THROTTLED: 'Too many email changes. Please try again later.',
  POSTING_TOO_FAST: 'You are posting too fast. Please slow down.',
  EDITING_TOO_FAST: 'You are editing too fast. Please slow down.',
  BOOKMARKING_TOO_FAST: 'You are bookmarking too fast. Please slow down.',
  UPLOADS_THROTTLED: 'Too many uploads. Please try again later.',
  RESETS_THROTTLED: 'Too many reset requests. Please try again later.',
  RESET_CONFIRMS_THROTTLED: 'Too many attempts. Please try again later.',
  EXPORTS_THROTTLED: 'You can download your data once every 10 minutes.',
  MESSAGING_TOO_FAST: 'You are sending messages too fast. Please slow down.',
  LIKING_TOO_FAST: 'You are liking too fast. Please slow down.',
  FOLLOWING_TOO_FAST: 'You are following too fast. Please slow down.',
  REPOSTING_TOO_FAST: 'You are reposting too fast. Please slow down.',
  STORY_VIEWS_THROTTLED: 'Too many story views. Please slow down.',
  INBOX_TOO_FAST: 'Too many activities from your server. Please slow down.',
  REPORTING_TOO_FAST: 'You are sending too many reports. Please try again later.',
});
