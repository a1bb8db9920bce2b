import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { enqueueDeliveries } from './delivery-jobs.js';
import { actorUri } from './urls.js';

const AS_CONTEXT = 'https://www.w3.org/ns/activitystreams';

/** Queues an activity of our person for one remote person's server (shared inbox when it has one); not for ours. */
export async function sendToPerson(
  ctx: AppContext,
  trx: Db,
  userId: string,
  personId: string,
  activity: (actor: string) => Record<string, unknown>,
): Promise<void> {
  if (!ctx.federation) return;
  const person = await trx
    .selectFrom('users')
    .select(['inbox_url', 'shared_inbox_url'])
    .where('id', '=', personId)
    .where('host', 'is not', null)
    .executeTakeFirst();
  const inbox = person?.shared_inbox_url ?? person?.inbox_url;
  if (!inbox) return;
  const actor = actorUri(ctx.federation.publicUrl, userId).href;
  await enqueueDeliveries(trx, [{ inbox, activity: { '@context': AS_CONTEXT, ...activity(actor) }, signer: userId }]);
}

/**
 * Our person's like (or its undoing) of a remote post, queued for its author's server in the like's own
 * transaction. Each Like has its own id (a like after an unlike is a new activity); the Undo carries the Like
 * it takes back, which servers match by actor and object. Emit `jobs.queued` after the commit.
 */
export async function federateLike(
  ctx: AppContext,
  trx: Db,
  userId: string,
  post: { id: string; author_id: string; uri: string | null },
  liked: boolean,
): Promise<void> {
  const uri = post.uri;
  if (!uri) return;
  await sendToPerson(ctx, trx, userId, post.author_id, (actor) => {
    const like = { id: `${actor}#likes/${post.id}/${ctx.clock()}`, type: 'Like', actor, object: uri };
    return liked ? like : { id: `${like.id}/undo`, type: 'Undo', actor, object: like };
  });
}

/** Our person's block (or unblock) of a remote person, told to their server as a `Block` (or its `Undo`). */
export async function federateBlock(
  ctx: AppContext,
  trx: Db,
  blockerId: string,
  person: { id: string; actor_uri: string | null },
  blocked: boolean,
): Promise<void> {
  const object = person.actor_uri;
  if (!object) return;
  await sendToPerson(ctx, trx, blockerId, person.id, (actor) => {
    const block = { id: `${actor}#blocks/${person.id}/${ctx.clock()}`, type: 'Block', actor, object };
    return blocked ? block : { id: `${block.id}/undo`, type: 'Undo', actor, object: block };
  });
}
