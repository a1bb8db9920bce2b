import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useFeed } from '../../posts/api/get-feed';
import { showNewestPosts } from '../lib/show-newest';
import { useNewPostCount } from './use-new-post-count';
import { usePullToRefresh } from './use-pull-to-refresh';
import { useRefetchOnReturn } from './use-refetch-on-return';

/**
 * The home feed kept current: posts announced on the socket are counted for the "New posts" pill; the pill,
 * a pull on a touch screen and a return to the tab after a while bring the newest page in.
 */
export function useLiveFeed() {
  const feed = useFeed(true);
  const queryClient = useQueryClient();
  const newPosts = useNewPostCount();
  const clearNewPosts = newPosts.clear;

  const showNewest = useCallback(async () => {
    clearNewPosts();
    await showNewestPosts(queryClient);
  }, [clearNewPosts, queryClient]);
  const pull = usePullToRefresh(showNewest);
  // Where the reader was stays: every loaded page is read again, the newest first.
  useRefetchOnReturn(() => {
    clearNewPosts();
    void feed.refetch();
  });

  return { feed, newPostCount: newPosts.count, showNewest, pull };
}
