import { type PointerEvent, type RefObject, useRef, useState, type WheelEvent } from 'react';
import {
  DOUBLE_TAP_MS,
  distance,
  isTap,
  type PointerSample,
  SWIPE_CLOSE_PX,
  sample,
  TAP_SLOP_PX,
} from '../../../lib/gestures';
import { clampView, FITTED, ZOOM_STEP, type ZoomBounds, type ZoomView, zoomAt } from '../lib/zoom';

type Gesture =
  | { kind: 'drag'; start: PointerSample; view: ZoomView }
  | { kind: 'pinch'; distance: number; middle: { x: number; y: number }; view: ZoomView };

const middleOf = (a: PointerSample, b: PointerSample) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Pointer, wheel and button zoom for one image on a stage: pinch or wheel to zoom, double tap or double
 * click to zoom in and out, drag to pan a zoomed image. Dragging the fitted image is a swipe: it follows
 * the finger and, past SWIPE_CLOSE_PX in any direction, calls `onSwipeAway`.
 */
export function useZoomGestures(
  stage: RefObject<HTMLElement | null>,
  image: RefObject<HTMLImageElement | null>,
  onSwipeAway: () => void,
) {
  const [view, setView] = useState<ZoomView>(FITTED);
  const [swipe, setSwipe] = useState({ x: 0, y: 0 });
  const [active, setActive] = useState(false);
  const pointers = useRef(new Map<number, PointerSample>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<PointerSample | null>(null);

  const bounds = (): ZoomBounds => ({
    image: { width: image.current?.offsetWidth ?? 0, height: image.current?.offsetHeight ?? 0 },
    stage: { width: stage.current?.clientWidth ?? 0, height: stage.current?.clientHeight ?? 0 },
  });

  /** A viewport point relative to the stage's centre. */
  const fromCentre = (point: { x: number; y: number }) => {
    const rect = stage.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: point.x - rect.left - rect.width / 2, y: point.y - rect.top - rect.height / 2 };
  };

  const begin = (current: ZoomView) => {
    const [first, second] = [...pointers.current.values()];
    if (first && second) {
      gesture.current = {
        kind: 'pinch',
        distance: distance(first, second),
        middle: middleOf(first, second),
        view: current,
      };
    } else if (first) gesture.current = { kind: 'drag', start: first, view: current };
    else gesture.current = null;
  };

  const toggleZoomAt = (point: { x: number; y: number }) =>
    setView((current) => (current.scale > 1 ? FITTED : zoomAt(current, ZOOM_STEP, fromCentre(point), bounds())));

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, sample(event));
    setActive(true);
    setSwipe({ x: 0, y: 0 });
    begin(view);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, sample(event));
    const now = gesture.current;
    if (!now) return;
    if (now.kind === 'pinch') {
      const [first, second] = [...pointers.current.values()];
      if (!first || !second) return;
      const middle = middleOf(first, second);
      const scale = (now.view.scale * distance(first, second)) / Math.max(1, now.distance);
      const zoomed = zoomAt(now.view, scale, fromCentre(now.middle), bounds());
      const moved = { ...zoomed, x: zoomed.x + middle.x - now.middle.x, y: zoomed.y + middle.y - now.middle.y };
      setView(clampView(moved, bounds()));
      return;
    }
    const dx = event.clientX - now.start.x;
    const dy = event.clientY - now.start.y;
    if (now.view.scale > 1) setView(clampView({ ...now.view, x: now.view.x + dx, y: now.view.y + dy }, bounds()));
    else setSwipe({ x: dx, y: dy });
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const ended = gesture.current;
    const up = sample(event);
    if (pointers.current.size > 0) return begin(view);
    gesture.current = null;
    setActive(false);
    if (ended?.kind !== 'drag') return;
    if (ended.view.scale === 1 && distance(ended.start, up) > SWIPE_CLOSE_PX && event.type === 'pointerup') {
      return onSwipeAway();
    }
    setSwipe({ x: 0, y: 0 });
    if (!isTap(ended.start, up)) return;
    const previous = lastTap.current;
    if (previous && up.time - previous.time < DOUBLE_TAP_MS && distance(previous, up) < TAP_SLOP_PX * 3) {
      lastTap.current = null;
      toggleZoomAt(up);
    } else lastTap.current = up;
  };

  const onWheel = (event: WheelEvent<HTMLElement>) => {
    const point = fromCentre({ x: event.clientX, y: event.clientY });
    setView((current) => zoomAt(current, current.scale * Math.exp(-event.deltaY / 300), point, bounds()));
  };

  const zoomBy = (factor: number) =>
    setView((current) => zoomAt(current, current.scale * factor, { x: 0, y: 0 }, bounds()));
  const panBy = (dx: number, dy: number) =>
    setView((current) => clampView({ ...current, x: current.x + dx, y: current.y + dy }, bounds()));

  return {
    view,
    swipe,
    /** A finger or the mouse is down: the image follows it at once, without easing. */
    active,
    zoomBy,
    panBy,
    reset: () => setView(FITTED),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onWheel,
    },
  };
}
