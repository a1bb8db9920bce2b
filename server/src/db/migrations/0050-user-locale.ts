import type { Kysely } from 'kysely';

/** The language a person chose for what the server writes them (mails, pushes, errors); null follows their browser. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}
