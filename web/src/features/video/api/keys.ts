import { postKeys } from '../../posts/api/keys';

/** Under `postKeys.all`, so a like or a reply updates these cards like every other list. */
export const videoKeys = {
  feed: [...postKeys.all, 'video-feed'] as const,
};
