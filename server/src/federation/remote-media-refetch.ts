import type { AppContext } from '../context.js';
import type { RemoteMediaSourceRow } from '../db/tables/remote-media-sources.js';
import { notFound } from '../errors.js';
import { mediaMessages } from '../media/messages.js';
import { findMediaByFileNames } from '../media/queries.js';
import { storeMedia } from '../media/service.js';
import { mediaUrl, removeQuietly } from '../media/storage.js';
import { download } from './remote-media.js';

/** A claim older than this is taken to belong to a process that died: another may fetch. */
const CLAIM_MS = 60_000;
const WAIT_STEP_MS = 200;

/** The fetches in progress in this process, by storage key: concurrent requests share one. */
const inFlight = new WeakMap<AppContext, Map<string, Promise<void>>>();

type Source = RemoteMediaSourceRow & { author_id: string };

/** The source of the copy named by `key` (its main file or its video's poster), while a live post still shows it. */
async function sourceOf(ctx: AppContext, key: string): Promise<Source | undefined> {
  const row = await ctx.db
    .selectFrom('remote_media_sources as s')
    .innerJoin('posts', 'posts.id', 's.post_id')
    .selectAll('s')
    .select(['posts.author_id', 'posts.img', 'posts.video'])
    .where((eb) => eb.or([eb('s.file_name', '=', key), eb('s.poster_file_name', '=', key)]))
    .where('posts.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { img, video, ...source } = row;
  const url = mediaUrl(row.file_name);
  return img === url || video === url ? source : undefined;
}

async function isStored(ctx: AppContext, source: RemoteMediaSourceRow): Promise<boolean> {
  return (await findMediaByFileNames(ctx.db, [source.file_name])).length > 0;
}

/** Takes the fetch of `source` for this process unless another took it less than CLAIM_MS ago. */
async function claim(ctx: AppContext, source: RemoteMediaSourceRow): Promise<boolean> {
  const now = ctx.clock();
  const taken = await ctx.db
    .updateTable('remote_media_sources')
    .set({ claimed_at: now })
    .where('file_name', '=', source.file_name)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', now - CLAIM_MS)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

async function release(ctx: AppContext, source: RemoteMediaSourceRow): Promise<void> {
  await ctx.db
    .updateTable('remote_media_sources')
    .set({ claimed_at: null })
    .where('file_name', '=', source.file_name)
    .execute();
}

/** Downloads the source again through the outbound module and stores it, processed, under its old names. */
async function fetchAgain(ctx: AppContext, source: Source): Promise<void> {
  const limits = ctx.config.media;
  const maxBytes = source.kind === 'image' ? limits.maxImageBytes : limits.maxVideoBytes;
  const file = await download(ctx, source.source_url, maxBytes);
  if (!file) throw notFound(mediaMessages.REMOTE_MEDIA_UNAVAILABLE);
  try {
    await storeMedia(ctx, source.author_id, file, source.kind, {
      remoteCopy: true,
      blurhash: source.blurhash ?? undefined,
      keys: { main: source.file_name, poster: source.poster_file_name },
    });
  } catch {
    throw notFound(mediaMessages.REMOTE_MEDIA_UNAVAILABLE);
  } finally {
    await removeQuietly(file.path);
  }
}

/** Another process fetches it: wait for its copy, as long as a claim may last. */
async function waitForOther(ctx: AppContext, source: RemoteMediaSourceRow): Promise<void> {
  for (let waited = 0; waited < CLAIM_MS; waited += WAIT_STEP_MS) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    if (await isStored(ctx, source)) return;
    const row = await ctx.db
      .selectFrom('remote_media_sources')
      .select('claimed_at')
      .where('file_name', '=', source.file_name)
      .executeTakeFirst();
    if (row?.claimed_at === null) break;
  }
  if (!(await isStored(ctx, source))) throw notFound(mediaMessages.REMOTE_MEDIA_UNAVAILABLE);
}

async function restore(ctx: AppContext, source: Source): Promise<void> {
  if (await isStored(ctx, source)) return;
  if (!(await claim(ctx, source))) return waitForOther(ctx, source);
  try {
    if (!(await isStored(ctx, source))) await fetchAgain(ctx, source);
  } finally {
    await release(ctx, source);
  }
}

/**
 * A request for a stored file that is not there: when it is an expired copy of a live remote post's media,
 * it is fetched again from the author's server (never hot-linked), processed like the first time and stored
 * under the same name; concurrent requests fetch it once. Resolves false when `key` names no such copy;
 * throws 404 REMOTE_MEDIA_UNAVAILABLE when the fetch fails (the post itself is untouched).
 */
export async function refetchRemoteMedia(ctx: AppContext, key: string): Promise<boolean> {
  const source = await sourceOf(ctx, key);
  if (!source) return false;
  const running = inFlight.get(ctx) ?? new Map<string, Promise<void>>();
  inFlight.set(ctx, running);
  let fetch = running.get(source.file_name);
  if (!fetch) {
    fetch = restore(ctx, source).finally(() => running.delete(source.file_name));
    running.set(source.file_name, fetch);
  }
  await fetch;
  return true;
}
