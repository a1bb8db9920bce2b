import type { Federation } from '@fedify/fedify';
import { Note } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { isActive } from '../visibility/users.js';
import { signedFetchOnly } from './authorized-fetch.js';
import { loadNoteSource } from './note-source.js';
import { announceOf, createOf, postToNote } from './notes.js';
import { findLocalUser } from './queries.js';
import { ROUTES } from './urls.js';

const OUTBOX_PAGE = 20;
const FIRST = '~';

/** Ids of a person's posts below `before`, newest first (index posts (author_id, id)). */
async function postIdsOf(db: Db, authorId: string, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('posts')
    .select('id')
    .where('author_id', '=', authorId)
    .where('deleted_at', 'is', null)
    .where('id', '<', before)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

async function countPosts(db: Db, authorId: string): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('author_id', '=', authorId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const activeLocal = async (db: Db, id: string) => {
  const user = await findLocalUser(db, id);
  return Boolean(user && isActive(user));
};

/** A post we serve as a `Note`: ours, not deleted, not a plain repost, by an active person; else undefined. */
export async function servedNoteSource(db: Db, id: string) {
  const source = await loadNoteSource(db, id);
  if (!source || source.post.author_host !== null || source.post.deleted_at !== null) return undefined;
  if (source.post.repost_of && source.post.text === '') return undefined;
  return (await activeLocal(db, source.post.author_id)) ? source : undefined;
}

/**
 * Each post as a `Note` at its id (a plain repost is an `Announce`, not a note), and a person's outbox: their
 * posts newest first, 20 a page, as `Create` (or `Announce`) activities. Posts of frozen and suspended people
 * are not found, as on their pages.
 */
export function registerPostObjects(federation: Federation<AppContext>): void {
  federation
    .setObjectDispatcher(Note, ROUTES.note, async (ctx, { id }) => {
      const source = await servedNoteSource(ctx.data.db, id);
      return source ? postToNote(ctx, source) : null;
    })
    .authorize((ctx) => signedFetchOnly(ctx));

  federation
    .setOutboxDispatcher(ROUTES.outbox, async (ctx, identifier, cursor) => {
      if (cursor === null || !(await activeLocal(ctx.data.db, identifier))) return null;
      const ids = await postIdsOf(ctx.data.db, identifier, cursor, OUTBOX_PAGE);
      const sources = await Promise.all(ids.map((id) => loadNoteSource(ctx.data.db, id)));
      const items = sources.flatMap((source) => {
        if (!source) return [];
        return [source.post.repost_of && source.post.text === '' ? announceOf(ctx, source) : createOf(ctx, source)];
      });
      return { items, nextCursor: ids.length === OUTBOX_PAGE ? (ids.at(-1) ?? null) : null };
    })
    .authorize((ctx, identifier) => signedFetchOnly(ctx, identifier))
    .setFirstCursor(() => FIRST)
    .setCounter(async (ctx, identifier) =>
      (await activeLocal(ctx.data.db, identifier)) ? countPosts(ctx.data.db, identifier) : null,
    );
}
