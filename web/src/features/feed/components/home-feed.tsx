import { i18n } from '@lingui/core';
import { type ReactNode, useMemo } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { PostList } from '../../posts/components/post-list';
import { PostSkeletons } from '../../posts/components/post-skeleton';
import { useLiveFeed } from '../hooks/use-live-feed';
import { FeedEnd } from './feed-end';
import { NewPostsPill } from './new-posts-pill';
import { PullIndicator } from './pull-indicator';

/**
 * The home feed's posts and every state around them: loading, empty (the contract's text, only when the feed really
 * is empty), a failed load with Retry, the end of the feed, and the live parts (pill, pull-to-refresh).
 */
export function HomeFeed({ waitFor, suggestions }: { waitFor: boolean; suggestions: ReactNode }) {
  const { feed, newPostCount, showNewest, pull } = useLiveFeed();
  useErrorToast(feed.error);
  const posts = useMemo(() => feed.data?.pages.flat() ?? [], [feed.data]);
  // Never while any fetch runs: a next page asked for during a refetch (the pill, a pull) would cancel it.
  const canLoadMore = feed.hasNextPage && !feed.isError && !feed.isFetching;
  const sentinel = useInfiniteScroll(
    () => {
      if (canLoadMore) void feed.fetchNextPage();
    },
    canLoadMore,
    feed.data?.pages.length ?? 0,
  );
  const retry = () => void (feed.isFetchNextPageError ? feed.fetchNextPage() : feed.refetch());

  let body: ReactNode;
  if (feed.isPending || waitFor) body = <PostSkeletons />;
  else if (posts.length > 0) body = <PostList posts={posts} afterFirst={suggestions} />;
  else if (feed.isError) body = null;
  else {
    body = (
      <>
        <p className="py-8 text-center text-lg font-semibold">{i18n._('Follow some users to see the feed')}</p>
        {suggestions}
      </>
    );
  }

  return (
    <>
      <NewPostsPill count={newPostCount} onShow={() => void showNewest()} />
      <PullIndicator state={pull} />
      {body}
      {feed.isError ? (
        <LoadFailed
          message={posts.length > 0 ? i18n._("Couldn't load more posts") : i18n._("Couldn't load your feed")}
          error={feed.error}
          onRetry={retry}
          retrying={feed.isFetching}
        />
      ) : null}
      <div ref={sentinel} aria-hidden />
      {feed.isFetchingNextPage ? <Spinner label={i18n._('Loading more posts')} /> : null}
      {feed.isSuccess && !feed.hasNextPage && posts.length > 0 ? <FeedEnd /> : null}
    </>
  );
}
