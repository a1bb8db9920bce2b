import { postKeys } from '../../posts/api/keys';

export const searchKeys = {
  /** Under `postKeys.all`, so likes, edits, deletes and blocks reach the results like every other list. */
  posts: (query: string) => [...postKeys.all, 'search', query.toLowerCase()] as const,
  address: (url: string) => ['search', 'address', url] as const,
};
