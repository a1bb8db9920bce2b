import { Create, isActor, traverseCollection } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { enqueueJobs } from '../queue/enqueue.js';
import type { JobQueue } from '../queue/job-queue.js';
import type { Federator } from './federator.js';
import { isPostLike, readRemoteNote } from './remote-notes.js';
import { isTombstoned, postByNoteUri, storeRemotePost } from './remote-posts.js';

/** A remote person's recent public posts, fetched from their outbox when someone here first follows them. */
export const BACKFILL = 'federation.backfill';

/** At most this many of their posts are taken. */
const BACKFILL_POSTS = 20;

interface Backfill {
  personId: string;
}

/** Queued in the transaction of a new follow of a remote person; runs only while we have none of their posts. */
export async function enqueueOutboxBackfill(trx: Db, personId: string): Promise<void> {
  const payload: Backfill = { personId };
  await enqueueJobs(trx, [{ kind: BACKFILL, payload, subject: personId }]);
}

async function hasPosts(ctx: AppContext, personId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('posts')
    .select('id')
    .where('author_id', '=', personId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Their outbox (through the outbound module, signed by our instance actor), newest first: the first 20
 * `Create`s of public notes they wrote that start a thread are stored as their posts, with ids of their
 * publication time, so they sort below newer posts in feeds and on their profile.
 */
async function backfill(ctx: AppContext, federator: Federator<AppContext>, job: Backfill): Promise<void> {
  const person = await ctx.db
    .selectFrom('users')
    .select(['id', 'actor_uri'])
    .where('id', '=', job.personId)
    .where('host', 'is not', null)
    .executeTakeFirst();
  if (!person?.actor_uri || (await hasPosts(ctx, person.id))) return;
  const fctx = federator.fedify.createContext(new URL(federator.publicUrl), ctx);
  const actor = await fctx.lookupObject(person.actor_uri).catch(() => null);
  if (!isActor(actor) || actor.id?.href !== person.actor_uri) return;
  const outbox = await actor.getOutbox(fctx).catch(() => null);
  if (!outbox) return;
  let seen = 0;
  for await (const item of traverseCollection(outbox, { ...fctx, suppressError: true })) {
    if (++seen > BACKFILL_POSTS) break;
    if (!(item instanceof Create) || item.actorId?.href !== person.actor_uri) continue;
    const object = await item.getObject(fctx).catch(() => null);
    if (!isPostLike(object) || !object.id || object.attributionId?.href !== person.actor_uri) continue;
    if (object.id.origin !== actor.id.origin) continue;
    const note = await readRemoteNote(fctx, object);
    if (note?.audience !== 'public' || note.inReplyTo) continue;
    if ((await postByNoteUri(fctx, note.uri)) || (await isTombstoned(ctx, note.uri))) continue;
    const quoted = await postByNoteUri(fctx, note.quote);
    await storeRemotePost(ctx, person.id, note, { parent: undefined, quoted, mentioned: [] }, { backfilled: true });
  }
}

export function registerBackfill(ctx: AppContext, federator: Federator<AppContext>, queue: JobQueue): void {
  queue.handle(BACKFILL, {
    run: async (payload) => {
      await backfill(ctx, federator, payload as Backfill);
      return undefined;
    },
  });
}
