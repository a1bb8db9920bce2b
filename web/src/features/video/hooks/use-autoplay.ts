import { useEffect, useRef } from 'react';

/** CONTRACT §9: a video plays once 80 % of it is on screen and pauses when it is not. */
export const AUTOPLAY_VISIBILITY = 0.8;

/**
 * Plays the card's video while it is on screen, unless the viewer paused it there (a pause lasts until
 * the card leaves). `onShown` tells the feed which card is on screen (to preload the next one).
 * `onBlocked`: the browser refused to play with sound.
 */
export function useAutoplay<T extends HTMLElement>(onShown: () => void, onBlocked: () => void) {
  const container = useRef<T>(null);
  const video = useRef<HTMLVideoElement>(null);
  const pausedByViewer = useRef(false);
  const callbacks = useRef({ onShown, onBlocked });
  callbacks.current = { onShown, onBlocked };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const player = video.current;
        if (!player || !entry) return;
        if (entry.intersectionRatio >= AUTOPLAY_VISIBILITY) {
          callbacks.current.onShown();
          if (!pausedByViewer.current) play(player, callbacks.current.onBlocked);
        } else {
          pausedByViewer.current = false;
          player.pause();
        }
      },
      { threshold: [0, AUTOPLAY_VISIBILITY, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  /** A tap on the video: pause it, or play it again. */
  const toggle = () => {
    const player = video.current;
    if (!player) return;
    pausedByViewer.current = !player.paused;
    if (player.paused) play(player, callbacks.current.onBlocked);
    else player.pause();
  };

  return { container, video, toggle };
}

function play(player: HTMLVideoElement, onBlocked: () => void) {
  player.play().catch((error: unknown) => {
    // Sound needs a gesture on this page first: play muted rather than not at all.
    if (error instanceof DOMException && error.name === 'NotAllowedError' && !player.muted) {
      player.muted = true;
      onBlocked();
      player.play().catch(() => {});
    }
  });
}
