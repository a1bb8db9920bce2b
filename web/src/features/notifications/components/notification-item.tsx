import { i18n } from '@lingui/core';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { RelativeTime } from '../../../components/relative-time';
import { UserAvatar } from '../../../components/user-avatar';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationLink } from '../lib/notification-link';
import { notificationText } from '../lib/notification-text';
import type { Notification } from '../types';

/**
 * The avatar leads to the sender; the message to what it is about, marking it read on the way. On narrow
 * screens 'Mark as Read' goes under the message, so the message keeps the row's width.
 */
export function NotificationItem({ notification, myUsername }: { notification: Notification; myUsername: string }) {
  const markRead = useMarkNotificationRead();
  const sender = notification.senderId;
  const read = () => {
    if (!notification.isRead) markRead.mutate(notification._id);
  };
  return (
    <li
      data-testid="notification"
      className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-lg border border-zinc-200 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] dark:border-zinc-800"
    >
      <Link
        to={`/${sender.username}`}
        aria-label={i18n._("{username}'s profile", { username: sender.username })}
        className="shrink-0"
      >
        <UserAvatar src={sender.profilePic} name={sender.username} />
      </Link>
      <div className="min-w-0">
        <Link
          to={notificationLink(notification, myUsername)}
          onClick={read}
          className="block break-words hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          {notificationText(notification)}
        </Link>
        <div className="mt-1 flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
          <span
            data-testid="read-badge"
            className={`rounded px-1.5 py-0.5 text-xs font-bold uppercase ${
              notification.isRead
                ? 'bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200'
                : 'bg-green-700 text-white'
            }`}
          >
            {notification.isRead ? i18n._('Read') : i18n._('New')}
          </span>
          <RelativeTime date={notification.createdAt} />
        </div>
      </div>
      <button
        type="button"
        className={`${buttonStyles.secondary} col-start-2 justify-self-start sm:col-start-3`}
        disabled={notification.isRead || markRead.isPending}
        onClick={read}
      >
        {i18n._('Mark as Read')}
      </button>
    </li>
  );
}
