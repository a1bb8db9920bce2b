import type { InfiniteData } from '@tanstack/react-query';
import type { AdminReport, ModerationAction } from '../types';

/**
 * The open queue after acting on a report: a dismiss resolves that report; a removal or a
 * suspension resolves every open report on the same content.
 */
export function openAfterAction(open: AdminReport[], acted: AdminReport, action: ModerationAction): AdminReport[] {
  if (action === 'dismiss') {
    return open
      .filter((report) => report._id !== acted._id)
      .map((report) =>
        sameTarget(report, acted) ? { ...report, reportsOnTarget: report.reportsOnTarget - 1 } : report,
      );
  }
  return open.filter((report) => !sameTarget(report, acted));
}

const sameTarget = (a: AdminReport, b: AdminReport) => a.targetType === b.targetType && a.targetId === b.targetId;

/** The same, across the loaded pages of the queue. */
export function openPagesAfterAction(
  data: InfiniteData<AdminReport[], unknown>,
  acted: AdminReport,
  action: ModerationAction,
): InfiniteData<AdminReport[], unknown> {
  return { ...data, pages: data.pages.map((page) => openAfterAction(page, acted, action)) };
}
