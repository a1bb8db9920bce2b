import type { Federation } from '@fedify/fedify';
import { Note } from '@fedify/vocab';
import { type SqlBool, sql } from 'kysely';
import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { isActiveUser } from '../visibility/index.js';
import { signedFetchOnly } from './authorized-fetch.js';
import { servedNoteSource } from './objects.js';
import { noteUri, REPLIES_COLLECTION, ROUTES } from './urls.js';

const REPLIES_PAGE = 40;
/** Ids sort after this: the first page's cursor. */
const FIRST = '0';

/** The author's server is not blocked (theirs or a parent domain; `users.host` may carry a port). */
const notOnBlockedDomain = sql<SqlBool>`not exists (select 1 from domain_blocks d where d.severity = 'block' and (
  users.host = d.domain or users.host like '%.' || d.domain or users.host like d.domain || ':%'
  or users.host like '%.' || d.domain || ':%'))`;

/** A post's replies anyone may read: public, not deleted, by active people not on a blocked server (index posts_reply_to). */
function publicReplies(db: Db, postId: string) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .where('posts.reply_to', '=', postId)
    .where('posts.deleted_at', 'is', null)
    .where('posts.followers_only', '=', 0)
    .where('users.deleted_at', 'is', null)
    .where(isActiveUser('users'))
    .where(notOnBlockedDomain);
}

/**
 * Each note's `replies`: a paged `Collection` of its public replies' ids (ours and the remote ones stored
 * here), 40 a page in id order, with `totalItems`. Found only where the note itself is; signed fetches only
 * under AUTHORIZED_FETCH, as the note.
 */
export function registerRepliesCollection(federation: Federation<AppContext>): void {
  federation
    .setCollectionDispatcher(REPLIES_COLLECTION, Note, ROUTES.replies, async (ctx, { id }, cursor) => {
      if (cursor === null || !(await servedNoteSource(ctx.data.db, id))) return null;
      const rows = await publicReplies(ctx.data.db, id)
        .select(['posts.id', 'posts.uri'])
        .where('posts.id', '>', cursor)
        .orderBy('posts.id')
        .limit(REPLIES_PAGE)
        .execute();
      const publicUrl = ctx.data.config.publicUrl as string;
      const ids = rows.map((row) => (row.uri ? new URL(row.uri) : noteUri(publicUrl, row.id)));
      return {
        // Ids, not embedded notes: a reader fetches each from its own server (Fedify's vocabulary takes URLs as items).
        items: ids as unknown as Note[],
        nextCursor: rows.length === REPLIES_PAGE ? (rows.at(-1)?.id ?? null) : null,
      };
    })
    .authorize((ctx) => signedFetchOnly(ctx))
    .setFirstCursor(() => FIRST)
    .setCounter(async (ctx, { id }) => {
      if (!(await servedNoteSource(ctx.data.db, id))) return null;
      const row = await publicReplies(ctx.data.db, id)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    });
}
