import type { Db } from '../db/schema.js';

/** Remembers that one of our people (only a local one: a remote person's id is their server's) was deleted. */
export async function rememberDeletedPerson(db: Db, userId: string, now: number): Promise<void> {
  await db
    .insertInto('local_tombstones')
    .columns(['id', 'kind', 'deleted_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select(['id', eb.val('user').as('kind'), eb.val(now).as('deleted_at')])
        .where('id', '=', userId)
        .where('host', 'is', null),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function rememberDeletedPost(db: Db, postId: string, now: number): Promise<void> {
  await db
    .insertInto('local_tombstones')
    .values({ id: postId, kind: 'post', deleted_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** When one of our people or posts was deleted, if it was. */
export async function deletedAt(db: Db, id: string, kind: 'user' | 'post'): Promise<number | undefined> {
  const row = await db
    .selectFrom('local_tombstones')
    .select('deleted_at')
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.deleted_at;
}
