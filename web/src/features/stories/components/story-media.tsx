import { i18n } from '@lingui/core';
import { useEffect, useRef } from 'react';
import type { Story } from '../types';

/**
 * The story's picture or video filling a fixed box (nothing moves while it loads). A video plays
 * with sound when the browser allows it and muted otherwise, reports its progress and ends the story.
 */
export function StoryMedia({
  story,
  paused,
  onShown,
  onFailed,
  onVideoProgress,
  onVideoEnd,
}: {
  story: Story;
  paused: boolean;
  onShown: () => void;
  /** Broken media still counts down, so the viewer never sticks on it. */
  onFailed: () => void;
  onVideoProgress: (percent: number) => void;
  onVideoEnd: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (paused) return element.pause();
    element.play().catch(() => {
      element.muted = true;
      element.play().catch(() => {});
    });
  }, [paused]);

  if (story.mediaType === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: stories come without captions
      <video
        key={story._id}
        ref={video}
        src={story.mediaUrl}
        poster={story.posterUrl ?? undefined}
        autoPlay
        playsInline
        className="size-full object-contain"
        onPlay={onShown}
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          if (duration > 0) onVideoProgress((currentTime / duration) * 100);
        }}
        onEnded={onVideoEnd}
        onError={onVideoEnd}
        aria-label={i18n._('Story by {username}', { username: story.user.username })}
      />
    );
  }
  return (
    <img
      key={story._id}
      src={story.mediaUrl}
      alt={i18n._('Story by {username}', { username: story.user.username })}
      className="size-full object-contain"
      onLoad={onShown}
      onError={onFailed}
      draggable={false}
    />
  );
}
