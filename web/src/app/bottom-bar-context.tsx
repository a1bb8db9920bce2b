import { createContext, useContext, useEffect } from 'react';

/** Lets a screen take the bottom bar away while it needs the whole height (an open conversation on a phone). */
export const HideBottomBarContext = createContext<(hidden: boolean) => void>(() => {});

/** Hides the bottom bar while `hidden` holds and the calling screen is shown. */
export function useHideBottomBar(hidden: boolean) {
  const setHidden = useContext(HideBottomBarContext);
  useEffect(() => {
    setHidden(hidden);
    return () => setHidden(false);
  }, [hidden, setHidden]);
}
