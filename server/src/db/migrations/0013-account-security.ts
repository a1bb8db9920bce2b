import type { Kysely } from 'kysely';
import { ulid } from 'ulidx';

/**
 * Accounts: session ids, user agents and last-seen times (the sessions list), TOTP two-factor
 * sign-in with hashed recovery codes, password-reset tokens, and `deleted_at` for the stand-in
 * account that takes a deleted person's place in the conversations the other side keeps.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('id', 'varchar(26)').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'bigint').execute();
  const sessions = await db.selectFrom('sessions').select(['token_hash', 'created_at']).execute();
  for (const session of sessions) {
    await db
      .updateTable('sessions')
      .set({ id: ulid(Number(session.created_at)), last_seen_at: session.created_at })
      .where('token_hash', '=', session.token_hash)
      .execute();
  }
  await db.schema.createIndex('sessions_id').on('sessions').column('id').unique().execute();

  await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(64)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();

  // One row per person: a new request replaces the old token, so only the newest link works.
  await db.schema
    .createTable('password_resets')
    .addColumn('user_id', 'varchar(26)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}
