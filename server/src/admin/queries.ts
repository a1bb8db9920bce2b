import type { Insertable } from 'kysely';
import { newestFirst } from '../db/pagination.js';
import type { Db } from '../db/schema.js';
import type { AuditLogTable } from '../db/tables/audit-log.js';
import type { UserRole } from '../db/tables/users.js';

export async function insertAudit(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** Whether an audit entry names the person, as the admin who acted or as the user acted on. */
export async function auditNames(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where((eb) =>
      eb.or([eb('admin_id', '=', userId), eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', userId)])]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The audit log keeps what was done, when and why, but a deleted person becomes their stand-in in it. */
export async function handAuditEntriesTo(db: Db, userId: string, standInId: string): Promise<void> {
  await db.updateTable('audit_log').set({ admin_id: standInId }).where('admin_id', '=', userId).execute();
  await db
    .updateTable('audit_log')
    .set({ target_id: standInId })
    .where('target_type', '=', 'user')
    .where('target_id', '=', userId)
    .execute();
}

/** The audit log newest first, each entry with its admin (none for the command line). */
export async function auditPage(db: Db, options: { before?: string; limit: number }) {
  const query = db
    .selectFrom('audit_log')
    .leftJoin('users as admin', 'admin.id', 'audit_log.admin_id')
    .selectAll('audit_log')
    .select([
      'admin.username as admin_username',
      'admin.name as admin_name',
      'admin.profile_pic as admin_pic',
      'admin.bio as admin_bio',
      'admin.deleted_at as admin_deleted_at',
    ]);
  return query.$call(newestFirst('audit_log.id', options)).execute();
}

export type AuditRow = Awaited<ReturnType<typeof auditPage>>[number];

/** Suspended accounts, most recently suspended first. */
export async function suspendedUsers(db: Db, limit: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('suspended_at', 'is not', null)
    .orderBy('suspended_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function setSuspension(db: Db, userId: string, suspension: { at: number; reason: string } | null) {
  await db
    .updateTable('users')
    .set({ suspended_at: suspension?.at ?? null, suspension_reason: suspension?.reason ?? null })
    .where('id', '=', userId)
    .execute();
}

export async function setRole(db: Db, userId: string, role: UserRole): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}

export async function roleOf(db: Db, userId: string): Promise<UserRole | undefined> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role;
}
