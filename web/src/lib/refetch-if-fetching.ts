import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * For a push just written into the cached queries under `queryKey`: a fetch of one of them in flight may
 * have been read on the server before the pushed change was stored, and its answer would replace the cache
 * without it. Each such fetch is cancelled and the query asked again, even one with no data yet (there
 * `invalidateQueries` would wait for that answer instead). Answers whether any was.
 */
export function refetchIfFetching(queryClient: QueryClient, queryKey: QueryKey): boolean {
  const fetching = queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' });
  for (const query of fetching) {
    void query.cancel({ silent: true });
    // A failure shows in the query's state, as any fetch's does.
    query.fetch().catch(() => {});
  }
  return fetching.length > 0;
}
