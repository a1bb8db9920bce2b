import { useMemo } from 'react';
import { Spinner } from '../components/spinner';
import { useFeed } from '../features/posts/api/get-feed';
import { PostList } from '../features/posts/components/post-list';
import { PostSkeletons } from '../features/posts/components/post-skeleton';
import { StoryStrip } from '../features/stories/components/story-strip';
import { TrendingTags } from '../features/tags/components/trending-tags';
import { useSuggestedUsers } from '../features/users/api/get-suggested-users';
import { SuggestedUsers } from '../features/users/components/suggested-users';
import { useErrorToast } from '../lib/use-error-toast';
import { useInfiniteScroll } from '../lib/use-infinite-scroll';
import { MOBILE_QUERY, useMediaQuery } from '../lib/use-media-query';

const INLINE_SUGGESTIONS = 3;

export default function HomeScreen() {
  const feed = useFeed(true);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  // On phones the suggestions sit after the first post: the posts wait for them (both are asked for at
  // start-up, see app/prefetch-first-screen.ts), so their arrival never pushes the posts down.
  const suggestionsPending = useSuggestedUsers().isPending && isMobile;
  useErrorToast(feed.error);
  const posts = useMemo(() => (feed.isError ? [] : (feed.data?.pages.flat() ?? [])), [feed.data, feed.isError]);
  const sentinel = useInfiniteScroll(
    () => {
      if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
    },
    feed.hasNextPage,
    feed.data?.pages.length ?? 0,
  );
  // Inline on phones only a few, so the second post is not pushed a screen down.
  const inlineSuggestions = isMobile ? <SuggestedUsers limit={INLINE_SUGGESTIONS} /> : null;

  return (
    <div className="md:grid md:grid-cols-[minmax(0,1fr)_18rem] md:gap-10">
      <div className="min-w-0">
        <StoryStrip />
        <h1 className="sr-only">Home feed</h1>
        {feed.isPending || suggestionsPending ? (
          <PostSkeletons />
        ) : posts.length === 0 ? (
          <>
            <p className="py-8 text-center text-lg font-semibold">Follow some users to see the feed</p>
            {inlineSuggestions}
          </>
        ) : (
          <PostList posts={posts} afterFirst={inlineSuggestions} />
        )}
        <div ref={sentinel} aria-hidden />
        {feed.isFetchingNextPage ? <Spinner label="Loading more posts" /> : null}
      </div>
      {isMobile ? null : (
        <aside className="sticky top-18 self-start" aria-label="Suggestions">
          <SuggestedUsers />
          <TrendingTags />
        </aside>
      )}
    </div>
  );
}
