import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A new screen starts at the top; going back keeps the browser's own scroll restoration. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is exactly when to scroll
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
