import type { Kysely } from 'kysely';

/**
 * Moving an account (federation part 2): `also_known_as` is the JSON array of actor ids one of our people
 * says are also theirs (served as the actor's `alsoKnownAs`, so an account elsewhere can move here);
 * `moved_to` is the actor id a person moved to (served as `movedTo`; their writes are refused from then on),
 * `moved_at` when.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('also_known_as', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('users').addColumn('moved_to', 'varchar(2048)').execute();
  await db.schema.alterTable('users').addColumn('moved_at', 'bigint').execute();
}
