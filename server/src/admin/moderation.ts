import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import type { ReportAction } from '../db/tables/reports.js';
import { badRequest, conflict, notFound } from '../errors.js';
import {
  findReport,
  type ReportWithReporter,
  reportCounts,
  reportsPage,
  resolveTargetReports,
} from '../reports/queries.js';
import { removeTarget } from '../reports/targets.js';
import { type ReportView, toReportView } from '../reports/views.js';
import { findUserById } from '../users/queries.js';
import { adminMessages } from './messages.js';
import { ADMIN_PAGE_SIZE, audit, suspendAccount } from './service.js';

export const REPORT_ACTIONS: readonly ReportAction[] = ['dismiss', 'remove', 'suspend'];

/** Reports newest first, with their reporters and how often each target was reported: three statements a page. */
export async function listReports(ctx: AppContext, status: string | undefined, before: string | undefined) {
  const wanted = status ?? 'open';
  if (wanted !== 'open' && wanted !== 'resolved') throw badRequest(adminMessages.REPORT_STATUS_INVALID);
  return present(ctx, await reportsPage(ctx.db, wanted, { before, limit: ADMIN_PAGE_SIZE }));
}

async function present(ctx: AppContext, rows: ReportWithReporter[]): Promise<ReportView[]> {
  const counts = await reportCounts(ctx.db, [...new Set(rows.map((r) => r.target_id))]);
  return rows.map((row) => toReportView(row, counts.get(`${row.target_type}:${row.target_id}`) ?? 0));
}

/**
 * Acts on a report: `dismiss` keeps the content, `remove` deletes it, `suspend` suspends its author. Every
 * open report on the same target is resolved with it, and the action goes into the audit log.
 */
export async function actOnReport(
  ctx: AppContext,
  adminId: string,
  reportId: string,
  action: string | undefined,
): Promise<ReportView> {
  if (!REPORT_ACTIONS.includes(action as ReportAction)) throw badRequest(adminMessages.REPORT_ACTION_INVALID);
  const chosen = action as ReportAction;
  const report = isId(reportId) ? await findReport(ctx.db, reportId) : undefined;
  if (!report) throw notFound(adminMessages.REPORT_NOT_FOUND);
  if (report.status !== 'open') throw conflict(adminMessages.REPORT_RESOLVED);
  const target = { type: report.target_type, id: report.target_id };

  if (chosen === 'remove') {
    if (target.type === 'user') throw badRequest(adminMessages.REMOVE_USER_REFUSED);
    await removeTarget(ctx, target.type, target.id);
  } else if (chosen === 'suspend') {
    const owner = await findUserById(ctx.db, report.target_user_id);
    if (owner && owner.suspended_at === null) await suspendAccount(ctx, adminId, owner, `Report: ${report.reason}`);
  }
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    await resolveTargetReports(trx, target, { action: chosen, adminId, now });
    if (chosen !== 'suspend') {
      await audit(trx, now, adminId, {
        action: chosen,
        target_type: target.type,
        target_id: target.id,
        reason: report.reason,
      });
    }
  });
  const [resolved] = await present(ctx, await reportsPage(ctx.db, 'resolved', { limit: 1, id: report.id }));
  if (!resolved) throw notFound(adminMessages.REPORT_NOT_FOUND);
  return resolved;
}
