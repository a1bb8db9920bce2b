/** Shared thresholds for touch and pointer gestures, so the image viewer and the story player feel alike. */

/** A pointer that moved less than this between down and up tapped; more, and it dragged. */
export const TAP_SLOP_PX = 10;
/** Longer than this between down and up is a hold, not a tap. */
export const TAP_MAX_MS = 250;
/** A drag this far closes a full-screen viewer. */
export const SWIPE_CLOSE_PX = 80;
/** A finger held this long in place is a long-press (a message's actions). */
export const LONG_PRESS_MS = 500;
/** Two taps this close in time are a double tap. */
export const DOUBLE_TAP_MS = 300;

export interface PointerSample {
  x: number;
  y: number;
  time: number;
}

export function sample(event: { clientX: number; clientY: number; timeStamp: number }): PointerSample {
  return { x: event.clientX, y: event.clientY, time: event.timeStamp };
}

export function distance(from: { x: number; y: number }, to: { x: number; y: number }): number {
  return Math.hypot(to.x - from.x, to.y - from.y);
}

/** Down and up close together in place and time: a tap (or a click). */
export function isTap(down: PointerSample, up: PointerSample): boolean {
  return distance(down, up) < TAP_SLOP_PX && up.time - down.time < TAP_MAX_MS;
}
