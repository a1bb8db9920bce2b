import { phrases } from '../lib/i18n/phrases.js';

export const storyMessages = phrases({
  STORY_NOT_FOUND: 'Story not found',
  STORY_FILE_REQUIRED: 'Please select a file to upload',
  STORY_MEDIA_TYPE_INVALID: 'mediaType must be "image" or "video"',
  STORY_FILE_IS_IMAGE: 'The file is an image, but mediaType says video',
  STORY_FILE_IS_VIDEO: 'The file is a video, but mediaType says image',
  STORY_VIEWERS_FORBIDDEN: 'Only the owner of a story can see its viewers',
  STORY_DELETE_FORBIDDEN: 'You can only delete your own stories',
});
