import type { Db } from '../db/schema.js';
import type { PostRow } from '../db/tables/posts.js';

/**
 * A remote note just stored adopts the replies that arrived before it (stored with its id in `reply_to_uri`,
 * their parent unknown then): each is linked under it, and they and everything under them join its thread.
 * Returns the ids of the posts whose thread changed (for the caches), or [] when it had no orphans.
 */
export async function adoptOrphans(db: Db, parent: Pick<PostRow, 'id' | 'uri' | 'thread_root'>): Promise<string[]> {
  if (!parent.uri) return [];
  const root = parent.thread_root ?? parent.id;
  // The top of the parent's own thread is left alone: notes that answer each other in a loop stay a chain.
  const orphans = await db
    .selectFrom('posts')
    .select('id')
    .where('reply_to_uri', '=', parent.uri)
    .where('reply_to', 'is', null)
    .where('id', 'not in', [parent.id, root])
    .execute();
  if (orphans.length === 0) return [];
  const ids = orphans.map((row) => row.id);
  const below = await db.selectFrom('posts').select('id').where('thread_root', 'in', ids).execute();
  await db.updateTable('posts').set({ thread_root: root }).where('thread_root', 'in', ids).execute();
  await db
    .updateTable('posts')
    .set({ reply_to: parent.id, thread_root: root, reply_to_uri: null })
    .where('id', 'in', ids)
    .execute();
  return [...ids, ...below.map((row) => row.id)];
}
