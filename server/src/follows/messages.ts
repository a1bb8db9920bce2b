import { phrases } from '../lib/i18n/phrases.js';

export const followMessages = phrases({
  FOLLOW_SELF: 'You cannot follow yourself',
  FOLLOW_CURSOR_INVALID: 'beforeId must be the id of the last user of the previous page, given with before',
});
