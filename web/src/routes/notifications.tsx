import { useEffect } from 'react';
import { Spinner } from '../components/spinner';
import { useNotifications } from '../features/notifications/api/get-notifications';
import { NOTIFICATION_TOAST_MS } from '../features/notifications/api/mark-notification-read';
import { NotificationGroups } from '../features/notifications/components/notification-groups';
import { showError } from '../lib/toast';

export default function NotificationsScreen() {
  const notifications = useNotifications();
  useEffect(() => {
    if (notifications.isError) {
      showError('Looks like the internet gremlins ate your notifications!', 'Oops!', NOTIFICATION_TOAST_MS);
    }
  }, [notifications.isError]);

  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="mb-6 text-2xl font-bold">Notifications</h1>
      {notifications.isPending ? (
        <Spinner label="Loading notifications" />
      ) : (
        <NotificationGroups notifications={notifications.data ?? []} />
      )}
    </section>
  );
}
