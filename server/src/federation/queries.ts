import type { Db } from '../db/schema.js';

/** One of our people (not a remote one), active or not: the actor answers only for active ones. */
export async function findLocalUser(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'name',
      'bio',
      'profile_pic',
      'created_at',
      'is_frozen',
      'suspended_at',
      'also_known_as',
      'moved_to',
    ])
    .where('id', '=', id)
    .where('host', 'is', null)
    .executeTakeFirst();
}

export async function localUserIdByUsername(db: Db, username: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username.toLowerCase())
    .where('host', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

/** A person's followers, local and remote, in follower id order after `after` (index follows_followee_follower). */
export async function followersPage(db: Db, userId: string, after: string, limit: number) {
  return db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.follower_id')
    .select(['users.id', 'users.actor_uri', 'users.inbox_url', 'users.shared_inbox_url'])
    .where('follows.followee_id', '=', userId)
    .where('follows.follower_id', '>', after)
    .where('users.is_frozen', '=', 0)
    .where('users.suspended_at', 'is', null)
    .orderBy('follows.follower_id')
    .limit(limit)
    .execute();
}

/** The people a person follows, in followee id order after `after` (the primary key). */
export async function followingPage(db: Db, userId: string, after: string, limit: number) {
  return db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followee_id')
    .select(['users.id', 'users.actor_uri'])
    .where('follows.follower_id', '=', userId)
    .where('follows.followee_id', '>', after)
    .where('users.is_frozen', '=', 0)
    .where('users.suspended_at', 'is', null)
    .orderBy('follows.followee_id')
    .limit(limit)
    .execute();
}

export async function countFollows(db: Db, userId: string, side: 'followers' | 'following'): Promise<number> {
  const [mine, theirs] =
    side === 'followers' ? (['followee_id', 'follower_id'] as const) : (['follower_id', 'followee_id'] as const);
  const row = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', `follows.${theirs}`)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(`follows.${mine}`, '=', userId)
    .where('users.is_frozen', '=', 0)
    .where('users.suspended_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** NodeInfo's usage: our own people who can log in, and the posts they wrote. */
export async function localUsage(db: Db) {
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('host', 'is', null)
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is', null)
    .executeTakeFirstOrThrow();
  const posts = await db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('users.host', 'is', null)
    .executeTakeFirstOrThrow();
  return { users: Number(users.count), posts: Number(posts.count) };
}
