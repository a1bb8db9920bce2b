import { charCount } from '@threads/contract';
import { endUserSessions } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { isId, newId } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import type { AuditLogTable } from '../db/tables/audit-log.js';
import type { UserRow } from '../db/tables/users.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { findUserById, findUserByUsername } from '../users/queries.js';
import { visibilityMessages } from '../visibility/index.js';
import { adminMessages, MAX_REASON_CHARS } from './messages.js';
import { auditPage, insertAudit, setRole, setSuspension, suspendedUsers } from './queries.js';
import { toAuditEntryView, toModeratedUserView } from './views.js';

export const ADMIN_PAGE_SIZE = 50;

type AuditEntry = Pick<AuditLogTable, 'action' | 'target_type' | 'target_id' | 'reason'>;

/** Every admin action (and every grant or revoke on the command line, `adminId` null) leaves an entry. */
export async function audit(db: Db, now: number, adminId: string | null, entry: AuditEntry): Promise<void> {
  await insertAudit(db, { id: newId(), admin_id: adminId, created_at: now, ...entry });
}

async function userById(ctx: AppContext, id: string): Promise<UserRow> {
  const user = isId(id) ? await findUserById(ctx.db, id) : undefined;
  if (!user) throw notFound(visibilityMessages.USER_NOT_FOUND);
  return user;
}

/**
 * Suspends the account at once everywhere: its sessions are revoked and its sockets closed on every
 * process (the `sessions.ended` event), cached post views dropped, and the visibility policy hides it and
 * its content. Admins cannot be suspended.
 */
export async function suspendAccount(ctx: AppContext, adminId: string, user: UserRow, reason: string): Promise<void> {
  if (user.role === 'admin') throw forbidden(adminMessages.ADMIN_TARGET);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    await setSuspension(trx, user.id, { at: now, reason });
    await audit(trx, now, adminId, { action: 'suspend', target_type: 'user', target_id: user.id, reason });
  });
  await endUserSessions(ctx, user.id);
  ctx.events.emit('person.standing', { userId: user.id, active: false });
}

function cleanReason(reason: string | undefined): string {
  const text = (reason ?? '').trim();
  if (!text) throw badRequest(adminMessages.REASON_REQUIRED);
  if (charCount(text) > MAX_REASON_CHARS) throw badRequest(adminMessages.REASON_TOO_LONG);
  return text;
}

export async function suspendUser(ctx: AppContext, adminId: string, userId: string, reason: string | undefined) {
  const text = cleanReason(reason);
  const user = await userById(ctx, userId);
  if (user.suspended_at !== null) throw conflict(adminMessages.ALREADY_SUSPENDED);
  await suspendAccount(ctx, adminId, user, text);
  return toModeratedUserView(await userById(ctx, user.id));
}

export async function unsuspendUser(ctx: AppContext, adminId: string, userId: string) {
  const user = await userById(ctx, userId);
  if (user.suspended_at === null) throw conflict(adminMessages.NOT_SUSPENDED);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    await setSuspension(trx, user.id, null);
    await audit(trx, now, adminId, { action: 'unsuspend', target_type: 'user', target_id: user.id, reason: '' });
  });
  ctx.events.emit('person.standing', { userId: user.id, active: user.is_frozen === 0 });
  return toModeratedUserView(await userById(ctx, user.id));
}

export async function listSuspended(ctx: AppContext) {
  return (await suspendedUsers(ctx.db, ADMIN_PAGE_SIZE * 10)).map(toModeratedUserView);
}

export async function listAudit(ctx: AppContext, before: string | undefined) {
  return (await auditPage(ctx.db, { before, limit: ADMIN_PAGE_SIZE })).map(toAuditEntryView);
}

/**
 * `npm run admin -- grant|revoke <username>`: changes the role and writes the audit entry in one
 * transaction. Sessions read the role on every request (a cached one for at most a minute).
 */
export async function changeRole(db: Db, username: string, grant: boolean, now: number): Promise<UserRow | null> {
  const user = await findUserByUsername(db, username.toLowerCase());
  if (!user) return null;
  await db.transaction().execute(async (trx) => {
    await setRole(trx, user.id, grant ? 'admin' : 'user');
    await audit(trx, now, null, {
      action: grant ? 'grant' : 'revoke',
      target_type: 'user',
      target_id: user.id,
      reason: 'npm run admin',
    });
  });
  return user;
}
