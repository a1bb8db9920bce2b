import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import type { ReportTargetType } from '../db/tables/reports.js';
import { badRequest } from '../errors.js';
import { sendToPerson } from '../federation/outgoing-acts.js';
import { INSTANCE_ACTOR } from '../federation/urls.js';
import { reportMessages } from './messages.js';

export interface Forwarded {
  ownerId: string;
  /** Their account, then the note reported (a post or reply), as their server knows them. */
  objects: string[];
}

/** What a Flag about this report names; 400 unless its owner is a person on another server. */
export async function forwardable(
  ctx: AppContext,
  type: ReportTargetType,
  targetId: string,
  ownerId: string,
): Promise<Forwarded> {
  const owner = await ctx.db
    .selectFrom('users')
    .select('actor_uri')
    .where('id', '=', ownerId)
    .where('host', 'is not', null)
    .executeTakeFirst();
  if (!ctx.federation || !owner?.actor_uri) throw badRequest(reportMessages.REPORT_NOT_FORWARDABLE);
  const objects = [owner.actor_uri];
  if (type === 'post' || type === 'reply') {
    const post = await ctx.db.selectFrom('posts').select('uri').where('id', '=', targetId).executeTakeFirst();
    if (post?.uri) objects.push(post.uri);
  }
  return { ownerId, objects };
}

/**
 * "Also send to their server": a `Flag` from our instance actor (the reporter is not named), as Mastodon
 * sends one, with the reporter's note as its content, queued in the report's transaction.
 */
export async function forwardReport(
  ctx: AppContext,
  trx: Db,
  reportId: string,
  forwarded: Forwarded,
  note: string,
): Promise<void> {
  await sendToPerson(ctx, trx, INSTANCE_ACTOR, forwarded.ownerId, (actor) => ({
    id: `${actor}#flags/${reportId}`,
    type: 'Flag',
    actor,
    object: forwarded.objects,
    content: note,
  }));
}
