import type { CSSProperties } from 'react';

/** The tallest a video in a card may be; a portrait one is narrowed to keep its shape instead. */
export const MAX_VIDEO_HEIGHT_REM = 32;

/**
 * The box a post's video takes before it loads: its own aspect ratio (so a portrait video is not
 * letterboxed in a 16:9 box), at most MAX_VIDEO_HEIGHT_REM tall. 16:9 when the size is unknown.
 */
export function videoBoxStyle(width: number | null | undefined, height: number | null | undefined): CSSProperties {
  const ratio = width && height ? width / height : 16 / 9;
  return {
    aspectRatio: String(ratio),
    width: `min(100%, ${MAX_VIDEO_HEIGHT_REM * ratio}rem)`,
  };
}
