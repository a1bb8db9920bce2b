import type { Db } from '../db/schema.js';

/** The actor URIs of everyone `followerId` follows: where a Move left a person's follows. */
export async function followedActorUris(db: Db, followerId: string): Promise<Array<string | null>> {
  const rows = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followee_id')
    .select('users.actor_uri')
    .where('follows.follower_id', '=', followerId)
    .execute();
  return rows.map((row) => row.actor_uri);
}
