import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useVideoFeed } from '../api/get-video-feed';
import { CategoryButtons } from './category-buttons';
import { VideoCard } from './video-card';

/** SPEC §9: the next page loads once the bottom is within 50 px. */
export const LOAD_MORE_THRESHOLD_PX = 50;

/** The vertical, snapping feed of posts with a video; muted until someone unmutes it. */
export function VideoFeed() {
  const feed = useVideoFeed();
  const [muted, setMuted] = useState(true);
  const scroller = useRef<HTMLDivElement>(null);
  useErrorToast(feed.error);
  const posts = useMemo(() => feed.data?.pages.flat() ?? [], [feed.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  const loadMoreIfNearEnd = useCallback(() => {
    const element = scroller.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight <= LOAD_MORE_THRESHOLD_PX) {
      void fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A page too short to scroll would never fire a scroll event: check once more after each page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is exactly when to check again
  useEffect(loadMoreIfNearEnd, [loadMoreIfNearEnd, posts.length]);

  return (
    <section
      aria-label="Video feed"
      className="relative mx-auto h-[calc(100dvh-11rem)] w-full max-w-md overflow-hidden rounded-lg bg-black md:h-[calc(100dvh-7rem)]"
    >
      <h1 className="sr-only">Videos</h1>
      <div className="absolute inset-x-0 top-0 z-10 p-3">
        <CategoryButtons />
      </div>
      <div
        ref={scroller}
        data-testid="video-scroller"
        onScroll={loadMoreIfNearEnd}
        className="h-full snap-y snap-mandatory overflow-y-scroll overscroll-contain"
      >
        {feed.isPending ? (
          <div className="flex h-full items-center justify-center text-white">
            <Spinner label="Loading videos" />
          </div>
        ) : posts.length === 0 ? (
          <p className="flex h-full items-center justify-center p-6 text-center text-white">No videos yet.</p>
        ) : (
          posts.map((post) => (
            <VideoCard key={post._id} post={post} muted={muted} onToggleMute={() => setMuted((value) => !value)} />
          ))
        )}
        {isFetchingNextPage ? (
          <p role="status" className="py-3 text-center text-sm text-white">
            Loading more posts...
          </p>
        ) : null}
      </div>
    </section>
  );
}
