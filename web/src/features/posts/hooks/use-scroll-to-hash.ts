import { useEffect } from 'react';

/** Brings `#<id>` (a reply a notification leads to) into view once the page has drawn it. */
export function useScrollToHash(hash: string, ready: boolean) {
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'center' });
  }, [hash, ready]);
}
