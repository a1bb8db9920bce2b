import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { holdPosts, mapPosts, prependTo, updatePostEverywhere } from '../cache';
import type { Post } from '../types';
import { postKeys } from './keys';

export function bookmarkPost(postId: string) {
  return api.post('/api/posts/bookmark/{id}', { params: { path: { id: postId } } });
}

/** Marks the post everywhere, and keeps the Bookmarks list in step: on top when added, gone when removed. */
function showBookmarked(queryClient: QueryClient, post: Post, bookmarked: boolean) {
  updatePostEverywhere(queryClient, post._id, (p) => ({ ...p, bookmarked }));
  if (bookmarked) prependTo(queryClient, postKeys.bookmarks, { ...post, bookmarked });
  else mapPosts(queryClient, (p) => (p._id === post._id ? null : p), postKeys.bookmarks);
}

/**
 * Optimistic bookmark (`bookmarked` true adds, false removes); a refusal undoes it on this post and throws.
 * Loaded on the first click, so post lists do not carry it.
 */
export async function toggleBookmark(queryClient: QueryClient, post: Post, bookmarked: boolean): Promise<void> {
  await holdPosts(queryClient);
  showBookmarked(queryClient, post, bookmarked);
  try {
    const result = await bookmarkPost(post._id);
    // The server toggles: if it ended the other way (another tab), show what it says.
    if (result.bookmarked !== bookmarked) showBookmarked(queryClient, post, result.bookmarked);
  } catch (error) {
    showBookmarked(queryClient, post, !bookmarked);
    throw error;
  }
}
