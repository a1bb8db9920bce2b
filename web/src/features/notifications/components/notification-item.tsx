import { i18n } from '@lingui/core';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time';
import { UserAvatar } from '../../../components/user-avatar';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationLink } from '../lib/notification-link';
import { notificationText } from '../lib/notification-text';
import type { Notification } from '../types';

/**
 * The avatar leads to the sender; the message to what it is about, marking it read on the way. An unread row is
 * tinted, with a dot by the avatar, and offers 'Mark as Read' on its badge's line (a read row has no button), so
 * the button never adds a line to the row on a phone.
 */
export function NotificationItem({ notification, myUsername }: { notification: Notification; myUsername: string }) {
  const markRead = useMarkNotificationRead();
  const sender = notification.senderId;
  const unread = !notification.isRead;
  const read = () => {
    if (unread) markRead.mutate(notification._id);
  };
  return (
    <li
      data-testid="notification"
      data-unread={unread}
      className={`flex items-center gap-3 rounded-lg border p-3 ${
        unread
          ? 'border-sky-200 bg-sky-50 dark:border-sky-900 dark:bg-sky-950/40'
          : 'border-zinc-200 dark:border-zinc-800'
      }`}
    >
      <Link
        to={`/${sender.username}`}
        aria-label={i18n._("{username}'s profile", { username: sender.username })}
        className="relative shrink-0"
      >
        <UserAvatar src={sender.profilePic} name={sender.username} />
        {unread ? (
          <span
            data-testid="unread-dot"
            aria-hidden
            className="absolute -end-0.5 -top-0.5 size-3 rounded-full border-2 border-white bg-sky-500 dark:border-zinc-950"
          />
        ) : null}
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          to={notificationLink(notification, myUsername)}
          onClick={read}
          className="block break-words hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          {notificationText(notification)}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
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
          {unread ? (
            <button
              type="button"
              className="ms-auto rounded-md px-2 py-0.5 text-sm font-medium text-sky-800 hover:bg-sky-100 disabled:opacity-50 dark:text-sky-300 dark:hover:bg-sky-900/60"
              disabled={markRead.isPending}
              onClick={read}
            >
              {i18n._('Mark as Read')}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
