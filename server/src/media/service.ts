/**
 * The media pipeline: every image and video that users upload (posts, stories, chat images, avatars)
 * goes through here, and nothing else writes to the media store (media/store: local disk or S3).
 *
 * How a feature uses it: the route handler reads the request, the service stores and writes.
 *
 *   // routes.ts: JSON (`img` as a data URL) or multipart/form-data (files streamed to temporary files)
 *   const form = await readUploadRequest<Fields>(ctx, request, { img: 'image', video: 'video' });
 *   try {
 *     await createThing(ctx, user, { text: form.fields.text, img: form.upload('img') });
 *   } finally {
 *     await form.discard();                                      // always removes the temporary files
 *   }
 *
 *   // service.ts: store what was sent, write the row; a failed write removes the stored files again
 *   return storeThenWrite(ctx, userId, { img: { upload: img, accept: 'image' } }, async ({ img }) =>
 *     insertThing(ctx.db, { img: img?.url ?? null }),
 *   );
 *
 *   // private media (chat images): served only to the owner and `sharedWith`, at /media/private/…
 *   { upload, accept: 'image', options: { private: { sharedWith: recipientId } } }
 *   // or to the members of a group conversation, whoever they are when the file is asked for
 *   { upload, accept: 'image', options: { private: { sharedWith: null, conversationId } } }
 *
 *   image.url        -> '/media/<128-bit random hex>.webp', served with nosniff, a strict CSP and Range
 *   video.posterUrl  -> a WebP poster frame for videos (null for images)
 *
 *   // when the thing that used the files goes away (only our own /media/ URLs are touched)
 *   await deleteMedia(ctx, [post.img, post.video]);
 *
 * `accept` is 'image', 'video' or 'image-or-video'. Refusals are AppErrors: 415 for a type outside the
 * allow-list (JPEG, PNG, WebP, GIF, AVIF; MP4, WebM, MOV — decided from magic bytes, never from the file
 * name or the client's content type; SVG and HTML are never accepted), 413 for a file over MAX_IMAGE_MB /
 * MAX_VIDEO_MB, an image over MAX_IMAGE_MEGAPIXELS or an owner past MEDIA_QUOTA_MB, 400 for an unreadable
 * file or a video over MAX_VIDEO_SECONDS, 429 past the uploadsPerUser rate limit, 503 for a video when
 * ffmpeg/ffprobe do not run here. Images are re-encoded to WebP (auto-oriented, all metadata stripped,
 * longest side ≤ 2048 px); videos are checked by ffprobe and remuxed without metadata or SEI user data
 * (MOV becomes MP4), with a poster frame taken by ffmpeg. Each stored file has a `media` row.
 */

import fs from 'node:fs';
import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import type { MediaTable } from '../db/tables/media.js';
import { tooLarge, unavailable, unsupportedMedia } from '../errors.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { blurhashOf } from './blurhash.js';
import { reencodeImage } from './images.js';
import { mediaLimitMessages, mediaMessages } from './messages.js';
import { deleteMediaRows, findMediaByFileNames, insertMedia, storedBytesOf } from './queries.js';
import { type MediaAccept, type MediaKind, type SniffedType, sniffFile } from './sniff.js';
import { type SpooledFile, spoolDataUrl } from './spool.js';
import { keyFromUrl, mediaUrl, newMediaKey, removeQuietly, tmpFile } from './storage.js';
import { checkVideo, extractFrame, remuxVideo } from './videos.js';

export type { MediaAccept } from './sniff.js';
export type { SpooledFile } from './spool.js';

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
  /** The image's (the video poster's) BlurHash. */
  blurhash: string | null;
}

export interface StoreOptions {
  /**
   * Private media: never public, served only to the owner and `sharedWith` (a chat image's recipient), or
   * to the current members of `conversationId` (a group's image).
   */
  private?: { sharedWith: string | null; conversationId?: string };
  /**
   * A copy of a remote post's media (federation): processed like an upload, but it spends no upload budget
   * or quota of the remote person; it is a cache, removed after REMOTE_MEDIA_RETENTION_DAYS.
   */
  remoteCopy?: boolean;
  /** A remote copy keeps the BlurHash its server sent (validated) instead of ours. */
  blurhash?: string;
  /**
   * The storage keys to use instead of new ones: an expired remote copy fetched again goes back under the
   * name its post still shows. A video whose container no longer matches the key's extension is refused.
   */
  keys?: { main: string; poster: string | null };
}

