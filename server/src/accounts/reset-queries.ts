import type { Db } from '../db/schema.js';
import { isRecoverableAccount } from '../visibility/index.js';

/** Upserts the person's one reset row: a newer request replaces the older token. */
export async function saveResetToken(
  db: Db,
  row: { userId: string; tokenHash: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ user_id: row.userId, token_hash: row.tokenHash, created_at: row.now, expires_at: row.expiresAt })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ token_hash: row.tokenHash, created_at: row.now, expires_at: row.expiresAt }),
    )
    .execute();
}

/**
 * Takes (deletes) a live token and returns its person: the delete decides, so of two requests racing
 * with the same link only one gets the user.
 */
export async function takeResetToken(db: Db, tokenHash: string, now: number): Promise<string | undefined> {
  const row = await db
    .deleteFrom('password_resets')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Ends the person's outstanding reset link, if any (after a new password or email). */
export async function endResetLinks(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

/** The account a reset link for this address may go to, as the visibility policy says (frozen ones included). */
export async function findResetTarget(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'locale'])
    .where('email', '=', email)
    .where(isRecoverableAccount('users'))
    .executeTakeFirst();
}
