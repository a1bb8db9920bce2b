import { type Selectable, sql } from 'kysely';
import type { Db, Engine } from '../db/schema.js';
import type { JobsTable } from '../db/tables/jobs.js';

export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  id: string;
  kind: string;
  payload: string;
  subject: string | null;
  ordering_key: string | null;
  run_at: number;
  created_at: number;
}

export async function insertJobs(db: Db, jobs: NewJob[]): Promise<void> {
  if (jobs.length > 0) await db.insertInto('jobs').values(jobs).execute();
}

/**
 * A job is free when it is due, nobody holds it (or its holder's lease ran out: it died), and no older job
 * shares its ordering key (those run one at a time, oldest first, even while the older one waits for a retry).
 */
const free = (now: number) => sql<boolean>`run_at <= ${now} and locked_until < ${now} and (ordering_key is null
  or not exists (select 1 from jobs older where older.ordering_key = jobs.ordering_key and older.id < jobs.id))`;

/**
 * Claims up to `limit` free jobs, oldest due first, until `leaseUntil`, counting the attempt. On PostgreSQL
 * `FOR UPDATE SKIP LOCKED` lets several processes claim side by side without waiting on each other; SQLite
 * runs one write at a time, so the single statement is already atomic there.
 */
export async function claimJobs(
  db: Db,
  engine: Engine,
  options: { now: number; leaseUntil: number; limit: number; kinds: string[] },
): Promise<JobRow[]> {
  const { now, leaseUntil, limit, kinds } = options;
  if (kinds.length === 0 || limit <= 0) return [];
  const claimable = sql`${free(now)} and kind in (${sql.join(kinds)})`;
  // An idle worker only reads: the claim's write would take SQLite's write lock twice a second per process.
  const due = await sql<{ id: string }>`select id from jobs where ${claimable} limit 1`.execute(db);
  if (due.rows.length === 0) return [];
  const lock = engine === 'postgres' ? sql`for update skip locked` : sql``;
  const result = await sql<JobRow>`
    update jobs set locked_until = ${leaseUntil}, attempts = attempts + 1
    where id in (select id from jobs where ${claimable} order by run_at, id limit ${limit} ${lock})
      and locked_until < ${now}
    returning *`.execute(db);
  return result.rows.sort((a, b) => a.run_at - b.run_at || (a.id < b.id ? -1 : 1));
}

export async function renewLease(db: Db, id: string, leaseUntil: number): Promise<void> {
  await db.updateTable('jobs').set({ locked_until: leaseUntil }).where('id', '=', id).execute();
}

/** Records a step of a running job and renews its lease. */
export async function checkpointJob(db: Db, id: string, state: string, leaseUntil: number): Promise<void> {
  await db.updateTable('jobs').set({ state, locked_until: leaseUntil }).where('id', '=', id).execute();
}

export async function finishJob(db: Db, id: string): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', id).execute();
}

/** Back in the queue, free from `runAt` on (a retry after a failure, or at once after a stop). */
export async function releaseJob(db: Db, id: string, runAt: number): Promise<void> {
  await db.updateTable('jobs').set({ run_at: runAt, locked_until: 0 }).where('id', '=', id).execute();
}

/** Back in the queue from `runAt` on without spending the attempt its claim counted. */
export async function deferJob(db: Db, id: string, runAt: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({ run_at: runAt, locked_until: 0, attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function dropJobsAbout(db: Db, kind: string, subject: string): Promise<void> {
  await db.deleteFrom('jobs').where('kind', '=', kind).where('subject', '=', subject).execute();
}

export interface QueueDepth {
  kind: string;
  ready: number;
  delayed: number;
}

/** Jobs waiting per kind: due now (or running) and scheduled for later. */
export async function queueDepth(db: Db, now: number): Promise<QueueDepth[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'kind',
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string | null>(eb.case().when('run_at', '>', now).then(1).else(0).end()).as('delayed'),
    ])
    .groupBy('kind')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    ready: Number(row.total) - Number(row.delayed ?? 0),
    delayed: Number(row.delayed ?? 0),
  }));
}
