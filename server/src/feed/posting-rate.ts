import { idFloor } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import type { PeriodicJob } from '../jobs/scheduler.js';
import { nextTurn } from '../lib/turns.js';

const DAY = 24 * 60 * 60 * 1000;
const MEASURED_DAYS = 7;
const REMEASURE_EVERY = 10 * 60 * 1000;

/** The latest measurement per database; absent until the first one lands. */
const estimates = new WeakMap<Db, number | undefined>();

/** Ids counted per statement: a chunk holds the event loop well under 5 ms, and the loop turns between chunks. */
const COUNTED_AT_ONCE = 10_000;

/** How many rows of `table` have an id from `from` on, counted a chunk at a time. */
async function countFrom(db: Db, table: 'posts' | 'users', from: string, chunk: number): Promise<number> {
  let total = 0;
  let after: { op: '>=' | '>'; id: string } = { op: '>=', id: from };
  for (;;) {
    const row = await db
      .selectFrom((eb) =>
        eb.selectFrom(table).select('id').where('id', after.op, after.id).orderBy('id').limit(chunk).as('chunk'),
      )
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('chunk.id').as('last')])
      .executeTakeFirstOrThrow();
    const counted = Number(row.count);
    total += counted;
    if (counted < chunk || !row.last) return total;
    after = { op: '>', id: row.last };
    await nextTurn();
  }
}

async function measure(db: Db, chunk: number): Promise<number | undefined> {
  const posts = await countFrom(db, 'posts', idFloor(Date.now() - MEASURED_DAYS * DAY), chunk);
  const users = await countFrom(db, 'users', '', chunk);
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
export function postingRateJob(db: Db, chunk = COUNTED_AT_ONCE): PeriodicJob {
  return {
    name: 'posting-rate measurement',
    everyMs: REMEASURE_EVERY,
    run: async () => {
      estimates.set(db, await measure(db, chunk));
    },
  };
}
