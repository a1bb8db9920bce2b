import type { ReportAction, ReportReason, ReportTargetType } from '../db/schema.js';
import type { UserSummary } from '../users/views.js';
import type { ReportWithReporter } from './queries.js';

export interface ReportView {
  _id: string;
  status: 'open' | 'resolved';
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  note: string;
  createdAt: string;
  reporter: UserSummary;
  /** The content as it was when reported. */
  target: unknown;
  reportsOnTarget: number;
  /** What the admin did, once resolved. */
  resolution: ReportAction | null;
}

export function toReportView(row: ReportWithReporter, reportsOnTarget: number): ReportView {
  return {
    _id: row.id,
    status: row.status,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
    reporter: {
      _id: row.reporter_id,
      username: row.reporter_username,
      name: row.reporter_name,
      profilePic: row.reporter_pic,
      bio: row.reporter_bio,
    },
    target: JSON.parse(row.snapshot),
    reportsOnTarget,
    resolution: row.resolution,
  };
}
