import { MAX_MUTED_WORD_CHARS, MAX_MUTED_WORDS } from '@threads/contract';
import { phrases } from '../lib/i18n/phrases.js';

/** Blocks, mutes and muted words. */
export const safetyMessages = phrases({
  BLOCK_SELF: 'You cannot block yourself',
  MUTE_SELF: 'You cannot mute yourself',
  MUTED_WORDS_REQUIRED: 'words must be a list of words',
  TOO_MANY_MUTED_WORDS: ['You can mute at most {max} words', { max: MAX_MUTED_WORDS }],
  MUTED_WORD_LENGTH: ['Each muted word must be 1 to {max} characters long', { max: MAX_MUTED_WORD_CHARS }],
});
