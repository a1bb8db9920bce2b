import { useEffect, useRef } from 'react';

interface StoryKeys {
  next: () => void;
  prev: () => void;
  close: () => void;
  hold: (held: boolean) => void;
}

/**
 * Arrow keys step through the stories (mirrored right to left), Escape leaves, holding Space pauses — unless focus is on a
 * control (Space presses buttons) or `enabled` is off (a dialog is open).
 */
export function useStoryKeys(keys: StoryKeys, enabled: boolean) {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (!enabled) return;
    const onControl = (event: KeyboardEvent) =>
      event.target instanceof HTMLElement && event.target.closest('button, a, input, textarea') !== null;
    const down = (event: KeyboardEvent) => {
      // A dialog that just closed on this very Escape has claimed it.
      if (event.defaultPrevented) return;
      // In a right-to-left page the stories run leftwards: ArrowLeft goes on.
      const rtl = document.documentElement.dir === 'rtl';
      if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) latest.current.next();
      else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) latest.current.prev();
      else if (event.key === 'Escape') latest.current.close();
      else if (event.key === ' ' && !onControl(event)) {
        event.preventDefault();
        latest.current.hold(true);
      }
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === ' ') latest.current.hold(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      latest.current.hold(false);
    };
  }, [enabled]);
}
