import type { InboxContext, InboxListenerSetters } from '@fedify/fedify';
import { type Activity, Create, Delete, isActor, Update } from '@fedify/vocab';
import { eraseAccount } from '../accounts/deletion.js';
import type { AppContext } from '../context.js';
import { removePost } from '../posts/removal.js';
import { isActive } from '../visibility/users.js';
import { once } from './received.js';
import { findRemoteByActorUri, rememberActor } from './remote-actors.js';
import { isPostLike, type PostLike, readRemoteNote } from './remote-notes.js';
import {
  editRemotePost,
  isTombstoned,
  localPeopleAmong,
  postByNoteUri,
  rememberTombstone,
  storeRemotePost,
} from './remote-posts.js';
import { ancestorOf } from './remote-threads.js';

type Ctx = InboxContext<AppContext>;

/** The activity's object if it is a note-like object its actor wrote on its own server; undefined otherwise. */
async function authoredObject(ctx: Ctx, activity: Create | Update): Promise<PostLike | undefined> {
  const actorId = activity.actorId;
  if (!actorId) return undefined;
  const object = await activity.getObject(ctx).catch(() => null);
  if (!isPostLike(object) || !object.id) return undefined;
  if (object.attributionId?.href !== actorId.href || object.id.origin !== actorId.origin) return undefined;
  return object;
}

/** The activity's remote actor as a person here (remembered on first sight); undefined when suspended or frozen here. */
export async function authorOf(ctx: Ctx, activity: Activity) {
  const actorId = activity.actorId;
  if (!actorId) return undefined;
  let person = await findRemoteByActorUri(ctx.data.db, actorId.href);
  if (!person) {
    const actor = await activity.getActor(ctx).catch(() => null);
    if (!actor || !isActor(actor) || actor.id?.href !== actorId.href) return undefined;
    await rememberActor(ctx.data, actor);
    person = await findRemoteByActorUri(ctx.data.db, actorId.href);
  }
  return person && isActive(person) ? person : undefined;
}

async function isFollowedHere(ctx: Ctx, authorId: string): Promise<boolean> {
  const row = await ctx.data.db
    .selectFrom('follows')
    .select('follower_id')
    .where('followee_id', '=', authorId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A new remote note is kept when it concerns us: its author is followed here, or it replies to a post we
 * have, mentions one of our people, or quotes one of our posts. Direct notes are refused (not supported yet),
 * and so is a note whose Delete came first. A reply to a post we do not have brings its thread along; when
 * that cannot be fetched, the reply is left (unless it mentions one of ours).
 */
async function onCreate(ctx: Ctx, create: Create): Promise<void> {
  const object = await authoredObject(ctx, create);
  const note = object && (await readRemoteNote(ctx, object));
  if (!note || note.audience === 'direct') return;
  if ((await isTombstoned(ctx.data, note.uri)) || (await postByNoteUri(ctx, note.uri))) return;
  const [known, quoted, mentioned] = await Promise.all([
    postByNoteUri(ctx, note.inReplyTo),
    postByNoteUri(ctx, note.quote),
    localPeopleAmong(ctx, note.mentioned),
  ]);
  const author = await authorOf(ctx, create);
  if (!author) return;
  const followed = await isFollowedHere(ctx, author.id);
  const concerns = known !== undefined || mentioned.length > 0 || (quoted !== undefined && quoted.uri === null);
  if (!concerns && !followed) return;
  // A reply to a post we lack: its thread is fetched from its server (remote-threads.ts).
  const parent = known ?? (note.inReplyTo ? await ancestorOf(ctx, note.inReplyTo) : undefined);
  if (note.inReplyTo && !parent && mentioned.length === 0) return;
  await storeRemotePost(ctx.data, author.id, note, { parent, quoted, mentioned });
}

/** A remote person changed their profile (an Update of their own actor): we read it again. */
async function updateActor(ctx: Ctx, update: Update): Promise<void> {
  const actor = await update.getObject(ctx).catch(() => null);
  if (!isActor(actor) || !actor.id || actor.id.href !== update.actorId?.href) return;
  if (await findRemoteByActorUri(ctx.data.db, actor.id.href)) await rememberActor(ctx.data, actor);
}

/** Its author edited a note we have: the new text, the old one in its history. */
async function onUpdate(ctx: Ctx, update: Update): Promise<void> {
  if (update.objectId && update.objectId.href === update.actorId?.href) return updateActor(ctx, update);
  const object = await authoredObject(ctx, update);
  const note = object && (await readRemoteNote(ctx, object));
  if (!note || !update.actorId) return;
  const post = await postByNoteUri(ctx, note.uri);
  const author = await findRemoteByActorUri(ctx.data.db, update.actorId.href);
  if (!post || !author || post.author_id !== author.id || post.deleted_at !== null) return;
  await editRemotePost(ctx.data, post, note, await localPeopleAmong(ctx, note.mentioned));
}

/**
 * A remote person's account was deleted, or its author deleted a note: the post goes (a placeholder while it has replies, as ours), and its id is
 * remembered so a Create arriving after its Delete is refused. Only people we know can leave tombstones.
 */
async function onDelete(ctx: Ctx, del: Delete): Promise<void> {
  const actorId = del.actorId;
  const objectId = del.objectId;
  if (!actorId || !objectId || objectId.origin !== actorId.origin) return;
  const author = await findRemoteByActorUri(ctx.data.db, actorId.href);
  if (!author) return;
  // Their account was deleted on their server: everything of theirs goes here too.
  if (objectId.href === actorId.href) return eraseAccount(ctx.data, author.id);
  await rememberTombstone(ctx.data, objectId.href);
  const post = await postByNoteUri(ctx, objectId.href);
  if (post && post.author_id === author.id && post.deleted_at === null) await removePost(ctx.data, post);
}

/** Remote posts: Create, Update and Delete of notes (federation part 2). */
export function registerRemotePostListeners(
  setters: InboxListenerSetters<AppContext>,
): InboxListenerSetters<AppContext> {
  return setters.on(Create, once(onCreate)).on(Update, once(onUpdate)).on(Delete, once(onDelete));
}
