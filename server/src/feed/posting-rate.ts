import { sql } from 'kysely';
import { idFloor } from '../db/ids.js';
import type { Db } from '../db/schema.js';

const DAY = 24 * 60 * 60 * 1000;
const MEASURED_DAYS = 7;
const REMEASURE_EVERY = 10 * 60 * 1000;

interface Estimate {
  postsPerAuthorPerDay: number | undefined;
  measuredAt: number;
  measuring: boolean;
}

const estimates = new WeakMap<Db, Estimate>();

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
 * performance, never results, so it is measured in the background (every 10 minutes per database) and
 * the feed never waits for it; undefined until the first measurement lands.
 */
export function postingRate(db: Db): number | undefined {
  let estimate = estimates.get(db);
  if (!estimate) {
    estimate = { postsPerAuthorPerDay: undefined, measuredAt: Number.NEGATIVE_INFINITY, measuring: false };
    estimates.set(db, estimate);
  }
  const current = estimate;
  if (!current.measuring && Date.now() - current.measuredAt > REMEASURE_EVERY) {
    current.measuring = true;
    measure(db)
      .then((rate) => {
        current.postsPerAuthorPerDay = rate;
      })
      // A failed measurement (the database is briefly away) keeps the previous estimate until the next one.
      .catch(() => {})
      .finally(() => {
        current.measuredAt = Date.now();
        current.measuring = false;
      });
  }
  return current.postsPerAuthorPerDay;
}
