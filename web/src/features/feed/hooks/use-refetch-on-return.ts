import { useEffect, useRef } from 'react';

/** Hidden longer than this, the feed is likely behind when the tab comes back. */
export const STALE_AFTER_HIDDEN_MS = 60_000;

/** Calls `onReturn` when the tab becomes visible again after being hidden for more than a minute. */
export function useRefetchOnReturn(onReturn: () => void): void {
  const latest = useRef(onReturn);
  latest.current = onReturn;
  useEffect(() => {
    let hiddenAt = document.hidden ? Date.now() : null;
    const changed = () => {
      if (document.hidden) {
        hiddenAt = Date.now();
        return;
      }
      if (hiddenAt !== null && Date.now() - hiddenAt > STALE_AFTER_HIDDEN_MS) latest.current();
      hiddenAt = null;
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);
}
