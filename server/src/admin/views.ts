import type { AuditLogTable } from '../db/schema.js';
import type { UserRow } from '../users/queries.js';
import { toUserSummary, type UserSummary } from '../users/views.js';
import type { AuditRow } from './queries.js';

export interface AuditEntryView {
  _id: string;
  /** Null when done with `npm run admin` on the command line; an empty username for a deleted admin. */
  admin: UserSummary | null;
  action: AuditLogTable['action'];
  targetType: string;
  targetId: string;
  reason: string;
  createdAt: string;
}

export function toAuditEntryView(row: AuditRow): AuditEntryView {
  // A deleted admin's stand-in is shown as unknown: an empty username, as in conversations.
  const deleted = row.admin_deleted_at !== null;
  const admin =
    row.admin_id && row.admin_username !== null
      ? {
          _id: row.admin_id,
          username: deleted ? '' : row.admin_username,
          name: deleted ? '' : (row.admin_name ?? ''),
          profilePic: row.admin_pic ?? '',
          bio: row.admin_bio ?? '',
        }
      : null;
  return {
    _id: row.id,
    admin,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface ModeratedUserView extends UserSummary {
  role: UserRow['role'];
  suspended: boolean;
  suspendedAt: string | null;
  suspensionReason: string | null;
}

export function toModeratedUserView(row: UserRow): ModeratedUserView {
  return {
    ...toUserSummary(row),
    role: row.role,
    suspended: row.suspended_at !== null,
    suspendedAt: row.suspended_at === null ? null : new Date(row.suspended_at).toISOString(),
    suspensionReason: row.suspension_reason,
  };
}