type Processed = Pick<
  MediaTable,
  'mime' | 'bytes' | 'width' | 'height' | 'duration_ms' | 'poster_file_name' | 'blurhash'
>;

function refusalFor(accept: MediaAccept): Phrase {
  if (accept === 'image') return mediaMessages.IMAGE_TYPE_UNSUPPORTED;
  if (accept === 'video') return mediaMessages.VIDEO_TYPE_UNSUPPORTED;
  return mediaMessages.MEDIA_TYPE_UNSUPPORTED;
}

async function sniffAccepted(upload: SpooledFile, accept: MediaAccept): Promise<SniffedType> {
  const type = await sniffFile(upload.path);
  if (!type || (accept !== 'image-or-video' && type.kind !== accept)) throw unsupportedMedia(refusalFor(accept));
  return type;
}

async function checkQuota(ctx: AppContext, ownerId: string, incomingBytes: number): Promise<void> {
  const limits = ctx.config.media;
  const stored = await storedBytesOf(ctx.db, ownerId);
  if (stored + incomingBytes > limits.quotaBytes) throw tooLarge(mediaLimitMessages.quotaExceeded(limits));
}

/**
 * Processes an upload into temporary files, puts them in the store and records the row; whatever fails,
 * the temporary files go, and so do the objects already stored when the row could not be written.
 */
async function storeProcessed(
  ctx: AppContext,
  ownerId: string,
  kind: MediaKind,
  files: { key: string; file: string; mime: string }[],
  options: StoreOptions,
  produce: () => Promise<Processed>,
): Promise<StoredMedia> {
  const { store } = ctx.media;
  const [main] = files;
  if (!main) throw new Error('nothing to store');
  const stored: string[] = [];
  try {
    const produced = await produce();
    const processed = { ...produced, blurhash: options.blurhash ?? produced.blurhash };
    for (const file of files) {
      stored.push(file.key);
      await store.put(file.key, file.file, file.mime);
    }
    const id = newId();
    await insertMedia(ctx.db, {
      id,
      owner_id: ownerId,
      kind,
      file_name: main.key,
      shared_with_id: options.private?.sharedWith ?? null,
      conversation_id: options.private?.conversationId ?? null,
      created_at: ctx.clock(),
      ...processed,
    });
    const posterUrl = processed.poster_file_name ? mediaUrl(processed.poster_file_name) : null;
    const durationSeconds = processed.duration_ms === null ? null : processed.duration_ms / 1000;
    const { width, height, bytes } = processed;
    const { blurhash } = processed;
    return { id, kind, url: mediaUrl(main.key), posterUrl, width, height, bytes, durationSeconds, blurhash };
  } catch (error) {
    await store.remove(stored).catch(() => undefined);
    throw error;
  } finally {
    await Promise.all(files.map((file) => removeQuietly(file.file)));
  }
}

function storeImage(ctx: AppContext, ownerId: string, upload: SpooledFile, type: SniffedType, options: StoreOptions) {
  const limits = ctx.config.media;
  const file = tmpFile(ctx.config, 'webp');
  const key = options.keys?.main ?? newMediaKey('webp', options.private !== undefined);
  const animated = type.mime === 'image/gif' || type.mime === 'image/webp';
  return storeProcessed(ctx, ownerId, 'image', [{ key, file, mime: 'image/webp' }], options, async () => {
    const image = await ctx.metrics.timeMedia('image', () => reencodeImage(upload.path, file, limits, { animated }));
    const blurhash = await blurhashOf(file);
    return { mime: 'image/webp', duration_ms: null, poster_file_name: null, blurhash, ...image };
  });
}

