import { i18n } from '@lingui/core';
import { useEffect } from 'react';
import { buttonStyles } from '../components/button-styles';
import { LoadFailed } from '../components/load-failed';
import { Spinner } from '../components/spinner';
import { useNotifications } from '../features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '../features/notifications/api/mark-all-read';
import { NOTIFICATION_TOAST_MS } from '../features/notifications/api/mark-notification-read';
import { NotificationGroups } from '../features/notifications/components/notification-groups';
import { useCurrentUser } from '../lib/current-user';
import { showError } from '../lib/toast';

export default function NotificationsScreen() {
  const me = useCurrentUser();
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const anyUnread = notifications.data?.some((n) => !n.isRead) ?? false;
  useEffect(() => {
    if (notifications.isError) {
      showError(
        i18n._('Looks like the internet gremlins ate your notifications!'),
        i18n._('Oops!'),
        NOTIFICATION_TOAST_MS,
      );
    }
  }, [notifications.isError]);

  return (
    <section className="mx-auto max-w-2xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{i18n._('Notifications')}</h1>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={!anyUnread || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {i18n._('Mark all as read')}
        </button>
      </div>
      {notifications.isPending ? (
        <Spinner label={i18n._('Loading notifications')} />
      ) : notifications.isError && !notifications.data ? (
        <LoadFailed
          message={i18n._("Couldn't load notifications")}
          error={notifications.error}
          onRetry={() => void notifications.refetch()}
          retrying={notifications.isFetching}
        />
      ) : (
        <NotificationGroups notifications={notifications.data ?? []} myUsername={me?.username ?? ''} />
      )}
    </section>
  );
}
