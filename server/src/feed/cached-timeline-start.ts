import type { TimelineStart } from './timeline-queries.js';

/** A first page's timeline start as cached: what `timelineStart` read, and the limit it read with. */
export interface CachedTimelineStart extends TimelineStart {
  limit: number;
}

/**
 * A cached start's heap size, roughly: each entry an object with its slot in the array (48 bytes) and two
 * 26-character id strings read from the database (56 bytes each).
 */
export function timelineStartBytes(start: CachedTimelineStart): number {
  return 160 + start.refs.length * 160;
}
