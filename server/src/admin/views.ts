import type { Static } from 'typebox';
import type { UserRow } from '../db/tables/users.js';
import { toUserSummary } from '../users/views.js';
import type { AuditRow } from './queries.js';
import type { AuditListSchema, ModeratedUserSchema } from './schemas.js';

export type AuditEntryView = Static<typeof AuditListSchema>[number];

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

export type ModeratedUserView = Static<typeof ModeratedUserSchema>;

export function toModeratedUserView(row: UserRow): ModeratedUserView {
  return {
    ...toUserSummary(row),
    role: row.role,
    suspended: row.suspended_at !== null,
    suspendedAt: row.suspended_at === null ? null : new Date(row.suspended_at).toISOString(),
    suspensionReason: row.suspension_reason,
  };
}
