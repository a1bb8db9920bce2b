import type { Db } from '../db/schema.js';

export async function findTwoFactorState(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'totp_secret', 'totp_enabled', 'totp_last_step'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function saveTotpSecret(db: Db, userId: string, secret: string): Promise<void> {
  await db.updateTable('users').set({ totp_secret: secret }).where('id', '=', userId).execute();
}

/** Records a TOTP step as used; false when it (or a later one) already was, so a code works once even under a race. */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function claimRecoveryCode(db: Db, userId: string, codeHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function turnTwoFactorOn(db: Db, userId: string, step: number, codeHashes: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ totp_enabled: 1, totp_last_step: step }).where('id', '=', userId).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
      .execute();
  });
}

export async function turnTwoFactorOff(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_enabled: 0, totp_secret: null, totp_last_step: null })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
}
