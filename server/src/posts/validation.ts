import { charCount, IMG_ALT_MAX, POST_TEXT_MAX, SPOILER_MAX } from '@threads/contract';
import { badRequest } from '../errors.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { postMessages } from './messages.js';

/** Trims and checks a text against a length rule (500 characters unless told), counted in code points like the web counter. */
export function cleanText(text: string | undefined, lengthMessage: Phrase, max = POST_TEXT_MAX): string {
  const trimmed = (text ?? '').trim();
  if (charCount(trimmed) > max) throw badRequest(lengthMessage);
  return trimmed;
}

export const cleanSpoiler = (spoiler: string | undefined) =>
  cleanText(spoiler, postMessages.SPOILER_TOO_LONG, SPOILER_MAX);
export const cleanImgAlt = (imgAlt: string | undefined) =>
  cleanText(imgAlt, postMessages.ALT_TEXT_TOO_LONG, IMG_ALT_MAX);
