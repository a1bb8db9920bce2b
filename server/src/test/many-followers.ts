import { newId } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import { userRow } from './user-rows.js';

/** Gives `authorId` `count` new followers, written straight to the database in batches of a thousand. */
export async function addFollowers(db: Db, authorId: string, count: number): Promise<void> {
  const now = Date.now();
  for (let done = 0; done < count; done += 1000) {
    const ids = Array.from({ length: Math.min(1000, count - done) }, () => newId());
    await db
      .insertInto('users')
      .values(ids.map((id) => userRow(id, `f${id.toLowerCase()}`, 'Follower', now)))
      .execute();
    await db
      .insertInto('follows')
      .values(ids.map((id) => ({ follower_id: id, followee_id: authorId, created_at: now })))
      .execute();
  }
}
