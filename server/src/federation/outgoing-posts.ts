import { type Activity, Announce, Undo } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import type { JobQueue } from '../queue/job-queue.js';
import { addBlurhashes } from './blurhashes.js';
import { enqueueDeliveries } from './delivery-jobs.js';
import type { Federator } from './federator.js';
import { resolveRemoteAccount } from './lookup.js';
import { loadNoteSource } from './note-source.js';
import { announceOf, createOf, deleteOf, updateOf } from './notes.js';
import { FEDERATE_POST, type PostFederation } from './post-jobs.js';
import { remoteMentionsOf } from './text-html.js';
import { noteUri } from './urls.js';

/** As our own mentions: a post reaches at most this many people it names. */
const MAX_REMOTE_MENTIONS = 10;

/** Each remote server's inbox for its people who follow the author: the shared one when it has one. */
async function followerInboxes(db: Db, authorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.follower_id')
    .select(['users.inbox_url', 'users.shared_inbox_url'])
    .where('follows.followee_id', '=', authorId)
    .where('users.host', 'is not', null)
    .execute();
  return rows.flatMap((row) => row.shared_inbox_url ?? row.inbox_url ?? []);
}

/** The remote people a post names by `@name@host`, looked up on their servers so the Note can tag them. */
async function resolveMentionedAccounts(ctx: AppContext, postId: string): Promise<void> {
  const post = await ctx.db.selectFrom('posts').select('text').where('id', '=', postId).executeTakeFirst();
  for (const handle of remoteMentionsOf(post?.text ?? '').slice(0, MAX_REMOTE_MENTIONS)) {
    await resolveRemoteAccount(ctx, handle);
  }
}

/**
 * Builds the activity (Create, Update, Announce, Delete with a Tombstone, Undo of an Announce) and queues
 * it for every server where the author has followers, once per server (shared inboxes), and for the people
 * the post mentions.
 */
async function federate(ctx: AppContext, federator: Federator<AppContext>, job: PostFederation): Promise<void> {
  const fctx = federator.fedify.createContext(new URL(federator.publicUrl), ctx);
  const inboxes = [...(await followerInboxes(ctx.db, job.authorId)), ...job.mentionedInboxes];
  let activity: Activity;
  if (job.action === 'delete') {
    activity = deleteOf(fctx, { id: job.postId, author_id: job.authorId }, job.at);
  } else if (job.action === 'undo-announce') {
    const announce = new URL(`${noteUri(federator.publicUrl, job.postId).href}#announce`);
    activity = new Undo({
      id: new URL(`${announce.href}/undo`),
      actor: fctx.getActorUri(job.authorId),
      object: new Announce({ id: announce, actor: fctx.getActorUri(job.authorId) }),
    });
  } else {
    await resolveMentionedAccounts(ctx, job.postId);
    const source = await loadNoteSource(ctx.db, job.postId);
    if (!source || source.post.author_host !== null || source.post.deleted_at !== null) return;
    // The authors of the post it answers or quotes (on their servers), and the people it mentions.
    for (const person of [...source.mentioned, ...[source.parent, source.quoted].flatMap((p) => (p ? [p] : []))]) {
      const inbox = person.shared_inbox_url ?? person.inbox_url;
      if (inbox) inboxes.push(inbox);
    }
    activity =
      job.action === 'announce'
        ? announceOf(fctx, source)
        : job.action === 'update'
          ? updateOf(fctx, source)
          : createOf(fctx, source);
  }
  const unique = [...new Set(inboxes)];
  if (unique.length === 0) return;
  const json = (await activity.toJsonLd({ contextLoader: fctx.contextLoader })) as Record<string, unknown>;
  await addBlurhashes(ctx.db, federator.publicUrl, json);
  await enqueueDeliveries(
    ctx.db,
    unique.map((inbox) => ({ inbox, activity: json, signer: job.authorId })),
  );
  ctx.events.emit('jobs.queued', {});
}

export function registerPostFederation(ctx: AppContext, federator: Federator<AppContext>, queue: JobQueue): void {
  queue.handle(FEDERATE_POST, {
    run: async (payload) => {
      await federate(ctx, federator, payload as PostFederation);
      return undefined;
    },
  });
}
