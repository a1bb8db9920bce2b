import { describe, expect, it } from 'vitest';
import { clampView, FITTED, MAX_SCALE, zoomAt } from './zoom';

// A full-screen image on a phone-sized stage, and a small one that does not fill it.
const full = { image: { width: 400, height: 800 }, stage: { width: 400, height: 800 } };
const small = { image: { width: 200, height: 100 }, stage: { width: 400, height: 800 } };

describe('image zoom', () => {
  it('zooms around the given point, keeping it in place', () => {
    const view = zoomAt(FITTED, 2, { x: 100, y: -50 }, full);
    expect(view).toEqual({ scale: 2, x: -100, y: 50 });
    // The spot under the point (content coordinate 100, -50 at scale 1) is still under it.
    expect(view.x + 100 * view.scale).toBe(100);
    expect(view.y + -50 * view.scale).toBe(-50);
  });

  it('never zooms below the fitted size or above the maximum', () => {
    expect(zoomAt(FITTED, 0.3, { x: 0, y: 0 }, full).scale).toBe(1);
    expect(zoomAt(FITTED, 40, { x: 0, y: 0 }, full).scale).toBe(MAX_SCALE);
  });

  it('pans only as far as the zoomed image overflows the stage', () => {
    expect(clampView({ scale: 2, x: 500, y: -900 }, full)).toEqual({ scale: 2, x: 200, y: -400 });
    expect(clampView({ scale: 1, x: 30, y: 30 }, full)).toEqual(FITTED);
    // Twice as big, the small image is 400 × 200: as wide as the stage, still shorter than it.
    expect(clampView({ scale: 2, x: 50, y: 50 }, small)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(clampView({ scale: 4, x: 500, y: 500 }, small)).toEqual({ scale: 4, x: 200, y: 0 });
  });

  it('comes back to the centre when zooming out to the fitted size', () => {
    const zoomed = zoomAt(FITTED, 3, { x: 150, y: 200 }, full);
    expect(zoomAt(zoomed, 1, { x: -150, y: 0 }, full)).toEqual(FITTED);
  });
});
