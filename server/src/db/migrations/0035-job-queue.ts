import { type Kysely, sql } from 'kysely';

/**
 * The house's one durable job queue (fan-out, push, federation). A job commits with the write that caused
 * it; `locked_until` is the lease of the process running it (taken over when it runs out: its holder died);
 * `run_at` delays retries; `ordering_key` runs jobs sharing it one at a time, oldest first; `subject` names
 * what a job is about (a post), so undoing that can drop it; `state` is a job's own progress (a fan-out's
 * cursor), so a job taken over resumes where the last batch committed. The fan-out's jobs move over.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'varchar(100)')
    .addColumn('ordering_key', 'varchar(300)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['run_at', 'id']).execute();
  await db.schema.createIndex('jobs_subject').on('jobs').columns(['subject']).execute();
  await db.schema.createIndex('jobs_ordering').on('jobs').columns(['ordering_key', 'id']).execute();

  const now = Date.now();
  const waiting = await db.selectFrom('fanout_jobs').selectAll().execute();
  for (const job of waiting) {
    const payload =
      job.kind === 'post'
        ? { postId: job.post_id, authorId: job.author_id }
        : { authorId: job.author_id, followerId: job.follower_id };
    await db
      .insertInto('jobs')
      .values({
        id: job.id,
        kind: job.kind === 'post' ? 'fanout.post' : 'fanout.follow',
        payload: JSON.stringify(payload),
        state: job.cursor,
        subject: job.post_id,
        ordering_key: null,
        attempts: 0,
        run_at: now,
        locked_until: 0,
        created_at: now,
      })
      .execute();
  }
  await sql`drop table fanout_jobs`.execute(db);
}
