import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { postKeys } from '../../posts/api/keys';
import type { Post } from '../../posts/types';

/**
 * Back to the top of the home feed with its newest page: the pages below are dropped first, so one request
 * answers instead of one per page loaded.
 */
export async function showNewestPosts(queryClient: QueryClient): Promise<void> {
  window.scrollTo({ top: 0 });
  queryClient.setQueryData<InfiniteData<Post[], string | undefined>>(postKeys.feed, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  await queryClient.refetchQueries({ queryKey: postKeys.feed, exact: true });
}
