import type { Context } from '@fedify/fedify';
import { Note } from '@fedify/vocab';
import { hashtagsOf } from '@threads/contract';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import { newId, newIdAt } from '../db/ids.js';
import type { PostRow } from '../db/tables/posts.js';
import { FANOUT_POST, type PostFanout } from '../feed/fanout-jobs.js';
import { MAX_MENTIONS_NOTIFIED, recordMentionCauses } from '../mentions/mentions.js';
import { type NotificationCause, writeAndNotifyAll } from '../notifications/service.js';
import { findPostById, saveEdit } from '../posts/queries.js';
import { enqueueJobs } from '../queue/enqueue.js';
import { replacePostTags } from '../tags/queries.js';
import { isActiveUser } from '../visibility/index.js';
import { adoptOrphans } from './orphan-replies.js';
import { type RemoteMedia, withRemoteMedia } from './remote-media.js';
import type { RemoteNote } from './remote-notes.js';
import { INSTANCE_ACTOR } from './urls.js';

type Ctx = Context<AppContext>;

/** A post by its note id: one of ours (`/ap/posts/{id}`) or a remote one we stored (`posts.uri`). */
export async function postByNoteUri(ctx: Ctx, uri: string | null): Promise<PostRow | undefined> {
  if (!uri || !URL.canParse(uri)) return undefined;
  const parsed = ctx.parseUri(new URL(uri));
  if (parsed?.type === 'object' && parsed.class === Note) {
    const post = await findPostById(ctx.data.db, String(parsed.values.id));
    return post?.uri === null ? post : undefined;
  }
  return ctx.data.db.selectFrom('posts').selectAll().where('uri', '=', uri).executeTakeFirst();
}

/** Our active people among actor URIs (a note's mentions). */
export async function localPeopleAmong(ctx: Ctx, actorUris: readonly string[]): Promise<string[]> {
  const ids = actorUris.flatMap((href) => {
    const parsed = URL.canParse(href) ? ctx.parseUri(new URL(href)) : null;
    return parsed?.type === 'actor' && parsed.identifier !== INSTANCE_ACTOR ? [parsed.identifier] : [];
  });
  if (ids.length === 0) return [];
  const rows = await ctx.data.db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('host', 'is', null)
    .where(isActiveUser('users'))
    .execute();
  return rows.map((row) => row.id).slice(0, MAX_MENTIONS_NOTIFIED);
}

export interface StoredRelations {
  parent: PostRow | undefined;
  quoted: PostRow | undefined;
  mentioned: string[];
}

/**
 * A remote note as a post of its author: its media copied here (remote-media.ts), its tags, the mentions, reply and quote notifications of our people,
 * and (a post that starts a thread) the fan-out to its author's followers here, in one transaction. A note
 * stored already (another Create of it, or a race) is left as it is. Returns the post, or undefined.
 */
export async function storeRemotePost(
  ctx: AppContext,
  authorId: string,
  note: RemoteNote,
  { parent, quoted, mentioned }: StoredRelations,
  { backfilled = false }: { backfilled?: boolean } = {},
): Promise<PostRow | undefined> {
  const now = ctx.clock();
  const published = note.published !== null && note.published < now ? note.published : now;
  const quote = quoted && note.text !== '' ? quoted : undefined;
  let adopted: string[] = [];
  const write = async (media: RemoteMedia): Promise<PostRow> => {
    const row: PostRow = {
      ...media,
      // A post fetched from their outbox sorts at its publication time; nobody is told of it again.
      id: backfilled ? newIdAt(published) : newId(),
      author_id: authorId,
      text: note.text,
      repost_of: quote?.id ?? null,
      created_at: published,
      edited_at: null,
      spoiler: note.spoiler,
      reply_to: parent?.id ?? null,
      thread_root: parent ? (parent.thread_root ?? parent.id) : null,
      deleted_at: null,
      uri: note.uri,
      url: note.url,
      followers_only: note.audience === 'followers' ? 1 : 0,
      // Its parent could not be had yet: kept, so the reply is linked when the parent is stored (orphan-replies.ts).
      reply_to_uri: note.inReplyTo && !parent ? note.inReplyTo : null,
    };
    await writeAndNotifyAll(ctx, async (trx) => {
      await trx.insertInto('posts').values(row).execute();
      adopted = await adoptOrphans(trx, row);
      await replacePostTags(trx, row, hashtagsOf(row.text));
      const mentions = await recordMentionCauses(trx, row, mentioned);
      // As for our posts: the reply or quote comes first, so its author is told of it rather than of a mention.
      const causes: NotificationCause[] = [];
      if (parent) {
        causes.push({
          type: 'reply',
          senderId: authorId,
          recipientId: parent.author_id,
          postId: parent.id,
          subjectId: row.id,
        });
      } else {
        const payload: PostFanout = { postId: row.id, authorId };
        await enqueueJobs(trx, [{ kind: FANOUT_POST, payload, subject: row.id }]);
      }
      if (quote) {
        causes.push({
          type: 'repost',
          senderId: authorId,
          recipientId: quote.author_id,
          postId: quote.id,
          subjectId: row.id,
        });
      }
      return backfilled ? [] : [...causes, ...mentions];
    });
    return row;
  };
  let row: PostRow;
  try {
    row = await withRemoteMedia(ctx, authorId, note, write);
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  ctx.events.emit('jobs.queued', {});
  const changed = [...(parent ? [parent.id] : []), ...(adopted.length > 0 ? [row.id, ...adopted] : [])];
  if (changed.length > 0) ctx.events.emit('posts.changed', { postIds: changed });
  return row;
}

/** An Update of a remote note: the earlier text goes to the history, tags and new mentions follow the new text. */
export async function editRemotePost(
  ctx: AppContext,
  post: PostRow,
  note: RemoteNote,
  mentioned: readonly string[],
): Promise<void> {
  if (note.text === post.text && note.spoiler === post.spoiler) return;
  const edit = { text: note.text, spoiler: note.spoiler, edited_at: Math.max(ctx.clock(), post.created_at) };
  await writeAndNotifyAll(ctx, async (trx) => {
    // Two Updates at once: the one that lost finds the post changed and leaves it.
    if (!(await saveEdit(trx, post, edit))) return [];
    await replacePostTags(trx, post, hashtagsOf(edit.text));
    return recordMentionCauses(trx, post, mentioned);
  });
  ctx.events.emit('posts.changed', { postIds: post.reply_to ? [post.id, post.reply_to] : [post.id] });
}

/** A note deleted before we stored it: remembered so its late Create is refused. */
export async function rememberTombstone(ctx: AppContext, uri: string): Promise<void> {
  await ctx.db
    .insertInto('remote_tombstones')
    .values({ uri, deleted_at: ctx.clock() })
    .onConflict((oc) => oc.column('uri').doNothing())
    .execute();
}

export async function isTombstoned(ctx: AppContext, uri: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('remote_tombstones').select('uri').where('uri', '=', uri).executeTakeFirst();
  return row !== undefined;
}
