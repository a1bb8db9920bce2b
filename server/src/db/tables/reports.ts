import type { Selectable } from 'kysely';

export type ReportTargetType = 'post' | 'reply' | 'user' | 'story' | 'message';
export type ReportReason = 'spam' | 'harassment' | 'illegal' | 'other';
export type ReportAction = 'dismiss' | 'remove' | 'suspend';

export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_type: ReportTargetType;
  target_id: string;
  /** Whose content it is (the user, for a report on a user): who a "suspend" suspends. */
  target_user_id: string;
  reason: ReportReason;
  note: string;
  /** JSON of the content as it was when reported. */
  snapshot: string;
  status: 'open' | 'resolved';
  resolution: ReportAction | null;
  resolved_by: string | null;
  resolved_at: number | null;
  created_at: number;
}

export type ReportRow = Selectable<ReportsTable>;
