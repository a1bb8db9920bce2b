import { buttonStyles } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RelativeTime } from '../../../components/relative-time';
import { useResolveReport } from '../api/resolve-report';
import type { AdminReport, ModerationAction } from '../types';
import { ReportTargetPreview } from './report-target';

const REASON_LABEL: Record<AdminReport['reason'], string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  illegal: 'Illegal content',
  other: 'Other',
};

const RESOLUTION_LABEL: Record<ModerationAction, string> = {
  dismiss: 'Dismissed',
  remove: 'Content removed',
  suspend: 'Author suspended',
};

/** One report: what, why, by whom, how many reports the content has, and (while open) what to do about it. */
export function ReportCard({ report }: { report: AdminReport }) {
  const resolve = useResolveReport();
  const act = (action: 'dismiss' | 'remove' | 'suspend') => {
    if (!resolve.isPending) resolve.mutate({ report, action });
  };
  const removable = report.targetType !== 'user';
  return (
    <article
      className="space-y-3 border-b border-zinc-200 py-4 dark:border-zinc-800"
      data-testid="report"
      aria-label={`Report of a ${report.targetType} for ${REASON_LABEL[report.reason]}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
          {REASON_LABEL[report.reason]}
        </span>
        <span className="font-medium capitalize">{report.targetType}</span>
        <span className="text-zinc-600 dark:text-zinc-400">
          {report.reportsOnTarget} {report.reportsOnTarget === 1 ? 'report' : 'reports'} on this {report.targetType}
        </span>
        <span className="text-zinc-600 dark:text-zinc-400">
          · by @{report.reporter.username} · <RelativeTime date={report.createdAt} />
        </span>
      </div>
      {report.note ? <p className="text-sm break-words whitespace-pre-wrap">“{report.note}”</p> : null}
      <ReportTargetPreview report={report} />
      {report.status === 'open' ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={resolve.isPending}
            onClick={() => act('dismiss')}
          >
            Dismiss
          </button>
          {removable ? (
            <ConfirmDialog
              trigger={
                <button type="button" className={buttonStyles.danger} disabled={resolve.isPending}>
                  Remove {report.targetType}
                </button>
              }
              title={`Remove this ${report.targetType}?`}
              description="It is deleted for everyone and every open report on it is resolved."
              confirmLabel="Remove"
              onConfirm={() => act('remove')}
            />
          ) : null}
          <ConfirmDialog
            trigger={
              <button type="button" className={buttonStyles.danger} disabled={resolve.isPending}>
                Suspend {report.targetType === 'user' ? 'user' : 'author'}
              </button>
            }
            title="Suspend this account?"
            description="They are logged out everywhere at once, cannot log in, and everything they posted is hidden until the suspension is lifted."
            confirmLabel="Suspend"
            onConfirm={() => act('suspend')}
          />
        </div>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="resolution">
          {report.resolution ? RESOLUTION_LABEL[report.resolution] : 'Resolved'}
        </p>
      )}
    </article>
  );
}
