import { useEffect, useRef } from 'react';
import { useHydrated } from './server-render';

/**
 * Calls `onReach` when the returned sentinel element scrolls near the viewport. A new `pageCount`
 * observes again, so a sentinel still in view after a short page asks for the next one. Not while a drawn
 * screen is taken over: it shows only its first posts until then (`useDrawnPosts`), so the sentinel would
 * look near and ask for a page nobody scrolled to.
 */
export function useInfiniteScroll(onReach: () => void, enabled: boolean, pageCount: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  const hydrated = useHydrated();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pageCount re-arms the observer on purpose
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled || !hydrated) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, hydrated, pageCount]);
  return sentinel;
}
