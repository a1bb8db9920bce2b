import { sql } from 'kysely';
import type { Db, Engine } from '../db/schema.js';
import type { PostRow } from '../db/tables/posts.js';

/**
 * Posts whose text holds every word, each also as a prefix ("sleep" finds "sleeps"), newest first.
 * Words are letters and digits only (`searchWords`), so quoting them is all the escaping either engine needs.
 */
export async function searchPostsPage(
  db: Db,
  engine: Engine,
  words: readonly string[],
  page: { before?: string; limit: number },
): Promise<PostRow[]> {
  const before = page.before ? sql`and p.id < ${page.before}` : sql``;
  if (engine === 'postgres') {
    const query = words.map((word) => `'${word}':*`).join(' & ');
    const result = await sql<PostRow>`
      select p.* from post_search s join posts p on p.id = s.post_id
      where s.doc @@ to_tsquery('simple', ${query}) ${before}
      order by p.id desc limit ${page.limit}`.execute(db);
    return result.rows;
  }
  const query = words.map((word) => `"${word}"*`).join(' AND ');
  const result = await sql<PostRow>`
    select p.* from posts_fts
    join post_search_rows r on r.id = posts_fts.rowid
    join posts p on p.id = r.post_id
    where posts_fts match ${query} ${before}
    order by p.id desc limit ${page.limit}`.execute(db);
  return result.rows;
}
