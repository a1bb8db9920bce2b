import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { PeriodicJob } from '../jobs/scheduler.js';
import { deleteMedia } from '../media/service.js';
import { deleteStoriesByIds, findExpiredStories } from './queries.js';

const SWEEP_BATCH = 200;
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Deletes every expired story with its views and media; returns how many stories this call removed.
 * The work comes from the database, so a restart loses nothing. Media go first and the rows last: a
 * crash in between leaves the row to be swept again rather than a file nobody will ever delete, and
 * since removing media twice is harmless, several processes may sweep the same batch at once, while
 * the delete's returned rows credit each story to exactly one of them.
 */
export async function sweepExpiredStories(ctx: AppContext): Promise<number> {
  let removed = 0;
  for (;;) {
    const expired = await findExpiredStories(ctx.db, ctx.clock(), SWEEP_BATCH);
    if (expired.length === 0) return removed;
    await deleteMedia(
      ctx,
      expired.map((story) => story.media_url),
    );
    removed += (
      await deleteStoriesByIds(
        ctx.db,
        expired.map((story) => story.id),
      )
    ).length;
    if (expired.length < SWEEP_BATCH) return removed;
  }
}

/** The sweep as the scheduler's periodic job. */
export function storySweepJob(ctx: AppContext, log: FastifyBaseLogger, everyMs = SWEEP_INTERVAL_MS): PeriodicJob {
  return {
    name: 'story sweep',
    everyMs,
    run: async () => {
      const removed = await sweepExpiredStories(ctx);
      if (removed > 0) log.info({ removed }, 'expired stories swept');
    },
  };
}
