import { phrases } from '../lib/i18n/phrases.js';

export const tagMessages = phrases({
  TAG_INVALID: 'A tag is 1 to 50 letters, digits or _, with at least one letter',
});
