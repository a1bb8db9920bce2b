import type { Db } from '../db/schema.js';
import type { Paging } from '../posts/paging.js';
import type { PostRow } from '../posts/queries.js';

/** Authors per statement: keeps the parameter count far below either engine's limit. */
const AUTHORS_PER_QUERY = 200;

/** The people a user follows (active accounts only), the authors of their home feed. */
export async function followedAuthorIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followee_id')
    .select('follows.followee_id')
    .where('follows.follower_id', '=', userId)
    .where('users.is_frozen', '=', 0)
    .execute();
  return rows.map((r) => r.followee_id);
}

function authorBranch(db: Db, authorId: string, paging: Paging, take: number, videoOnly: boolean) {
  let query = db.selectFrom('posts').selectAll().where('author_id', '=', authorId);
  if (paging.before) query = query.where('id', '<', paging.before);
  if (videoOnly) query = query.where('video', 'is not', null);
  return query.orderBy('id', 'desc').limit(take);
}

async function pageForAuthors(db: Db, authorIds: string[], paging: Paging, videoOnly: boolean): Promise<PostRow[]> {
  const take = paging.offset + paging.limit;
  const [first, ...rest] = authorIds.map((authorId) =>
    db.selectFrom(authorBranch(db, authorId, paging, take, videoOnly).as('branch')).selectAll(),
  );
  if (!first) return [];
  const union = rest.reduce((all, branch) => all.unionAll(branch), first);
  return union.orderBy('id', 'desc').limit(take).execute();
}

/**
 * One page of the posts by `authorIds`, newest first. Each author contributes at most offset + limit
 * posts read from the (author_id, id) index (the partial video index for `videoOnly`), and the merge
 * keeps the newest: the cost follows the page and the number of people followed, never the length of
 * anyone's history.
 */
export async function feedPage(db: Db, authorIds: string[], paging: Paging, videoOnly: boolean): Promise<PostRow[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < authorIds.length; i += AUTHORS_PER_QUERY) chunks.push(authorIds.slice(i, i + AUTHORS_PER_QUERY));
  const merged: PostRow[] = [];
  for (const chunk of chunks) merged.push(...(await pageForAuthors(db, chunk, paging, videoOnly)));
  merged.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return merged.slice(paging.offset, paging.offset + paging.limit);
}
