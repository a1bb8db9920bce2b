import { IMG_ALT_MAX, POST_TEXT_MAX, SPOILER_MAX } from '@threads/contract';
import { phrases } from '../lib/i18n/phrases.js';

/** Every refusal of posts, replies, reposts, edits and bookmarks, keyed by code. */
export const postMessages = phrases({
  POST_NOT_FOUND: 'Post not found',
  POSTED_BY_REQUIRED: 'postedBy is required',
  POST_AS_SOMEONE_ELSE: 'You can only post as yourself',
  POST_EMPTY: 'A post needs text, an image or a video.',
  POST_TEXT_TOO_LONG: ['Text must be at most {max} characters long.', { max: POST_TEXT_MAX }],
  REPLY_TEXT_REQUIRED: 'Reply text is required.',
  REPLY_TEXT_TOO_LONG: ['Reply must be at most {max} characters long.', { max: POST_TEXT_MAX }],
  REPOST_MESSAGE_TOO_LONG: ['Message must be at most {max} characters long.', { max: POST_TEXT_MAX }],
  ALT_TEXT_TOO_LONG: ['Alt text must be at most {max} characters long.', { max: IMG_ALT_MAX }],
  ALT_TEXT_WITHOUT_IMAGE: 'Alt text needs an image.',
  SPOILER_TOO_LONG: ['Content warning must be at most {max} characters long.', { max: SPOILER_MAX }],
  POST_ID_REQUIRED: 'postId is required',
  REPOST_EXISTS: 'You already reposted this post.',
  REPOST_NOT_FOUND: 'You have not reposted this post.',
  POST_DELETE_FORBIDDEN: 'You can only delete your own posts',
  POST_EDIT_FORBIDDEN: 'You can only edit your own posts',
  POST_EDIT_CONFLICT: 'The post was edited at the same time. Please try again.',
  BOOKMARK_CURSOR_INVALID: 'before must be a post on your bookmarks',
  REPLY_NOT_FOUND: 'Reply not found',
  REPLY_DELETE_FORBIDDEN: 'You can only delete your own replies or replies to your posts',
});

/** What a successful change answers in `message` (the seed contract's words). */
export const postResults = {
  postDeleted: 'Post deleted successfully',
  replyDeleted: 'Reply deleted successfully',
  liked: 'Post liked successfully',
  unliked: 'Post unliked successfully',
} as const;
