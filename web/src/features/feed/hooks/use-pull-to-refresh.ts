import { useEffect, useRef, useState } from 'react';

/** Pulled this far (after damping), letting go refreshes. */
export const PULL_TRIGGER_PX = 64;
const MAX_PULL_PX = 96;
/** The indicator moves half as far as the finger, as native pull-to-refresh does. */
const DAMPING = 0.5;

export type PullState = { phase: 'idle' } | { phase: 'pulling'; distance: number } | { phase: 'refreshing' };

/**
 * Pull-to-refresh on touch screens: a finger that starts with the page at the top and moves down pulls;
 * let go past the trigger and `onRefresh` runs. Touch events (passive, so scrolling never waits on them),
 * not pointer events: the browser cancels a touch pointer as soon as it takes the gesture for a scroll.
 * While mounted, the browser's own pull-to-refresh (a full reload) is turned off.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>): PullState {
  const [state, setState] = useState<PullState>({ phase: 'idle' });
  const latest = useRef(onRefresh);
  latest.current = onRefresh;

  useEffect(() => {
    const root = document.documentElement;
    const overscroll = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    let startY: number | null = null;
    let distance = 0;
    let refreshing = false;

    const start = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = touch && event.touches.length === 1 && window.scrollY <= 0 && !refreshing ? touch.clientY : null;
      distance = 0;
    };
    const move = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      const pulled = touch.clientY - startY;
      if (pulled <= 0 || window.scrollY > 0) {
        startY = null;
        distance = 0;
        setState({ phase: 'idle' });
        return;
      }
      distance = Math.min(MAX_PULL_PX, pulled * DAMPING);
      setState({ phase: 'pulling', distance });
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      if (distance < PULL_TRIGGER_PX) {
        setState({ phase: 'idle' });
        return;
      }
      refreshing = true;
      setState({ phase: 'refreshing' });
      void latest.current().finally(() => {
        refreshing = false;
        setState({ phase: 'idle' });
      });
    };

    const options = { passive: true };
    window.addEventListener('touchstart', start, options);
    window.addEventListener('touchmove', move, options);
    window.addEventListener('touchend', end, options);
    window.addEventListener('touchcancel', end, options);
    return () => {
      root.style.overscrollBehaviorY = overscroll;
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', end);
    };
  }, []);

  return state;
}
