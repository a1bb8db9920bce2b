import type { Metadata } from 'sharp';
import type { MediaLimits } from '../config.js';
import { badRequest, tooLarge } from '../errors.js';
import { mediaLimitMessages, mediaMessages } from './messages.js';
import { loadSharp } from './sharp.js';

export const MAX_IMAGE_SIDE = 2048;

export interface EncodedImage {
  width: number;
  height: number;
  bytes: number;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Re-encodes an image to WebP: auto-oriented, every metadata block (EXIF, GPS, XMP, ICC) dropped,
 * longest side at most 2048 px. The pixel limit is checked from the header before any decoding, so a
 * decompression bomb is refused without allocating its pixels; sharp's own limit backs that up.
 */
export async function reencodeImage(
  input: string | Buffer,
  output: string,
  limits: MediaLimits,
  options: { animated: boolean } = { animated: false },
): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const open = () =>
    sharp(input, { limitInputPixels: limits.maxImagePixels, animated: options.animated, failOn: 'error' });
  let header: Metadata;
  try {
    header = await open().metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooLarge(mediaLimitMessages.tooManyPixels(limits));
    throw badRequest(mediaMessages.IMAGE_UNREADABLE);
  }
  const frameHeight = header.pageHeight ?? header.height ?? 0;
  const frames = options.animated ? (header.pages ?? 1) : 1;
  if (!header.width || !frameHeight) throw badRequest(mediaMessages.IMAGE_UNREADABLE);
  if (header.width * frameHeight * frames > limits.maxImagePixels)
    throw tooLarge(mediaLimitMessages.tooManyPixels(limits));
  try {
    const info = await open()
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(output);
    return { width: info.width, height: info.height, bytes: info.size };
  } catch (error) {
    if (isPixelLimitError(error)) throw tooLarge(mediaLimitMessages.tooManyPixels(limits));
    throw badRequest(mediaMessages.IMAGE_UNREADABLE);
  }
}
