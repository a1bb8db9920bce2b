import type { QueryClient } from '@tanstack/react-query';
import { feedQuery } from '../features/posts/api/get-feed';
import { suggestedUsersQuery } from '../features/users/api/get-suggested-users';
import { getCurrentUser } from '../lib/current-user';

/**
 * A logged-in first load of the home screen asks for the feed and the suggestions at once, while the
 * screen's own code is still on its way: the first post's image (the likely largest paint) waits one
 * round trip less.
 */
export function prefetchFirstScreen(queryClient: QueryClient): void {
  if (window.location.pathname !== '/' || !getCurrentUser()) return;
  void queryClient.prefetchInfiniteQuery(feedQuery);
  void queryClient.prefetchQuery(suggestedUsersQuery);
}
