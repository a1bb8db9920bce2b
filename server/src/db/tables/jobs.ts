import type { Generated, Selectable } from 'kysely';

/** One job of the house's queue (queue/): fan-out, push, federation. */
export interface JobsTable {
  id: string;
  /** Which handler runs it ('fanout.post', 'fedify', …). */
  kind: string;
  /** The handler's input, JSON. */
  payload: string;
  /** The handler's progress ('' before its first step): a job taken over resumes from it. */
  state: Generated<string>;
  /** What the job is about (a post id), so undoing that can drop it. */
  subject: string | null;
  /** Jobs sharing a key run one at a time, oldest first. */
  ordering_key: string | null;
  attempts: Generated<number>;
  /** Not before this time (a delayed job, a retry's backoff). */
  run_at: number;
  /** The lease of the process running it: another may take it once this has passed (its holder died). */
  locked_until: Generated<number>;
  created_at: number;
}

export type JobRow = Selectable<JobsTable>;
