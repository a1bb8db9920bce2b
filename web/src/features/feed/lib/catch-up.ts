import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { getFeed } from '../../posts/api/get-feed';
import { postKeys } from '../../posts/api/keys';
import { isPendingPost } from '../../posts/cache';
import type { Post } from '../../posts/types';

/**
 * After a lost connection, the cues sent meanwhile are gone: the newest page is read on the side (the shown
 * feed stays as it is) and the posts newer than the newest shown, by others, are what the pill should count.
 * Post ids sort by time.
 */
export async function postsMissedWhileAway(queryClient: QueryClient, myId: string | undefined): Promise<string[]> {
  const shown = queryClient.getQueryData<InfiniteData<Post[], unknown>>(postKeys.feed);
  if (!shown) return [];
  const newestShown = shown.pages.flat().find((post) => !isPendingPost(post))?._id ?? '';
  const newest = await getFeed();
  return newest.filter((post) => post._id > newestShown && post.postedBy._id !== myId).map((post) => post._id);
}
