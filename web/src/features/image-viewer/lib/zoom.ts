/** How the image sits in the viewer: its scale and its offset from the centre, in CSS pixels. */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

interface Size {
  width: number;
  height: number;
}

/** The image's fitted (unzoomed) size and the stage it is centred in. */
export interface ZoomBounds {
  image: Size;
  stage: Size;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** What a double tap, a double click or the zoom-in button zooms to from the fitted view. */
export const ZOOM_STEP = 2;

export const FITTED: ZoomView = { scale: 1, x: 0, y: 0 };

// `|| 0` turns -0 into 0: a view at the centre is one value, whichever side it came from.
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value)) || 0;

/** Keeps the zoomed image on the stage: it pans only as far as it overflows, and never past its edges. */
export function clampView(view: ZoomView, { image, stage }: ZoomBounds): ZoomView {
  const scale = clamp(view.scale, MIN_SCALE, MAX_SCALE);
  const maxX = Math.max(0, (scale * image.width - stage.width) / 2);
  const maxY = Math.max(0, (scale * image.height - stage.height) / 2);
  return { scale, x: clamp(view.x, -maxX, maxX), y: clamp(view.y, -maxY, maxY) };
}

/**
 * Scales to `scale` around a point given relative to the stage's centre, so the spot under the
 * finger or the pointer stays where it is.
 */
export function zoomAt(view: ZoomView, scale: number, point: { x: number; y: number }, bounds: ZoomBounds): ZoomView {
  const next = clamp(scale, MIN_SCALE, MAX_SCALE);
  const ratio = next / view.scale;
  return clampView(
    { scale: next, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio },
    bounds,
  );
}
