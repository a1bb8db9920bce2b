import type { Selectable } from 'kysely';

export interface PushJobsTable {
  id: string;
  subscription_id: string;
  /** The JSON the browser receives, encrypted at send time. */
  payload: string;
  ttl_seconds: number;
  urgency: 'normal' | 'high';
  attempts: number;
  run_at: number;
  locked_until: number;
}

export type PushJobRow = Selectable<PushJobsTable>;
