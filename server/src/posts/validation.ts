import { charCount, IMG_ALT_MAX, POST_TEXT_MAX, SPOILER_MAX } from '@threads/contract';
import { badRequest } from '../errors.js';

export const postMessages = {
  postNotFound: 'Post not found',
  postedByRequired: 'postedBy is required',
  postAsSomeoneElse: 'You can only post as yourself',
  emptyPost: 'A post needs text, an image or a video.',
  textLength: `Text must be at most ${POST_TEXT_MAX} characters long.`,
  replyRequired: 'Reply text is required.',
  replyLength: `Reply must be at most ${POST_TEXT_MAX} characters long.`,
  messageLength: `Message must be at most ${POST_TEXT_MAX} characters long.`,
  imgAltLength: `Alt text must be at most ${IMG_ALT_MAX} characters long.`,
  imgAltWithoutImage: 'Alt text needs an image.',
  spoilerLength: `Content warning must be at most ${SPOILER_MAX} characters long.`,
  postIdRequired: 'postId is required',
  alreadyReposted: 'You already reposted this post.',
  notReposted: 'You have not reposted this post.',
  deleteOthers: 'You can only delete your own posts',
  editOthers: 'You can only edit your own posts',
  editConflict: 'The post was edited at the same time. Please try again.',
  bookmarkCursor: 'before must be a post on your bookmarks',
  postDeleted: 'Post deleted successfully',
  replyNotFound: 'Reply not found',
  deleteOthersReply: 'You can only delete your own replies or replies to your posts',
  replyDeleted: 'Reply deleted successfully',
  liked: 'Post liked successfully',
  unliked: 'Post unliked successfully',
} as const;

/** Trims and checks a text against a length rule (500 characters unless told), counted in code points like the web counter. */
export function cleanText(text: string | undefined, lengthMessage: string, max = POST_TEXT_MAX): string {
  const trimmed = (text ?? '').trim();
  if (charCount(trimmed) > max) throw badRequest(lengthMessage);
  return trimmed;
}

export const cleanSpoiler = (spoiler: string | undefined) =>
  cleanText(spoiler, postMessages.spoilerLength, SPOILER_MAX);
export const cleanImgAlt = (imgAlt: string | undefined) => cleanText(imgAlt, postMessages.imgAltLength, IMG_ALT_MAX);
