import { SEARCH_MAX_CHARS } from '@threads/contract';
import { phrases } from '../lib/i18n/phrases.js';

export const searchMessages = phrases({
  SEARCH_QUERY_INVALID: ['Search for 1 to {max} characters with at least one word', { max: SEARCH_MAX_CHARS }],
});
