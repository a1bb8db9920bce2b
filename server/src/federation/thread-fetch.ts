import type { Context } from '@fedify/fedify';
import { type Collection, CollectionPage } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { AppContext } from '../context.js';
import { findPostById } from '../posts/queries.js';
import { enqueueJobs } from '../queue/enqueue.js';
import type { JobQueue } from '../queue/job-queue.js';
import type { Federator } from './federator.js';
import { isPostLike } from './remote-notes.js';
import { replyOf } from './remote-threads.js';

type Ctx = Context<AppContext>;

/** The replies a remote post's server lists, fetched when its thread is opened here. */
export const THREAD_FETCH = 'federation.threadReplies';
/** At most this many pages of a `replies` collection are read, and this many replies taken from them. */
export const MAX_REPLY_PAGES = 5;
export const MAX_REPLIES = 100;
/** A thread's replies are fetched again only after this long, however often it is opened. */
const REFETCH_AFTER = Temporal.Duration.from({ minutes: 10 });

interface ThreadFetch {
  postId: string;
}

/**
 * A remote post's thread was opened: its replies are fetched in the queue, once in ten minutes at most
 * (the store's key expires; several processes may rarely both queue one, which is harmless).
 */
export async function requestThreadFetch(ctx: AppContext, federator: Federator<AppContext>, postId: string) {
  const key = ['thread-replies', postId] as const;
  if ((await federator.kv.get(key)) !== undefined) return;
  await federator.kv.set(key, ctx.clock(), { ttl: REFETCH_AFTER });
  const payload: ThreadFetch = { postId };
  await enqueueJobs(ctx.db, [{ kind: THREAD_FETCH, payload, subject: postId }]);
  ctx.events.emit('jobs.queued', {});
}

/**
 * The reply ids a `replies` collection lists: its own items, then `first` and each `next` page's, through at
 * most MAX_REPLY_PAGES pages (a page seen before ends the walk: a looping `next`), MAX_REPLIES ids, no repeats.
 */
async function* replyIds(ctx: Ctx, collection: Collection): AsyncGenerator<string> {
  const seenIds = new Set<string>();
  const seenPages = new Set<string>();
  let page: Collection | null = collection;
  for (let fetched = 0; page; fetched++) {
    for (const href of page.itemIds.map((id) => id.href)) {
      if (seenIds.has(href)) continue;
      if (seenIds.size >= MAX_REPLIES) return;
      seenIds.add(href);
      yield href;
    }
    const next: URL | null = page instanceof CollectionPage ? page.nextId : page.firstId;
    if (!next || seenPages.has(next.href) || fetched >= MAX_REPLY_PAGES) return;
    seenPages.add(next.href);
    page = await (page instanceof CollectionPage ? page.getNext(ctx) : page.getFirst(ctx)).catch(() => null);
  }
}

/** The post's replies its server lists, each fetched from its author's server and stored as their post. */
async function fetchThreadReplies(ctx: AppContext, federator: Federator<AppContext>, job: ThreadFetch) {
  const post = await findPostById(ctx.db, job.postId);
  if (!post?.uri || post.deleted_at !== null) return;
  const fctx = federator.fedify.createContext(new URL(federator.publicUrl), ctx);
  const object = await fctx.lookupObject(post.uri).catch(() => null);
  if (!isPostLike(object) || object.id?.href !== post.uri) return;
  const replies = await object.getReplies(fctx).catch(() => null);
  if (!replies) return;
  const parent = { ...post, uri: post.uri };
  for await (const uri of replyIds(fctx, replies)) await replyOf(fctx, uri, parent);
}

export function registerThreadFetch(ctx: AppContext, federator: Federator<AppContext>, queue: JobQueue): void {
  queue.handle(THREAD_FETCH, {
    run: async (payload) => {
      await fetchThreadReplies(ctx, federator, payload as ThreadFetch);
      return undefined;
    },
  });
  // The replies are a nicety: a store or queue that fails leaves the thread as it is, and the next opening tries again.
  ctx.events.on('remoteThread.opened', ({ postId }) => {
    void requestThreadFetch(ctx, federator, postId).catch(() => undefined);
  });
}
