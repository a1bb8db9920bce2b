import { sql } from 'kysely';
import { idFloor } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import type { PeriodicJob } from '../jobs/scheduler.js';

const DAY = 24 * 60 * 60 * 1000;
const MEASURED_DAYS = 7;
const REMEASURE_EVERY = 10 * 60 * 1000;

/** The latest measurement per database; absent until the first one lands. */
const estimates = new WeakMap<Db, number | undefined>();

async function measure(db: Db): Promise<number | undefined> {
  const since = idFloor(Date.now() - MEASURED_DAYS * DAY);
  const row = await db
    .selectNoFrom([
      sql<number | string>`(select count(*) from posts where id >= ${since})`.as('posts'),
      sql<number | string>`(select count(*) from users)`.as('users'),
    ])
    .executeTakeFirstOrThrow();
  const posts = Number(row.posts);
  const users = Number(row.users);
  return posts > 0 && users > 0 ? posts / users / MEASURED_DAYS : undefined;
}

/**
 * Posts per person per day over the last week, for sizing the feed's first id window. It only steers
 * performance, never results, so the feed never waits for it: undefined until the first measurement.
 */
export function postingRate(db: Db): number | undefined {
  return estimates.get(db);
}

/**
 * Measures the rate in the background, at start-up and every 10 minutes. A failed measurement (the database
 * is briefly away) keeps the previous estimate until the next one.
 */
export function postingRateJob(db: Db): PeriodicJob {
  return {
    name: 'posting-rate measurement',
    everyMs: REMEASURE_EVERY,
    run: async () => {
      estimates.set(db, await measure(db));
    },
  };
}
