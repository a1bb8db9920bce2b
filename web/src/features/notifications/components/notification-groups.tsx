import { i18n } from '@lingui/core';
import { buttonStyles } from '../../../components/button-styles';
import { useOlderNotifications } from '../api/get-older-notifications';
import { groupByDay } from '../lib/group-by-day';
import type { Notification } from '../types';
import { NotificationItem } from './notification-item';

export function NotificationGroups({
  notifications,
  myUsername,
}: {
  notifications: Notification[];
  myUsername: string;
}) {
  const older = useOlderNotifications(notifications);
  if (notifications.length === 0) {
    return (
      <p className="py-12 text-center text-lg font-semibold">
        {i18n._("You're all caught up! No more notifications to bug you.")}
      </p>
    );
  }
  return (
    <div className="space-y-8">
      {groupByDay(notifications).map((group) => (
        <section key={group.heading} aria-label={group.heading}>
          <h2 className="mb-3 text-lg font-bold">{group.heading}</h2>
          <ul className="space-y-2">
            {group.notifications.map((notification) => (
              <NotificationItem key={notification._id} notification={notification} myUsername={myUsername} />
            ))}
          </ul>
        </section>
      ))}
      {older.hasOlder ? (
        <div className="flex justify-center">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void older.loadOlder()}
            disabled={older.loading}
          >
            {older.loading ? i18n._('Loading…') : i18n._('Load older notifications')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
