import { i18n } from '@lingui/core';
import { buttonStyles } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { timeAgoInWords } from '../../../lib/time-ago';
import { showSuccess } from '../../../lib/toast';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { deviceName } from '../lib/device-name';

/**
 * "Where you're logged in": every live session as "Chrome on Android" and "Active 2 minutes ago · This device",
 * with "Log out" for each of the others and "Log out of all other sessions".
 */
export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <section aria-labelledby="sessions-heading" className="space-y-2">
      <h2 id="sessions-heading" className="text-lg font-semibold">
        {i18n._("Where you're logged in")}
      </h2>
      {sessions.isPending && <Spinner />}
      {sessions.isError && (
        <LoadFailed
          message={i18n._("Couldn't load your sessions")}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      )}
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {sessions.data?.map((session) => (
          <li key={session._id} data-testid="session" className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{deviceName(session.userAgent)}</p>
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                {i18n._('Active {when}', { when: timeAgoInWords(session.lastSeenAt) })}
                {session.current ? ` · ${i18n._('This device')}` : null}
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={end.isPending}
                onClick={() =>
                  end.mutate(session._id, {
                    onSuccess: () => showSuccess(i18n._('Session logged out')),
                  })
                }
              >
                {i18n._('Log out')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <ConfirmDialog
          trigger={
            <button type="button" className={buttonStyles.secondary} disabled={endOthers.isPending}>
              {i18n._('Log out of all other sessions')}
            </button>
          }
          title={i18n._('Log out of all other sessions?')}
          description={i18n._('Every other device will need to log in again.')}
          confirmLabel={i18n._('Log out')}
          onConfirm={() =>
            endOthers.mutate(undefined, { onSuccess: () => showSuccess(i18n._('Other sessions logged out')) })
          }
        />
      ) : null}
    </section>
  );
}
