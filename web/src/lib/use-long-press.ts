import { type PointerEvent, useEffect, useRef } from 'react';
import { distance, LONG_PRESS_MS, type PointerSample, sample, TAP_SLOP_PX } from './gestures';

/**
 * Handlers for an element that a finger or pen held still opens (mouse users have hover and keyboard users
 * focus instead). The browser's own long-press menu and text selection are kept out of the way.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const start = useRef<PointerSample | null>(null);
  const touched = useRef(false);
  const fired = useRef(false);
  const cancel = () => {
    window.clearTimeout(timer.current);
    start.current = null;
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return {
    onPointerDown: (event: PointerEvent) => {
      touched.current = event.pointerType !== 'mouse';
      if (!touched.current) return;
      cancel();
      fired.current = false;
      start.current = sample(event);
      timer.current = window.setTimeout(() => {
        start.current = null;
        fired.current = true;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: PointerEvent) => {
      if (start.current && distance(start.current, sample(event)) >= TAP_SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onContextMenu: (event: { preventDefault: () => void }) => {
      if (touched.current) event.preventDefault();
    },
    // The lifted finger would also click (and its mouse events take focus from the menu just opened).
    onTouchEnd: (event: { preventDefault: () => void }) => {
      if (fired.current) event.preventDefault();
      fired.current = false;
    },
  };
}
