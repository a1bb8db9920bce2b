import { createHash } from 'node:crypto';

/** How long a drawing is reused: its relative times ("5m") are at most this much older than a fresh render's. */
export const DRAWING_REUSE_MS = 10_000;
const KEPT = 256;

/** What a first screen is drawn from: its output is a function of these alone (and of the clock). */
export interface DrawingInput {
  path: string;
  locale: string;
  host: string;
  viewer: unknown;
  /** The page's first answers as the page carries them (`JSON.stringify`d once for both). */
  answersJson: string;
}

/**
 * Drawings of first screens by exactly what they were drawn from, for a few seconds: the same page asked
 * again (a reload, the back button, a shared post's visitors, a crawler) costs a hash instead of a render.
 * The key holds every input, the viewer among them, so a drawing only ever goes to a page that would
 * draw the same; the least recently used go first.
 */
export class DrawingCache {
  private readonly drawings = new Map<string, string>();

  constructor(private readonly now: () => number = Date.now) {}

  drawn(input: DrawingInput, render: () => string): string {
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
    const markup = render();
    this.drawings.set(key, markup);
    if (this.drawings.size > KEPT) this.drawings.delete(this.drawings.keys().next().value as string);
    return markup;
  }
}
