import { phrases } from '../lib/i18n/phrases.js';

/** Confirming who one is before a sensitive change. */
export const reauthMessages = phrases({
  CURRENT_PASSWORD_REQUIRED: 'Enter your current password to change your password or email.',
  CURRENT_PASSWORD_WRONG: 'Your current password is incorrect.',
});
