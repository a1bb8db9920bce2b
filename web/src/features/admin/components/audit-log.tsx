import { i18n } from '@lingui/core';
import { LoadFailed } from '../../../components/load-failed';
import { RelativeTime } from '../../../components/relative-time';
import { Spinner } from '../../../components/spinner';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useAudit } from '../api/get-audit';
import { LoadOlder } from './load-older';

/** The command line acts without an admin; a deleted admin's stand-in has no username. */
function adminName(admin: { username: string } | null): string {
  if (!admin) return i18n._('The admin command');
  return admin.username ? `@${admin.username}` : i18n._('A deleted account');
}

/** Who did what to what, newest first; role grants and revokes by the command included. */
export function AuditLog() {
  const audit = useAudit();
  useErrorToast(audit.error);
  if (audit.isPending) return <Spinner label={i18n._('Loading the audit log')} />;
  if (audit.isError)
    return (
      <LoadFailed
        message={i18n._("Couldn't load the audit log")}
        error={audit.error}
        onRetry={() => void audit.refetch()}
      />
    );
  const entries = audit.data.pages.flat();
  if (entries.length === 0) return <p className="py-8 text-center">{i18n._('No moderation actions yet.')}</p>;
  return (
    <>
      <ol aria-label={i18n._('Audit log')} className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {entries.map((entry) => (
          <li key={entry._id} className="py-3 text-sm" data-testid="audit-entry">
            <p>
              <span className="font-semibold">{adminName(entry.admin)}</span>{' '}
              <span className="font-mono">{entry.action}</span> · {entry.targetType}{' '}
              <span className="font-mono text-zinc-600 dark:text-zinc-400">{entry.targetId}</span>
            </p>
            {entry.reason ? <p className="break-words text-zinc-700 dark:text-zinc-300">{entry.reason}</p> : null}
            <p className="text-zinc-600 dark:text-zinc-400">
              <RelativeTime date={entry.createdAt} />
            </p>
          </li>
        ))}
      </ol>
      <LoadOlder query={audit} />
    </>
  );
}
