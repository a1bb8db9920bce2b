import { i18n } from '@lingui/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useVideoFeed } from '../api/get-video-feed';
import { readMutedPreference, saveMutedPreference } from '../lib/muted-preference';
import { CategoryButtons } from './category-buttons';
import { VideoCard } from './video-card';

/** CONTRACT §9: the next page loads once the bottom is within 50 px. */
export const LOAD_MORE_THRESHOLD_PX = 50;

/**
 * The vertical, snapping feed of posts with a video, filling the whole phone screen: the header's title and
 * the bottom bar lie over it. Muted until someone unmutes it, and remembered; the video after the one on screen loads ahead.
 */
export function VideoFeed() {
  const feed = useVideoFeed();
  const [muted, setMuted] = useState(readMutedPreference);
  const [shownIndex, setShownIndex] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  useErrorToast(feed.error);
  const posts = useMemo(() => feed.data?.pages.flat() ?? [], [feed.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const toggleMute = useCallback(() => {
    setMuted((was) => {
      saveMutedPreference(!was);
      return !was;
    });
  }, []);

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
      aria-label={i18n._('Video feed')}
      className="relative mx-auto w-full max-w-md overflow-hidden bg-black max-md:fixed max-md:inset-0 max-md:z-20 max-md:max-w-none md:h-[calc(100dvh-7rem)] md:rounded-lg"
    >
      <h1 className="sr-only">{i18n._('Videos')}</h1>
      <div className="absolute inset-x-0 top-0 z-10 p-3 max-md:top-12">
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
            <Spinner label={i18n._('Loading videos')} />
          </div>
        ) : posts.length === 0 ? (
          <p className="flex h-full items-center justify-center p-6 text-center text-white">
            {i18n._('No videos yet.')}
          </p>
        ) : (
          posts.map((post, index) => (
            <VideoCard
              key={post._id}
              post={post}
              muted={muted}
              preload={index === shownIndex || index === shownIndex + 1 ? 'auto' : 'none'}
              onToggleMute={toggleMute}
              onSoundBlocked={() => setMuted(true)}
              onShown={() => setShownIndex(index)}
            />
          ))
        )}
        {isFetchingNextPage ? (
          <p role="status" className="py-3 text-center text-sm text-white">
            {i18n._('Loading more posts...')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
