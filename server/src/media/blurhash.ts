import { encode, isBlurhashValid } from 'blurhash';
import { loadSharp } from './sharp.js';

/** Longest side of the thumbnail the hash is taken from: a BlurHash keeps only a few colours anyway. */
const THUMB_SIDE = 32;
/** What Mastodon sends: BlurHashes arrive from other servers too, and anything longer is not a preview. */
const MAX_LENGTH = 100;

/** The BlurHash of an image file (4×3 components, from a small thumbnail's raw RGBA pixels). */
export async function blurhashOf(file: string): Promise<string> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(file)
    .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3);
}

/** A BlurHash another server sent, if it is one; anything else is dropped. */
export function validBlurhash(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return undefined;
  return isBlurhashValid(value).result ? value : undefined;
}
