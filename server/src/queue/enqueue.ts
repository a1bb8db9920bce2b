import { newId } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import { insertJobs } from './queries.js';

export interface JobRequest {
  kind: string;
  /** The handler's input; stored as JSON. */
  payload: unknown;
  /** What the job is about (a post id), so undoing that can drop it (`dropJobsAbout`). */
  subject?: string;
  /** Jobs sharing a key run one at a time, in the order they were queued. */
  orderingKey?: string;
  delayMs?: number;
}

/**
 * Queues jobs with the caller's other writes: given a transaction, they commit (or vanish) with it, so an
 * acknowledged write always has its jobs. After the commit, `ctx.events.emit('jobs.queued', {})` wakes this
 * process's worker at once; other processes find them at their next poll.
 */
export async function enqueueJobs(db: Db, requests: JobRequest[], now = Date.now()): Promise<void> {
  await insertJobs(
    db,
    requests.map((request) => ({
      id: newId(),
      kind: request.kind,
      payload: JSON.stringify(request.payload),
      subject: request.subject ?? null,
      ordering_key: request.orderingKey ?? null,
      run_at: now + Math.max(0, request.delayMs ?? 0),
      created_at: now,
    })),
  );
}
