import type { Context } from '@fedify/fedify';
import { isActor } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import type { PostRow } from '../db/tables/posts.js';
import { isActive } from '../visibility/users.js';
import { findRemoteByActorUri, rememberActor } from './remote-actors.js';
import { isPostLike, readRemoteNote } from './remote-notes.js';
import { isTombstoned, postByNoteUri, storeRemotePost } from './remote-posts.js';

type Ctx = Context<AppContext>;

/** A thread's missing ancestors are fetched this many levels up at most. */
const MAX_ANCESTORS = 10;

/** A remote person by their actor URI, read from their server on first sight; undefined when not active here. */
async function personAt(ctx: Ctx, actorUri: URL) {
  let person = await findRemoteByActorUri(ctx.data.db, actorUri.href);
  if (!person) {
    const actor = await ctx.lookupObject(actorUri.href).catch(() => null);
    if (!isActor(actor) || actor.id?.href !== actorUri.href) return undefined;
    await rememberActor(ctx.data, actor);
    person = await findRemoteByActorUri(ctx.data.db, actorUri.href);
  }
  return person && isActive(person) ? person : undefined;
}

/**
 * The post a reply answers, fetched from its server when we lack it (through the loaders, signed by our
 * instance actor), with its own missing ancestors first, up to 10 levels: a remote thread reads whole here
 * (the top one, its parent still missing, keeps that parent's id and is linked when it is stored: orphan-replies.ts).
 * Only public notes written on their author's own server are taken; they are stored at their own time and
 * tell nobody. Undefined when it cannot be had.
 */
export async function ancestorOf(
  ctx: Ctx,
  uri: string,
  depth = 0,
  seen = new Set<string>(),
): Promise<PostRow | undefined> {
  const known = await postByNoteUri(ctx, uri);
  // A note met again on the way up is a loop of `inReplyTo`s: the climb stops there.
  if (known || depth >= MAX_ANCESTORS || seen.has(uri) || (await isTombstoned(ctx.data, uri))) return known;
  seen.add(uri);
  return fetchAndStore(ctx, uri, (inReplyTo) => ancestorOf(ctx, inReplyTo, depth + 1, seen));
}

/** A reply to `parent` its server lists, fetched and stored like an ancestor; only one that answers `parent` is taken. */
export async function replyOf(ctx: Ctx, uri: string, parent: PostRow & { uri: string }): Promise<PostRow | undefined> {
  const known = await postByNoteUri(ctx, uri);
  if (known || (await isTombstoned(ctx.data, uri))) return known;
  return fetchAndStore(ctx, uri, async (inReplyTo) => (inReplyTo === parent.uri ? parent : undefined), true);
}

async function fetchAndStore(
  ctx: Ctx,
  uri: string,
  parentOf: (inReplyTo: string) => Promise<PostRow | undefined>,
  parentRequired = false,
): Promise<PostRow | undefined> {
  const object = await ctx.lookupObject(uri).catch(() => null);
  if (!isPostLike(object) || object.id?.href !== uri || !object.attributionId) return undefined;
  if (object.attributionId.origin !== object.id.origin) return undefined;
  const note = await readRemoteNote(ctx, object);
  if (note?.audience !== 'public') return undefined;
  const parent = note.inReplyTo ? await parentOf(note.inReplyTo) : undefined;
  if (parentRequired && !parent) return undefined;
  const author = await personAt(ctx, object.attributionId);
  if (!author) return undefined;
  const relations = { parent, quoted: undefined, mentioned: [] };
  return (await storeRemotePost(ctx.data, author.id, note, relations, { backfilled: true })) ?? postByNoteUri(ctx, uri);
}
