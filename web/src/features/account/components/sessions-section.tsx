import { i18n } from '@lingui/core';
import { buttonStyles } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { timeAgo } from '../../../lib/time-ago';
import { errorMessage, showSuccess } from '../../../lib/toast';
import { useEndSession, useSessions } from '../api/sessions';

/** "Where you're logged in": every live session, with "Log out" for each of the others. */
export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSession();
  return (
    <section aria-labelledby="sessions-heading" className="space-y-2">
      <h2 id="sessions-heading" className="text-lg font-semibold">
        {i18n._("Where you're logged in")}
      </h2>
      {sessions.isPending && <Spinner />}
      {sessions.isError && <p role="alert">{errorMessage(sessions.error)}</p>}
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {sessions.data?.map((session) => (
          <li key={session._id} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{session.userAgent || i18n._('Unknown device')}</p>
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                {session.current
                  ? i18n._('This device')
                  : i18n._('Active {when}', { when: timeAgo(session.lastSeenAt) })}
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
    </section>
  );
}
