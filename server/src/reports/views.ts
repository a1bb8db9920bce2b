import type { Static } from 'typebox';
import type { ReportSchema } from '../admin/schemas.js';
import type { ReportWithReporter } from './queries.js';

export type ReportView = Static<typeof ReportSchema>;

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
