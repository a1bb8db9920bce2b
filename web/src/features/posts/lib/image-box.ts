import type { CSSProperties } from 'react';
import { MAX_VIDEO_HEIGHT_REM } from './video-box';

/** The tallest (4:5, portrait) and the widest (1.91:1, landscape) shapes an image is shown at, as Instagram does. */
export const IMAGE_RATIO = { tallest: 4 / 5, widest: 1.91 } as const;

/** An image's shape in a card: its own, cropped only beyond 4:5 and 1.91:1. Null when its size is unknown. */
export function imageRatio(width: number | null | undefined, height: number | null | undefined): number | null {
  if (!width || !height) return null;
  return Math.min(IMAGE_RATIO.widest, Math.max(IMAGE_RATIO.tallest, width / height));
}

/**
 * The box a post's image takes before it loads: that shape, at most as tall as a video may be (a portrait image
 * is narrowed rather than given bars). `ratio` null: the box follows the image once it has loaded.
 */
export function imageBoxStyle(ratio: number | null): CSSProperties {
  if (ratio === null) return { maxHeight: `${MAX_VIDEO_HEIGHT_REM}rem` };
  return { aspectRatio: String(ratio), width: `min(100%, ${MAX_VIDEO_HEIGHT_REM * ratio}rem)` };
}
