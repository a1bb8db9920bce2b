import { charCount, MAX_REPORT_NOTE_CHARS } from '@threads/contract';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import { newId } from '../db/ids.js';
import type { ReportReason, ReportTargetType } from '../db/tables/reports.js';
import { badRequest, conflict } from '../errors.js';
import { type Forwarded, forwardable, forwardReport } from './forward.js';
import { reportMessages } from './messages.js';
import { findOpenReport, insertReport } from './queries.js';
import { reportedTarget } from './targets.js';

export const REPORT_TARGET_TYPES: readonly ReportTargetType[] = ['post', 'reply', 'user', 'story', 'message'];
export const REPORT_REASONS: readonly ReportReason[] = ['spam', 'harassment', 'illegal', 'other'];

export interface ReportInput {
  targetType?: string;
  targetId?: string;
  reason?: string;
  note?: string;
  /** Also send it to the server of the person reported (only for people on other servers). */
  forward?: boolean;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  values.includes(value as T);

/** Files a report on something the reporter can see; one open report per person and target. */
export async function fileReport(ctx: AppContext, reporterId: string, input: ReportInput) {
  if (!isOneOf(REPORT_TARGET_TYPES, input.targetType)) throw badRequest(reportMessages.REPORT_TARGET_TYPE_INVALID);
  if (!input.targetId) throw badRequest(reportMessages.REPORT_TARGET_REQUIRED);
  if (!isOneOf(REPORT_REASONS, input.reason)) throw badRequest(reportMessages.REPORT_REASON_INVALID);
  const note = (input.note ?? '').trim();
  if (charCount(note) > MAX_REPORT_NOTE_CHARS) throw badRequest(reportMessages.REPORT_NOTE_TOO_LONG);
  const { targetType: type, targetId, reason } = input;
  const target = await reportedTarget(ctx, reporterId, type, input.targetId);
  if (target.ownerId === reporterId) throw badRequest(reportMessages.REPORT_OWN);
  const forwarded: Forwarded | undefined = input.forward
    ? await forwardable(ctx, type, input.targetId, target.ownerId)
    : undefined;
  if (await findOpenReport(ctx.db, reporterId, type, input.targetId)) throw conflict(reportMessages.REPORT_EXISTS);
  await ctx.limits.consume('reportsPerUser', reporterId);
  const id = newId();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertReport(trx, {
        id,
        reporter_id: reporterId,
        target_type: type,
        target_id: targetId,
        target_user_id: target.ownerId,
        reason,
        note,
        snapshot: JSON.stringify(target.snapshot),
        status: 'open',
        created_at: ctx.clock(),
      });
      if (forwarded) await forwardReport(ctx, trx, id, forwarded, note);
    });
  } catch (error) {
    // A concurrent duplicate loses on the partial unique index.
    if (isUniqueViolation(error)) throw conflict(reportMessages.REPORT_EXISTS);
    throw error;
  }
  if (forwarded) ctx.events.emit('jobs.queued', {});
  return { _id: id, status: 'open' as const };
}
