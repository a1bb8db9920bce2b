import { postKeys } from '../../posts/api/keys';

export const tagKeys = {
  trending: ['tags', 'trending'] as const,
  /** Under `postKeys.all`, so likes, edits, deletes and blocks reach the tag page like every other list. */
  posts: (tag: string) => [...postKeys.all, 'tag', tag] as const,
};
