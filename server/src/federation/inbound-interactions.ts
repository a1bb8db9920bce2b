import type { InboxContext } from '@fedify/fedify';
import { type Announce, Like } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import type { PostRow } from '../db/tables/posts.js';
import { FANOUT_POST, type PostFanout } from '../feed/fanout-jobs.js';
import { toggleAndNotify, writeAndNotifyAll } from '../notifications/service.js';
import { deleteLike, insertLike } from '../posts/like-queries.js';
import { removePost } from '../posts/removal.js';
import { repostRow } from '../posts/reposts.js';
import { isPlainRepost } from '../posts/views.js';
import { enqueueJobs } from '../queue/enqueue.js';
import { assertCanInteract } from '../visibility/users.js';
import { authorOf } from './inbound-notes.js';
import { findRemoteByActorUri } from './remote-actors.js';
import { postByNoteUri } from './remote-posts.js';

type Ctx = InboxContext<AppContext>;

/** The post a Like or Announce is about, if we have it and no block stands between its author and the actor. */
async function target(ctx: Ctx, actorId: string, objectUri: string | null): Promise<PostRow | undefined> {
  const post = await postByNoteUri(ctx, objectUri);
  if (!post || post.deleted_at !== null || isPlainRepost(post)) return undefined;
  const allowed = await assertCanInteract(ctx.data.db, actorId, post.author_id).then(
    () => true,
    () => false,
  );
  return allowed ? post : undefined;
}

/** A remote person likes a post we have: the like counts, and its author here is told (sender: that person). */
export async function onLike(ctx: Ctx, like: Like): Promise<void> {
  const person = await authorOf(ctx, like);
  const post = person && (await target(ctx, person.id, like.objectId?.href ?? null));
  if (!person || !post) return;
  await toggleAndNotify(
    ctx.data,
    { remove: async () => false, add: (trx) => insertLike(trx, post.id, person.id, ctx.data.clock()) },
    { type: 'like', senderId: person.id, recipientId: post.author_id, postId: post.id },
  );
  ctx.data.events.emit('posts.changed', { postIds: [post.id] });
}

/**
 * A remote person reposts a post we have: a plain repost of theirs (its `uri` the Announce's id), counted
 * and told to the author; it reaches the home feeds of their followers here. A second Announce of the same
 * post by the same person is one repost (the unique index on plain reposts).
 */
export async function onAnnounce(ctx: Ctx, announce: Announce): Promise<void> {
  const person = await authorOf(ctx, announce);
  const post = person && (await target(ctx, person.id, announce.objectId?.href ?? null));
  if (!person || !post || !announce.id) return;
  const row = repostRow({
    authorId: person.id,
    originalId: post.id,
    message: '',
    createdAt: ctx.data.clock(),
    uri: announce.id.href,
  });

  try {
    await writeAndNotifyAll(ctx.data, async (trx) => {
      await trx.insertInto('posts').values(row).execute();
      const payload: PostFanout = { postId: row.id, authorId: person.id };
      await enqueueJobs(trx, [{ kind: FANOUT_POST, payload, subject: row.id }]);
      return [{ type: 'repost', senderId: person.id, recipientId: post.author_id, postId: post.id, subjectId: row.id }];
    });
  } catch (error) {
    if (isUniqueViolation(error)) return;
    throw error;
  }
  ctx.data.events.emit('jobs.queued', {});
  ctx.data.events.emit('posts.changed', { postIds: [post.id] });
}

/** An Undo of a Like or an Announce by the person who sent it: the like or the repost goes, with its notification. */
export async function onUndoInteraction(ctx: Ctx, actorUri: string, object: Like | Announce): Promise<void> {
  const person = await findRemoteByActorUri(ctx.data.db, actorUri);
  if (!person || object.actorId?.href !== actorUri) return;
  if (object instanceof Like) {
    const post = await postByNoteUri(ctx, object.objectId?.href ?? null);
    if (!post) return;
    await toggleAndNotify(
      ctx.data,
      { remove: (trx) => deleteLike(trx, post.id, person.id), add: async () => false },
      { type: 'like', senderId: person.id, recipientId: post.author_id, postId: post.id },
    );
    ctx.data.events.emit('posts.changed', { postIds: [post.id] });
    return;
  }
  const repost = object.id ? await postByNoteUri(ctx, object.id.href) : undefined;
  if (!repost || repost.author_id !== person.id || !isPlainRepost(repost) || !repost.repost_of) return;
  await removePost(ctx.data, repost);
  // The original counts its reposts.
  ctx.data.events.emit('posts.changed', { postIds: [repost.repost_of] });
}
