import { useLayoutEffect, useState } from 'react';
import { drawingAsServer } from './server-render';

/** Matches CONTRACT §9: screens 768 px wide or narrower get the mobile layout. */
export const MOBILE_QUERY = '(max-width: 768px)';

/** First screens are drawn for a phone (`server-render.ts`); elsewhere the screen's own answer, kept current. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() =>
    drawingAsServer() ? query === MOBILE_QUERY : window.matchMedia(query).matches,
  );
  useLayoutEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
