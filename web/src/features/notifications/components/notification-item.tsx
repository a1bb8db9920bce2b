import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { RelativeTime } from '../../../components/relative-time';
import { UserAvatar } from '../../../components/user-avatar';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import type { Notification } from '../types';

export function NotificationItem({ notification }: { notification: Notification }) {
  const markRead = useMarkNotificationRead();
  const sender = notification.senderId;
  return (
    <li
      data-testid="notification"
      className="flex items-center gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
    >
      <Link to={`/${sender.username}`} aria-label={`${sender.username}'s profile`} className="shrink-0">
        <UserAvatar src={sender.profilePic} name={sender.username} />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="break-words">{notification.message}</p>
        <div className="mt-1 flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
          <span
            data-testid="read-badge"
            className={`rounded px-1.5 py-0.5 text-xs font-bold uppercase ${
              notification.isRead
                ? 'bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200'
                : 'bg-green-700 text-white'
            }`}
          >
            {notification.isRead ? 'Read' : 'New'}
          </span>
          <RelativeTime date={notification.createdAt} />
        </div>
      </div>
      <button
        type="button"
        className={`${buttonStyles.secondary} shrink-0`}
        disabled={notification.isRead || markRead.isPending}
        onClick={() => markRead.mutate(notification._id)}
      >
        Mark as Read
      </button>
    </li>
  );
}
