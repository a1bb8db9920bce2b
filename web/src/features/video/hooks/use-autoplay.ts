import { useEffect, useRef } from 'react';

/** SPEC §9: a video plays once 80 % of it is on screen and pauses when it is not. */
export const AUTOPLAY_VISIBILITY = 0.8;

export function useAutoplay<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const player = video.current;
        if (!player || !entry) return;
        if (entry.intersectionRatio >= AUTOPLAY_VISIBILITY) player.play().catch(() => {});
        else player.pause();
      },
      { threshold: [0, AUTOPLAY_VISIBILITY, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { container, video };
}
