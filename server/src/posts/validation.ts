import { badRequest } from '../errors.js';
import { charCount } from '../lib/text.js';

export const POST_TEXT_MAX = 500;

export const postMessages = {
  postNotFound: 'Post not found',
  postedByRequired: 'postedBy is required',
  postAsSomeoneElse: 'You can only post as yourself',
  emptyPost: 'A post needs text, an image or a video.',
  textLength: `Text must be at most ${POST_TEXT_MAX} characters long.`,
  replyRequired: 'Reply text is required.',
  replyLength: `Reply must be at most ${POST_TEXT_MAX} characters long.`,
  messageLength: `Message must be at most ${POST_TEXT_MAX} characters long.`,
  postIdRequired: 'postId is required',
  deleteOthers: 'You can only delete your own posts',
  postDeleted: 'Post deleted successfully',
  replyNotFound: 'Reply not found',
  deleteOthersReply: 'You can only delete your own replies or replies to your posts',
  replyDeleted: 'Reply deleted successfully',
  liked: 'Post liked successfully',
  unliked: 'Post unliked successfully',
} as const;

/** Trims and checks a text against the 500-character rule, counted in code points like the web counter. */
export function cleanText(text: string | undefined, lengthMessage: string): string {
  const trimmed = (text ?? '').trim();
  if (charCount(trimmed) > POST_TEXT_MAX) throw badRequest(lengthMessage);
  return trimmed;
}
