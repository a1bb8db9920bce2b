import { i18n } from '@lingui/core';
import { buttonStyles } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RelativeTime } from '../../../components/relative-time';
import { useResolveReport } from '../api/resolve-report';
import { reportTexts } from '../lib/report-texts';
import type { AdminReport, ModerationAction } from '../types';
import { ReportTargetPreview } from './report-target';

const REASON_LABEL: Record<AdminReport['reason'], string> = {
  spam: /*i18n*/ 'Spam',
  harassment: /*i18n*/ 'Harassment',
  illegal: /*i18n*/ 'Illegal content',
  other: /*i18n*/ 'Other',
};

const RESOLUTION_LABEL: Record<ModerationAction, string> = {
  dismiss: /*i18n*/ 'Dismissed',
  remove: /*i18n*/ 'Content removed',
  suspend: /*i18n*/ 'Author suspended',
};

/** One report: what, why, by whom, how many reports the content has, and (while open) what to do about it. */
export function ReportCard({ report }: { report: AdminReport }) {
  const resolve = useResolveReport();
  const act = (action: 'dismiss' | 'remove' | 'suspend') => {
    if (!resolve.isPending) resolve.mutate({ report, action });
  };
  const removable = report.targetType !== 'user';
  const texts = reportTexts(report.targetType);
  const reason = i18n._(REASON_LABEL[report.reason]);
  return (
    <article
      className="space-y-3 border-b border-zinc-200 py-4 dark:border-zinc-800"
      data-testid="report"
      aria-label={texts.reportFor(reason)}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
          {reason}
        </span>
        <span className="font-medium">{texts.name()}</span>
        <span className="text-zinc-600 dark:text-zinc-400">{texts.reportsOn(report.reportsOnTarget)}</span>
        <span className="text-zinc-600 dark:text-zinc-400">
          {i18n._('· by @{username}', { username: report.reporter.username })} ·{' '}
          <RelativeTime date={report.createdAt} />
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
            {i18n._('Dismiss')}
          </button>
          {removable ? (
            <ConfirmDialog
              trigger={
                <button type="button" className={buttonStyles.danger} disabled={resolve.isPending}>
                  {texts.remove()}
                </button>
              }
              title={texts.removeConfirm()}
              description={i18n._('It is deleted for everyone and every open report on it is resolved.')}
              confirmLabel={i18n._('Remove')}
              onConfirm={() => act('remove')}
            />
          ) : null}
          <ConfirmDialog
            trigger={
              <button type="button" className={buttonStyles.danger} disabled={resolve.isPending}>
                {report.targetType === 'user' ? i18n._('Suspend user') : i18n._('Suspend author')}
              </button>
            }
            title={i18n._('Suspend this account?')}
            description={i18n._(
              'They are logged out everywhere at once, cannot log in, and everything they posted is hidden until the suspension is lifted.',
            )}
            confirmLabel={i18n._('Suspend')}
            onConfirm={() => act('suspend')}
          />
        </div>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="resolution">
          {report.resolution ? i18n._(RESOLUTION_LABEL[report.resolution]) : i18n._('Resolved')}
        </p>
      )}
    </article>
  );
}
