/**
 * The media pipeline: every image and video that users upload (posts, stories, chat images, avatars)
 * goes through here, and nothing else writes to DATA_DIR/media.
 *
 * How a feature uses it, from a route handler:
 *
 *   // multipart/form-data: files are streamed to a temporary file, never buffered whole
 *   const form = await readUploadForm(ctx, request, { img: 'image', video: 'video' });
 *   try {
 *     form.fields.text;                                          // text fields, as strings
 *     const image = form.files.img && (await storeMedia(ctx, userId, form.files.img, 'image'));
 *   } finally {
 *     await form.discard();                                      // always removes the temporary files
 *   }
 *
 *   // JSON with a data URL (older clients send `img` that way)
 *   const image = await storeDataUrl(ctx, userId, body.img, 'image');
 *
 *   image.url        -> '/media/<server-made name>.webp', served with nosniff, a strict CSP and Range
 *   video.posterUrl  -> a WebP poster frame for videos (null for images)
 *
 *   // when the thing that used the files goes away (only our own /media/ URLs are touched)
 *   await deleteMedia(ctx, [post.img, post.video]);
 *
 * `accept` is 'image', 'video' or 'image-or-video'. Refusals are AppErrors: 415 for a type outside the
 * allow-list (JPEG, PNG, WebP, GIF, AVIF; MP4, WebM, MOV — decided from magic bytes, never from the file
 * name or the client's content type; SVG and HTML are never accepted), 413 for a file over MAX_IMAGE_MB /
 * MAX_VIDEO_MB or an image over MAX_IMAGE_MEGAPIXELS, 400 for an unreadable file or a video over
 * MAX_VIDEO_SECONDS, 429 past the uploadsPerUser rate limit. Images are re-encoded to WebP (auto-oriented,
 * all metadata stripped, longest side ≤ 2048 px); videos are checked by ffprobe and remuxed without
 * metadata (MOV becomes MP4), with a poster frame taken by ffmpeg. Each stored file has a `media` row.
 */
import fs from 'node:fs';
import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import { tooLarge, unsupportedMedia } from '../errors.js';
import { reencodeImage } from './images.js';
import { mediaMessages } from './messages.js';
import { deleteMediaRows, findMediaByFileNames, insertMedia } from './queries.js';
import { type MediaKind, type SniffedType, sniffFile } from './sniff.js';
import { type SpooledFile, spoolDataUrl } from './spool.js';
import { fileNameFromUrl, mediaPath, mediaUrl, removeQuietly } from './storage.js';
import { checkVideo, extractFrame, remuxVideo } from './videos.js';

export { readUploadForm, type UploadForm } from './multipart.js';
export type { SpooledFile } from './spool.js';

export type MediaAccept = MediaKind | 'image-or-video';

export interface StoredMedia {
  id: string;
  kind: MediaKind;
  url: string;
  /** A still frame for videos; null for images. */
  posterUrl: string | null;
  width: number;
  height: number;
  bytes: number;
  durationSeconds: number | null;
}

function refusalFor(accept: MediaAccept): string {
  if (accept === 'image') return mediaMessages.unsupportedImage;
  if (accept === 'video') return mediaMessages.unsupportedVideo;
  return mediaMessages.unsupportedMedia;
}

async function sniffAccepted(upload: SpooledFile, accept: MediaAccept): Promise<SniffedType> {
  const type = await sniffFile(upload.path);
  if (!type || (accept !== 'image-or-video' && type.kind !== accept)) throw unsupportedMedia(refusalFor(accept));
  return type;
}

async function storeImage(ctx: AppContext, ownerId: string, upload: SpooledFile, type: SniffedType) {
  const limits = ctx.config.media;
  if (upload.bytes > limits.maxImageBytes) throw tooLarge(mediaMessages.imageTooLarge(limits));
  const id = newId();
  const fileName = `${id.toLowerCase()}.webp`;
  const output = mediaPath(ctx.config, fileName);
  const animated = type.mime === 'image/gif' || type.mime === 'image/webp';
  try {
    const image = await ctx.metrics.timeMedia('image', () => reencodeImage(upload.path, output, limits, { animated }));
    await insertMedia(ctx.db, {
      id,
      owner_id: ownerId,
      kind: 'image',
      file_name: fileName,
      poster_file_name: null,
      mime: 'image/webp',
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      duration_ms: null,
      created_at: ctx.clock(),
    });
    return { id, kind: 'image', url: mediaUrl(fileName), posterUrl: null, durationSeconds: null, ...image } as const;
  } catch (error) {
    await removeQuietly(output);
    throw error;
  }
}

