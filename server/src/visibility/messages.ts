import { phrases } from '../lib/i18n/phrases.js';

/** What a person hidden from the viewer, or one they cannot act on, answers. */
export const visibilityMessages = phrases({
  USER_NOT_FOUND: 'User not found',
  USER_BLOCKED: 'You cannot interact with this user',
});
