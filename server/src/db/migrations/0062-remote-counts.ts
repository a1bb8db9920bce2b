import type { Kysely } from 'kysely';

/**
 * A remote person's counts as their server reports them (the `totalItems` of their followers, following and
 * outbox collections), read with their actor; null for our own people and when their server does not say.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('remote_followers_count', 'integer').execute();
  await db.schema.alterTable('users').addColumn('remote_following_count', 'integer').execute();
  await db.schema.alterTable('users').addColumn('remote_posts_count', 'integer').execute();
}