async function storeVideo(ctx: AppContext, ownerId: string, upload: SpooledFile, type: SniffedType) {
  const limits = ctx.config.media;
  if (upload.bytes > limits.maxVideoBytes) throw tooLarge(mediaMessages.videoTooLarge(limits));
  const checked = await ctx.metrics.timeMedia('video-probe', () => checkVideo(upload.path, limits));
  const container = type.container ?? 'mp4';
  const id = newId();
  const fileName = `${id.toLowerCase()}.${container}`;
  const posterName = `${id.toLowerCase()}.poster.webp`;
  const output = mediaPath(ctx.config, fileName);
  const posterOutput = mediaPath(ctx.config, posterName);
  try {
    await ctx.metrics.timeMedia('video-remux', () => remuxVideo(upload.path, output, container, checked.videoCodec));
    await ctx.metrics.timeMedia('video-poster', async () => {
      const frame = await extractFrame(output, checked.durationSeconds);
      await reencodeImage(frame, posterOutput, limits);
    });
    const bytes = (await fs.promises.stat(output)).size;
    await insertMedia(ctx.db, {
      id,
      owner_id: ownerId,
      kind: 'video',
      file_name: fileName,
      poster_file_name: posterName,
      mime: container === 'webm' ? 'video/webm' : 'video/mp4',
      bytes,
      width: checked.width,
      height: checked.height,
      duration_ms: Math.round(checked.durationSeconds * 1000),
      created_at: ctx.clock(),
    });
    return {
      id,
      kind: 'video',
      url: mediaUrl(fileName),
      posterUrl: mediaUrl(posterName),
      width: checked.width,
      height: checked.height,
      bytes,
      durationSeconds: checked.durationSeconds,
    } as const;
  } catch (error) {
    await Promise.all([removeQuietly(output), removeQuietly(posterOutput)]);
    throw error;
  }
}

/** Checks and stores one spooled upload for its owner. The temporary file is left to its UploadForm. */
export async function storeMedia(
  ctx: AppContext,
  ownerId: string,
  upload: SpooledFile,
  accept: MediaAccept,
): Promise<StoredMedia> {
  const type = await sniffAccepted(upload, accept);
  await ctx.limits.consume('uploadsPerUser', ownerId);
  return type.kind === 'image' ? storeImage(ctx, ownerId, upload, type) : storeVideo(ctx, ownerId, upload, type);
}

/** Stores an image sent as a base64 data URL; the declared type in the URL is ignored like any client claim. */
export async function storeDataUrl(
  ctx: AppContext,
  ownerId: string,
  dataUrl: string,
  accept: MediaAccept = 'image',
): Promise<StoredMedia> {
  const limits = ctx.config.media;
  const max = accept === 'image' ? limits.maxImageBytes : limits.maxVideoBytes;
  const message = accept === 'image' ? mediaMessages.imageTooLarge(limits) : mediaMessages.videoTooLarge(limits);
  const upload = await spoolDataUrl(ctx.config, dataUrl, max, message);
  try {
    return await storeMedia(ctx, ownerId, upload, accept);
  } finally {
    await removeQuietly(upload.path);
  }
}

/** Removes stored media (and video posters) by URL; URLs that are not ours are ignored. */
export async function deleteMedia(ctx: AppContext, urls: readonly (string | null | undefined)[]): Promise<void> {
  const names = urls.flatMap((url) => {
    const name = url ? fileNameFromUrl(url) : null;
    return name ? [name] : [];
  });
  const rows = await findMediaByFileNames(ctx.db, names);
  if (rows.length === 0) return;
  await deleteMediaRows(
    ctx.db,
    rows.map((row) => row.id),
  );
  const files = rows.flatMap((row) => [row.file_name, ...(row.poster_file_name ? [row.poster_file_name] : [])]);
  await Promise.all(files.map((name) => removeQuietly(mediaPath(ctx.config, name))));
}
