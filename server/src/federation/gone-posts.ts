import type { AppContext } from '../context.js';
import { deletedAt } from './tombstones.js';

const POST_PATH = /^\/ap\/posts\/([0-9A-Za-z]{26})$/;

/**
 * One of our posts that was deleted, asked for by its ActivityPub id: a `Tombstone` to answer with 410 (Fedify's
 * object dispatchers can only answer a Note or 404). A post deleted under its replies is a placeholder row; one
 * deleted outright is remembered in `local_tombstones`.
 */
export async function gonePost(ctx: AppContext, publicUrl: string, path: string) {
  const id = POST_PATH.exec(path.split('?')[0] ?? '')?.[1];
  if (!id) return undefined;
  const row = await ctx.db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select(['posts.deleted_at', 'users.host'])
    .where('posts.id', '=', id)
    .executeTakeFirst();
  const deleted = row ? (row.host === null ? row.deleted_at : null) : await deletedAt(ctx.db, id, 'post');
  if (deleted === null || deleted === undefined) return undefined;
  return {
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: new URL(`/ap/posts/${id}`, publicUrl).href,
    type: 'Tombstone',
    deleted: new Date(deleted).toISOString(),
  };
}
