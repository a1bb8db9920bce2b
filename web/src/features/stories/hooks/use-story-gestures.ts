import { type PointerEvent, useRef, useState } from 'react';
import { isTap, type PointerSample, SWIPE_CLOSE_PX, sample } from '../../../lib/gestures';

/** A tap on the third at the reading start (left, or right in Arabic) goes back; anywhere else goes forward. */
export const BACK_ZONE = 1 / 3;

interface StoryGestureActions {
  next: () => void;
  prev: () => void;
  close: () => void;
  hold: (held: boolean) => void;
}

/**
 * Pointer gestures on the story: holding pauses, a tap on the left third goes back and elsewhere forward,
 * and a drag downwards follows the finger and, past SWIPE_CLOSE_PX, closes the viewer.
 */
export function useStoryGestures(actions: StoryGestureActions) {
  const down = useRef<PointerSample | null>(null);
  const [dragY, setDragY] = useState(0);

  const end = () => {
    down.current = null;
    setDragY(0);
    actions.hold(false);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!event.isPrimary || event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      down.current = sample(event);
      actions.hold(true);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!down.current) return;
      setDragY(Math.max(0, event.clientY - down.current.y));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = down.current;
      end();
      if (!start) return;
      const up = sample(event);
      const dy = up.y - start.y;
      if (dy > SWIPE_CLOSE_PX && dy > Math.abs(up.x - start.x)) return actions.close();
      if (!isTap(start, up)) return;
      const rect = event.currentTarget.getBoundingClientRect();
      const fromStart =
        getComputedStyle(event.currentTarget).direction === 'rtl' ? rect.right - up.x : up.x - rect.left;
      if (fromStart < rect.width * BACK_ZONE) actions.prev();
      else actions.next();
    },
    onPointerCancel: end,
  };
  return { handlers, dragY };
}
