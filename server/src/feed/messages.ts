import { phrases } from '../lib/i18n/phrases.js';

export const feedMessages = phrases({
  FEED_MEDIA_INVALID: 'media must be "video" or left out',
});
