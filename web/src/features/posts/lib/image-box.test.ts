import { describe, expect, it } from 'vitest';
import { imageBoxStyle, imageRatio } from './image-box';

describe('imageRatio', () => {
  it('keeps an image’s own shape between 4:5 and 1.91:1', () => {
    expect(imageRatio(1080, 1350)).toBe(0.8);
    expect(imageRatio(1440, 1080)).toBe(1440 / 1080);
    expect(imageRatio(1000, 1000)).toBe(1);
  });
  it('crops only beyond those: a tall screenshot at 4:5, a panorama at 1.91:1', () => {
    expect(imageRatio(1080, 2400)).toBe(0.8);
    expect(imageRatio(4000, 1000)).toBe(1.91);
  });
  it('is unknown without a size', () => {
    expect(imageRatio(null, null)).toBeNull();
    expect(imageRatio(0, 100)).toBeNull();
  });
});

describe('imageBoxStyle', () => {
  it('narrows a portrait image to the height limit instead of adding bars', () => {
    expect(imageBoxStyle(0.8)).toEqual({ aspectRatio: '0.8', width: `min(100%, ${32 * 0.8}rem)` });
  });
  it('leaves an image of unknown size its own height, within the limit', () => {
    expect(imageBoxStyle(null)).toEqual({ maxHeight: '32rem' });
  });
});
