import type { Context } from '@fedify/fedify';
import { type Collection, CollectionPage } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { AppContext } from '../context.js';
import type { PostRow } from '../db/tables/posts.js';
import { findPostById } from '../posts/queries.js';
import { enqueueJobs } from '../queue/enqueue.js';
import type { JobQueue } from '../queue/job-queue.js';
import type { Federator } from './federator.js';
import { isPostLike } from './remote-notes.js';
import { ancestorOf, replyOf } from './remote-threads.js';

type Ctx = Context<AppContext>;

/** A remote post's missing ancestors and the replies its server lists, fetched when its thread is opened here. */
export const THREAD_FETCH = 'federation.threadReplies';
/** At most this many pages of a `replies` collection are read, and this many replies taken from them. */
export const MAX_REPLY_PAGES = 5;
export const MAX_REPLIES = 100;
/** Replies are read this many levels below the opened post (its replies, theirs, and theirs). */
export const MAX_REPLY_DEPTH = 3;
/** At most this many `replies` collections are read for one opening. */
export const MAX_COLLECTIONS = 20;
/** A thread's replies are fetched again only after this long, however often it is opened. */
const REFETCH_AFTER = Temporal.Duration.from({ minutes: 10 });

interface ThreadFetch {
  postId: string;
}

type StoredRemote = PostRow & { uri: string };

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

/** The ids a stored remote post's server lists in its `replies` collection (none when it cannot be read). */
async function* listedReplies(ctx: Ctx, uri: string): AsyncGenerator<string> {
  const object = await ctx.lookupObject(uri).catch(() => null);
  if (!isPostLike(object) || object.id?.href !== uri) return;
  const replies = await object.getReplies(ctx).catch(() => null);
  if (replies) yield* replyIds(ctx, replies);
}

/**
 * The thread's missing ancestors: when its top post's parent could not be had before (it keeps that parent's
 * id), the chain above is fetched again, up to 10 levels more (remote-threads.ts), and the top linked under it.
 */
async function fetchMissingAncestors(ctx: AppContext, fctx: Ctx, post: PostRow): Promise<void> {
  const top = post.thread_root ? await findPostById(ctx.db, post.thread_root) : post;
  if (top?.reply_to_uri) await ancestorOf(fctx, top.reply_to_uri);
}

/**
 * The opened post's missing ancestors, then the replies its server lists, each fetched from its author's
 * server and stored as their post, then their replies, level by level, MAX_REPLY_DEPTH levels down, reading
 * MAX_COLLECTIONS collections and taking MAX_REPLIES replies at most in all.
 */
async function fetchThread(ctx: AppContext, federator: Federator<AppContext>, job: ThreadFetch) {
  const post = await findPostById(ctx.db, job.postId);
  if (!post?.uri || post.deleted_at !== null) return;
  const fctx = federator.fedify.createContext(new URL(federator.publicUrl), ctx);
  await fetchMissingAncestors(ctx, fctx, post);
  const seen = new Set<string>([post.uri]);
  let collections = 0;
  let level: StoredRemote[] = [{ ...post, uri: post.uri }];
  for (let depth = 0; depth < MAX_REPLY_DEPTH && level.length > 0; depth++) {
    const next: StoredRemote[] = [];
    for (const parent of level) {
      if (collections++ >= MAX_COLLECTIONS) return;
      for await (const uri of listedReplies(fctx, parent.uri)) {
        if (seen.size > MAX_REPLIES) return;
        if (seen.has(uri)) continue;
        seen.add(uri);
        const reply = await replyOf(fctx, uri, parent);
        if (reply?.uri && reply.reply_to === parent.id) next.push({ ...reply, uri: reply.uri });
      }
    }
    level = next;
  }
}

export function registerThreadFetch(ctx: AppContext, federator: Federator<AppContext>, queue: JobQueue): void {
  queue.handle(THREAD_FETCH, {
    run: async (payload) => {
      await fetchThread(ctx, federator, payload as ThreadFetch);
      return undefined;
    },
  });
  // The replies are a nicety: a store or queue that fails leaves the thread as it is, and the next opening tries again.
  ctx.events.on('remoteThread.opened', ({ postId }) => {
    void requestThreadFetch(ctx, federator, postId).catch(() => undefined);
  });
}
