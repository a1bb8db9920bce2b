import { i18n } from '@lingui/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import type { Post } from '../types';
import { PostList } from './post-list';
import { PostSkeletons } from './post-skeleton';

/**
 * A paged list of posts (tag pages, post search) that loads its next page as the reader nears the end,
 * with its loading, empty and failed states; a failed page offers to try again.
 */
export function PagedPosts({
  query,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Post[], unknown>>;
  empty: string;
}) {
  useErrorToast(query.error);
  const posts = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const sentinel = useInfiniteScroll(
    () => {
      if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError) void query.fetchNextPage();
    },
    query.hasNextPage,
    query.data?.pages.length ?? 0,
  );
  if (query.isPending) return <PostSkeletons />;
  if (query.isError && !query.data)
    return (
      <LoadFailed
        message={i18n._("Couldn't load posts")}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <>
      {posts.length === 0 ? (
        <p className="py-12 text-center text-zinc-600 dark:text-zinc-400">{empty}</p>
      ) : (
        <PostList posts={posts} />
      )}
      <div ref={sentinel} aria-hidden />
      {query.isFetchingNextPage ? <Spinner label={i18n._('Loading more posts')} /> : null}
      {query.isFetchNextPageError ? (
        <LoadFailed
          message={i18n._("Couldn't load more posts")}
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
          retrying={query.isFetching}
        />
      ) : null}
    </>
  );
}