async function storeVideo(
  ctx: AppContext,
  ownerId: string,
  upload: SpooledFile,
  type: SniffedType,
  options: StoreOptions,
) {
  const limits = ctx.config.media;
  const checked = await ctx.metrics.timeMedia('video-probe', () => checkVideo(upload.path, limits));
  const container = type.container ?? 'mp4';
  const mime = container === 'webm' ? 'video/webm' : 'video/mp4';
  const isPrivate = options.private !== undefined;
  const keys = options.keys;
  if (keys && (!keys.main.endsWith(`.${container}`) || !keys.poster)) throw unsupportedMedia(refusalFor('video'));
  const video = { key: keys?.main ?? newMediaKey(container, isPrivate), file: tmpFile(ctx.config, container), mime };
  const poster = {
    key: keys?.poster ?? newMediaKey('poster.webp', isPrivate),
    file: tmpFile(ctx.config, 'webp'),
    mime: 'image/webp',
  };
  return storeProcessed(ctx, ownerId, 'video', [video, poster], options, async () => {
    await ctx.metrics.timeMedia('video-remux', () =>
      remuxVideo(limits.ffmpegPath, upload.path, video.file, container, checked.videoCodec),
    );
    await ctx.metrics.timeMedia('video-poster', async () => {
      const frame = await extractFrame(limits.ffmpegPath, video.file, checked.durationSeconds);
      await reencodeImage(frame, poster.file, limits);
    });
    const { size } = await fs.promises.stat(video.file);
    return {
      mime,
      bytes: size,
      width: checked.width,
      height: checked.height,
      duration_ms: Math.round(checked.durationSeconds * 1000),
      poster_file_name: poster.key,
      blurhash: await blurhashOf(poster.file),
    };
  });
}

/** Checks and stores one spooled upload for its owner. The temporary file is left to its UploadForm. */
export async function storeMedia(
  ctx: AppContext,
  ownerId: string,
  upload: SpooledFile,
  accept: MediaAccept,
  options: StoreOptions = {},
): Promise<StoredMedia> {
  const limits = ctx.config.media;
  const type = await sniffAccepted(upload, accept);
  const max = type.kind === 'image' ? limits.maxImageBytes : limits.maxVideoBytes;
  if (upload.bytes > max) {
    throw tooLarge(
      type.kind === 'image' ? mediaLimitMessages.imageTooLarge(limits) : mediaLimitMessages.videoTooLarge(limits),
    );
  }
  if (type.kind === 'video' && !ctx.media.tools.available) throw unavailable(mediaMessages.VIDEO_UNAVAILABLE);
  if (!options.remoteCopy) {
    await ctx.limits.consume('uploadsPerUser', ownerId);
    await checkQuota(ctx, ownerId, upload.bytes);
  }
  return type.kind === 'image'
    ? storeImage(ctx, ownerId, upload, type, options)
    : storeVideo(ctx, ownerId, upload, type, options);
}

/** Stores an image sent as a base64 data URL; the declared type in the URL is ignored like any client claim. */
export async function storeDataUrl(
  ctx: AppContext,
  ownerId: string,
  dataUrl: string,
  accept: MediaAccept = 'image',
  options: StoreOptions = {},
): Promise<StoredMedia> {
  const limits = ctx.config.media;
  const max = accept === 'image' ? limits.maxImageBytes : limits.maxVideoBytes;
  const message =
    accept === 'image' ? mediaLimitMessages.imageTooLarge(limits) : mediaLimitMessages.videoTooLarge(limits);
  const upload = await spoolDataUrl(ctx.config, dataUrl, max, message);
  try {
    return await storeMedia(ctx, ownerId, upload, accept, options);
  } finally {
    await removeQuietly(upload.path);
  }
}

/** Removes stored media (and video posters) by URL; URLs that are not ours are ignored. */
export async function deleteMedia(ctx: AppContext, urls: readonly (string | null | undefined)[]): Promise<void> {
  const keys = urls.flatMap((url) => {
    const key = url ? keyFromUrl(url) : null;
    return key ? [key] : [];
  });
  const rows = await findMediaByFileNames(ctx.db, keys);
  if (rows.length === 0) return;
  await deleteMediaRows(
    ctx.db,
    rows.map((row) => row.id),
  );
  await ctx.media.store.remove(
    rows.flatMap((row) => [row.file_name, ...(row.poster_file_name ? [row.poster_file_name] : [])]),
  );
}
