import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { deleteExpiredStories } from './queries.js';
import { releaseStoryMedia } from './service.js';

const SWEEP_BATCH = 200;
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Deletes every expired story with its views and media; returns how many this call removed. The work
 * comes from the database, so a restart loses nothing, and each row is claimed by one delete, so
 * several processes may sweep at the same time.
 */
export async function sweepExpiredStories(ctx: AppContext): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await deleteExpiredStories(ctx.db, ctx.clock(), SWEEP_BATCH);
    await releaseStoryMedia(ctx, batch);
    removed += batch.length;
    if (batch.length < SWEEP_BATCH) return removed;
  }
}

/** Sweeps on an interval that never keeps the process alive; the returned stop waits for a sweep in flight. */
export function startStorySweeper(ctx: AppContext, log: FastifyBaseLogger, intervalMs = SWEEP_INTERVAL_MS) {
  let inFlight: Promise<void> | undefined;
  const tick = () => {
    if (inFlight) return;
    inFlight = sweepExpiredStories(ctx)
      .then((removed) => {
        if (removed > 0) log.info({ removed }, 'expired stories swept');
      })
      .catch((error) => log.error({ err: error }, 'story sweep failed'))
      .finally(() => {
        inFlight = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}
