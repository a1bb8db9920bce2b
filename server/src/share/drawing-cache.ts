import { stringBytes } from '../lib/string-bytes.js';
import type { DrawnMarkup } from './first-screen-renderer.js';

/**
 * The longest a drawing is reused. Within it, only until one of its relative times ("5m") would read otherwise
 * (the render says when: `web/src/lib/time-ago.ts`), so a reused drawing is the markup a fresh render would
 * make; the bound is for what else might, one day, draw by the clock.
 */
export const DRAWING_REUSE_MS = 60_000;
/**
 * How many drawings are kept, and how many bytes they may hold together, the answers each was drawn from
 * included (a drawn home page: ~40 KB of markup, ~70 KB of answers): the first bound that is reached drops the
 * least recently used.
 */
export const DRAWINGS_KEPT = { entries: 256, bytes: 12_000_000 };

/**
 * What a drawing's record takes beside its markup and answers: its key (path, language, host and viewer id) and
 * the viewer's profile (both counted by their length), the entry and its place in the map, ~140 bytes
 * measured with `node --expose-gc` (64-bit V8, no pointer compression), and the markup's Buffer and
 * ArrayBuffer objects, ~100 more (estimated, not measured).
 */
const RECORD_BYTES = 240;

/** What a first screen is drawn from: its output is a function of these alone (and of the clock). */
export interface DrawingInput {
  path: string;
  locale: string;
  host: string;
  /** Whom it is drawn for (null: a visitor), and their profile as the app holds it. */
  viewerId: string | null;
  viewer: unknown;
  /** The page's first answers as the page carries them (`JSON.stringify`d once for both). */
  answersJson: string;
}

interface Drawing {
  /** The viewer's profile and the answers it was drawn from, compared whole with a page's: equal strings, the same drawing. */
  viewerJson: string;
  answersJson: string;
  markup: Buffer;
  drawnAt: number;
  /** When it stops being what a fresh render would draw (its relative times), or its reuse ends. */
  until: number;
  bytes: number;
}

/** A string as UTF-8 in memory of its own (a short one from Buffer.from would share, and keep, an 8 KB pool slab). */
function utf8(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/**
 * Drawings of first screens by exactly what they were drawn from, for a few seconds: the same page asked
 * again (a reload, the back button, a shared post's visitors, a crawler) costs a string comparison instead
 * of a render. A drawing is found by its page, language, host and viewer id, and reused only when the viewer's
 * profile and the page's answers are the very ones it was drawn from (compared whole: as fast as memcmp, where
 * hashing the answers was a tenth of a reused drawing's page, and finding a drawing by a key holding the profile
 * a fiftieth), so a drawing only ever goes to a page that would draw the same. Each
 * drawing is kept from when it was drawn until one of its relative times would read otherwise, a minute at
 * most, so the drawings of many readers do not all expire, and get redrawn, at once. The least recently used go first, past a count or a sum of sizes
 * (`DRAWINGS_KEPT`). A drawing is kept as the UTF-8 the page sends, encoded once: measuring and writing
 * the markup as a string again on every request was a fifth of a reused drawing's page.
 */
export class DrawingCache {
  private readonly drawings = new Map<string, Drawing>();
  private keptBytes = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly kept = DRAWINGS_KEPT,
  ) {}

  /** For the cache report (`/api/metrics` cache_bytes and cache_entries): its drawings and their records. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.drawings.size, bytes: this.keptBytes };
  }

  drawn(input: DrawingInput, render: () => DrawnMarkup): Buffer {
    const key = `${input.path}\0${input.locale}\0${input.host}\0${input.viewerId ?? ''}`;
    const viewerJson = JSON.stringify(input.viewer ?? null);
    const now = this.now();
    const kept = this.drawings.get(key);
    if (kept !== undefined) {
      this.drop(key, kept);
      const same = kept.answersJson === input.answersJson && kept.viewerJson === viewerJson;
      if (same && now < kept.until && now >= kept.drawnAt) {
        this.keep(key, kept);
        return kept.markup;
      }
    }
    const drawing = render();
    const markup = utf8(drawing.markup);
    const bytes =
      markup.length + stringBytes(input.answersJson) + stringBytes(viewerJson) + stringBytes(key) + RECORD_BYTES;
    if (bytes > this.kept.bytes) return markup;
    const until = Math.min(drawing.readsUntil, now + DRAWING_REUSE_MS);
    this.keep(key, { viewerJson, answersJson: input.answersJson, markup, drawnAt: now, until, bytes });
    while (this.drawings.size > this.kept.entries || this.keptBytes > this.kept.bytes) {
      const [oldest, drawing] = this.drawings.entries().next().value as [string, Drawing];
      this.drop(oldest, drawing);
    }
    return markup;
  }

  private keep(key: string, drawing: Drawing): void {
    this.drawings.set(key, drawing);
    this.keptBytes += drawing.bytes;
  }

  private drop(key: string, drawing: Drawing): void {
    this.drawings.delete(key);
    this.keptBytes -= drawing.bytes;
  }
}
