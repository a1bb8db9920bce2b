import type { Db } from '../db/schema.js';

export async function insertSession(
  db: Db,
  row: { tokenHash: string; userId: string; now: number; expiresAt: number },
) {
  await db
    .insertInto('sessions')
    .values({ token_hash: row.tokenHash, user_id: row.userId, created_at: row.now, expires_at: row.expiresAt })
    .execute();
}

/** The live session's user, or undefined for an unknown, expired or frozen one. */
export async function findSessionUser(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username', 'users.name', 'users.profile_pic'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('users.is_frozen', '=', 0)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteUserSessions(db: Db, userId: string, exceptTokenHash?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
  await query.execute();
}
