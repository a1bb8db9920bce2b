import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { AppContext } from '../context.js';
import type { PostRow } from '../db/tables/posts.js';
import type { RemoteMediaSourceRow } from '../db/tables/remote-media-sources.js';
import { httpMessages } from '../http/messages.js';
import { deleteMedia, type SpooledFile, type StoredMedia, storeMedia } from '../media/service.js';
import { spoolStream } from '../media/spool.js';
import { MEDIA_URL_PREFIX, mediaUrl, removeQuietly } from '../media/storage.js';
import { sentBlurhash } from './received-json.js';
import type { RemoteNote } from './remote-notes.js';

const FETCH_TIMEOUT_MS = 30_000;
const DAY = 24 * 60 * 60_000;

/** One remote file, downloaded through the outbound module to a temporary file; undefined when it fails. */
export async function download(ctx: AppContext, url: string, maxBytes: number): Promise<SpooledFile | undefined> {
  try {
    const response = await ctx.outbound.fetch(url, { timeoutMs: FETCH_TIMEOUT_MS, maxResponseBytes: maxBytes });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return undefined;
    }
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    return await spoolStream(ctx.config, body, maxBytes, httpMessages.BODY_TOO_LARGE);
  } catch {
    return undefined;
  }
}

export interface RemoteMedia {
  img: string | null;
  img_alt: string;
  img_width: number | null;
  img_height: number | null;
  img_blurhash: string | null;
  video: string | null;
  poster: string | null;
  video_width: number | null;
  video_height: number | null;
}

/**
 * A remote note's image and video, fetched by the server through the outbound module (never hot-linked, so
 * readers' addresses do not reach other servers), sniffed and processed like uploads (images re-encoded,
 * videos checked and given a poster, the size caps), then `write` runs with them; if it fails they go again.
 * A file that cannot be fetched or is refused is left out: the post is kept without it.
 */
export async function withRemoteMedia(
  ctx: AppContext,
  ownerId: string,
  note: Pick<RemoteNote, 'image' | 'video'>,
  write: (media: RemoteMedia) => Promise<PostRow>,
): Promise<PostRow> {
  const limits = ctx.config.media;
  const [img, vid] = await Promise.all([
    note.image ? copy(ctx, ownerId, note.image.url, 'image', limits.maxImageBytes) : undefined,
    note.video ? copy(ctx, ownerId, note.video.url, 'video', limits.maxVideoBytes) : undefined,
  ]);
  let post: PostRow;
  try {
    post = await write({
      img: img?.url ?? null,
      img_alt: img ? (note.image?.alt ?? '') : '',
      img_width: img?.width ?? null,
      img_height: img?.height ?? null,
      img_blurhash: img?.blurhash ?? null,
      video: vid?.url ?? null,
      poster: vid?.posterUrl ?? null,
      video_width: vid?.width ?? null,
      video_height: vid?.height ?? null,
    });
  } catch (error) {
    await deleteMedia(ctx, [img?.url, vid?.url]);
    throw error;
  }
  const sources = [
    ...(img && note.image ? [sourceOf(post.id, img, note.image.url)] : []),
    ...(vid && note.video ? [sourceOf(post.id, vid, note.video.url)] : []),
  ];
  if (sources.length > 0) await ctx.db.insertInto('remote_media_sources').values(sources).execute();
  return post;
}

function sourceOf(postId: string, copy: StoredMedia, sourceUrl: string): RemoteMediaSourceRow {
  return {
    file_name: copy.url.slice(MEDIA_URL_PREFIX.length),
    poster_file_name: copy.posterUrl?.slice(MEDIA_URL_PREFIX.length) ?? null,
    post_id: postId,
    kind: copy.kind,
    source_url: sourceUrl,
    blurhash: copy.blurhash,
    claimed_at: null,
  };
}

/** Downloads and stores one file as a remote copy; undefined when it cannot be fetched or is refused. */
async function copy(
  ctx: AppContext,
  ownerId: string,
  url: string,
  accept: 'image' | 'video',
  maxBytes: number,
): Promise<StoredMedia | undefined> {
  const file = await download(ctx, url, maxBytes);
  if (!file) return undefined;
  try {
    return await storeMedia(ctx, ownerId, file, accept, { remoteCopy: true, blurhash: sentBlurhash(url) });
  } catch {
    return undefined;
  } finally {
    await removeQuietly(file.path);
  }
}

/**
 * Copies of remote posts' media older than REMOTE_MEDIA_RETENTION_DAYS are removed. A copy whose source we
 * know stays named by its post and is fetched again when asked for (remote-media-refetch.ts); an older copy
 * stored without its source is taken off its post, which keeps its text and its link to the original server.
 */
export async function sweepRemoteMedia(ctx: AppContext): Promise<void> {
  const before = ctx.clock() - ctx.config.federation.remoteMediaRetentionDays * DAY;
  const expired = await ctx.db
    .selectFrom('media')
    .innerJoin('remote_media_sources as s', 's.file_name', 'media.file_name')
    .select('media.file_name')
    .where('media.created_at', '<', before)
    .limit(500)
    .execute();
  await deleteMedia(
    ctx,
    expired.map((row) => mediaUrl(row.file_name)),
  );
  await sweepUntracked(ctx, before);
}

async function sweepUntracked(ctx: AppContext, before: number): Promise<void> {
  const rows: Pick<PostRow, 'id' | 'img' | 'video'>[] = await ctx.db
    .selectFrom('posts')
    .select(['id', 'img', 'video'])
    .where('uri', 'is not', null)
    .where('created_at', '<', before)
    .where((eb) => eb.or([eb('img', 'is not', null), eb('video', 'is not', null)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('remote_media_sources as s').select('s.post_id').whereRef('s.post_id', '=', 'posts.id'),
        ),
      ),
    )
    .limit(500)
    .execute();
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  await ctx.db
    .updateTable('posts')
    .set({
      img: null,
      img_alt: '',
      img_width: null,
      img_height: null,
      img_blurhash: null,
      video: null,
      poster: null,
      video_width: null,
      video_height: null,
    })
    .where('id', 'in', ids)
    .execute();
  await deleteMedia(
    ctx,
    rows.flatMap((row) => [row.img, row.video]),
  );
  ctx.events.emit('posts.changed', { postIds: ids });
}
