import { describe, expect, it } from 'vitest';
import { videoBoxStyle } from './video-box';

describe('videoBoxStyle', () => {
  it('keeps a portrait video’s shape, narrowing it to the height limit', () => {
    expect(videoBoxStyle(90, 160)).toEqual({
      aspectRatio: String(90 / 160),
      width: `min(100%, ${32 * (90 / 160)}rem)`,
    });
  });
  it('lets a landscape video take the full width', () => {
    expect(videoBoxStyle(1920, 1080).aspectRatio).toBe(String(1920 / 1080));
  });
  it('falls back to 16:9 when the size is unknown', () => {
    expect(videoBoxStyle(null, null).aspectRatio).toBe(String(16 / 9));
    expect(videoBoxStyle(0, 100).aspectRatio).toBe(String(16 / 9));
  });
});
