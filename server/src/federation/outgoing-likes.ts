import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { enqueueDeliveries } from './delivery.js';
import { actorUri } from './urls.js';

const AS_CONTEXT = 'https://www.w3.org/ns/activitystreams';

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
  if (!ctx.federation || !post.uri) return;
  const author = await trx
    .selectFrom('users')
    .select(['inbox_url', 'shared_inbox_url'])
    .where('id', '=', post.author_id)
    .executeTakeFirst();
  const inbox = author?.shared_inbox_url ?? author?.inbox_url;
  if (!inbox) return;
  const actor = actorUri(ctx.federation.publicUrl, userId).href;
  const like = { id: `${actor}#likes/${post.id}/${ctx.clock()}`, type: 'Like', actor, object: post.uri };
  const activity = liked ? like : { id: `${like.id}/undo`, type: 'Undo', actor, object: like };
  await enqueueDeliveries(trx, [{ inbox, activity: { '@context': AS_CONTEXT, ...activity }, signer: userId }]);
}
