import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostMedia } from './post-media';

// A real BlurHash (https://blurha.sh's own example); jsdom has no canvas, so its 2D context is recorded.
const HASH = 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH';
let painted: Uint8ClampedArray[] = [];

beforeEach(() => {
  painted = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        createImageData: (width: number, height: number) => ({ data: new Uint8ClampedArray(width * height * 4) }),
        putImageData: (image: { data: Uint8ClampedArray }) => painted.push(image.data),
      }) as unknown as CanvasRenderingContext2D,
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const image = { img: '/media/a.webp', imgAlt: 'The harbour', imgWidth: 400, imgHeight: 300 };

describe("a post image's BlurHash placeholder", () => {
  it('paints the decoded hash across the box, behind the image, until the image loads', () => {
    render(<PostMedia media={{ ...image, imgBlurhash: HASH }} />);
    const canvas = screen.getByTestId('image-blurhash');
    expect(canvas.className).toContain('absolute inset-0 size-full');
    // Before the image in the box, so the image paints over it; the box keeps the image's shape.
    expect(screen.getByTestId('post-image').firstElementChild).toBe(canvas);
    expect(screen.getByTestId('post-image').style.aspectRatio).not.toBe('');
    expect(painted).toHaveLength(1);
    const pixels = painted[0] as Uint8ClampedArray;
    expect(pixels.length).toBe(32 * 32 * 4);
    expect(pixels.some((value, index) => index % 4 !== 3 && value > 0)).toBe(true);
    fireEvent.load(screen.getByRole('img'));
    expect(screen.queryByTestId('image-blurhash')).toBeNull();
  });

  it('is not drawn without a hash or for an image of unknown size, and a malformed hash paints nothing', () => {
    render(<PostMedia media={{ ...image, imgBlurhash: null }} />);
    expect(screen.queryByTestId('image-blurhash')).toBeNull();
    cleanup();
    render(<PostMedia media={{ ...image, imgWidth: null, imgHeight: null, imgBlurhash: HASH }} />);
    expect(screen.queryByTestId('image-blurhash')).toBeNull();
    cleanup();
    render(<PostMedia media={{ ...image, imgBlurhash: 'not a hash' }} />);
    expect(screen.getByTestId('image-blurhash')).toBeTruthy();
    expect(painted).toHaveLength(0);
  });
});
