import { decode } from 'blurhash';
import { useEffect, useRef } from 'react';

/** Decoded this small and stretched: a BlurHash has only a few colour components, so more pixels add nothing. */
const SIZE = 32;

/**
 * An image's BlurHash painted across its box, behind the image, while the image loads. The box already has
 * the image's shape, so nothing moves; a hash that does not decode leaves the box's own colour.
 */
export function BlurhashPlaceholder({ hash }: { hash: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    try {
      const image = context.createImageData(SIZE, SIZE);
      image.data.set(decode(hash, SIZE, SIZE));
      context.putImageData(image, 0, 0);
    } catch {
      // Not a BlurHash: nothing to paint.
    }
  }, [hash]);
  return (
    <canvas
      ref={canvas}
      width={SIZE}
      height={SIZE}
      data-testid="image-blurhash"
      className="absolute inset-0 size-full"
    />
  );
}
