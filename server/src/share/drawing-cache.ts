import { createHash } from 'node:crypto';

/** How long a drawing is reused: its relative times ("5m") are at most this much older than a fresh render's. */
export const DRAWING_REUSE_MS = 10_000;
/**
 * How many drawings are kept, and how many bytes of markup they may hold together (a drawn home page is ~40 KB):
 * the first bound that is reached drops the least recently used.
 */
export const DRAWINGS_KEPT = { entries: 256, bytes: 4_000_000 };

/**
 * What a drawing's record takes beside its markup: its key (a sha-256 in base64), the entry and its place in
 * the map, ~140 bytes measured with `node --expose-gc` (64-bit V8, no pointer compression), and the markup's
 * Buffer and ArrayBuffer objects, ~100 more (estimated, not measured).
 */
const RECORD_BYTES = 240;

/** What a first screen is drawn from: its output is a function of these alone (and of the clock). */
export interface DrawingInput {
  path: string;
  locale: string;
  host: string;
  viewer: unknown;
  /** The page's first answers as the page carries them (`JSON.stringify`d once for both). */
  answersJson: string;
}

/** A string as UTF-8 in memory of its own (a short one from Buffer.from would share, and keep, an 8 KB pool slab). */
function utf8(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/**
 * Drawings of first screens by exactly what they were drawn from, for a few seconds: the same page asked
 * again (a reload, the back button, a shared post's visitors, a crawler) costs a hash instead of a render.
 * The key holds every input, the viewer among them, so a drawing only ever goes to a page that would
 * draw the same; the least recently used go first, past a count or a sum of sizes (`DRAWINGS_KEPT`). A
 * drawing is kept as the UTF-8 the page sends, encoded once: measuring and writing the markup as a string
 * again on every request was a fifth of a reused drawing's page.
 */
export class DrawingCache {
  private readonly drawings = new Map<string, Buffer>();
  private markupBytes = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly kept = DRAWINGS_KEPT,
  ) {}

  /** For the cache report (`/api/metrics` cache_bytes and cache_entries): its drawings and their records. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.drawings.size, bytes: this.markupBytes + this.drawings.size * RECORD_BYTES };
  }

  drawn(input: DrawingInput, render: () => string): Buffer {
    const key = createHash('sha256')
      .update(`${Math.floor(this.now() / DRAWING_REUSE_MS)}\0${input.path}\0${input.locale}\0${input.host}\0`)
      .update(JSON.stringify(input.viewer ?? null))
      .update('\0')
      .update(input.answersJson)
      .digest('base64');
    const kept = this.drawings.get(key);
    if (kept !== undefined) {
      this.drawings.delete(key);
      this.drawings.set(key, kept);
      return kept;
    }
    const markup = utf8(render());
    if (markup.length > this.kept.bytes) return markup;
    this.drawings.set(key, markup);
    this.markupBytes += markup.length;
    while (this.drawings.size > this.kept.entries || this.markupBytes > this.kept.bytes) this.dropOldest();
    return markup;
  }

  private dropOldest(): void {
    const [key, markup] = this.drawings.entries().next().value as [string, Buffer];
    this.drawings.delete(key);
    this.markupBytes -= markup.length;
  }
}
