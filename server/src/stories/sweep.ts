import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
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
