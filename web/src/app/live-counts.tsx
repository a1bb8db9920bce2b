import { type ReactNode, useEffect, useState } from 'react';
import { useAccountLocale } from '../features/account/api/locale';
import { useChatUnreadCount } from '../features/chat/api/get-chat-unread-count';
import { useUnreadCount } from '../features/notifications/api/get-unread-count';
import { useAppBadge } from '../features/push/hooks/use-app-badge';
import { useFollowAnswers } from '../features/users/api/follow-user';
import { publishUnread } from './unread-store';

function Notifications() {
  const unread = useUnreadCount(true);
  useAppBadge(true, unread);
  useEffect(() => publishUnread({ unread }), [unread]);
  useEffect(() => () => publishUnread({ unread: 0 }), []);
  return null;
}

function Chats() {
  const unreadChats = useChatUnreadCount(true);
  useEffect(() => publishUnread({ unreadChats }), [unreadChats]);
  useEffect(() => () => publishUnread({ unreadChats: 0 }), []);
  return null;
}

function SocketAnswers() {
  useFollowAnswers();
  useAccountLocale();
  return null;
}

const PARTS: [string, () => ReactNode][] = [
  ['notifications', Notifications],
  ['chats', Chats],
  ['socket answers', SocketAnswers],
];

/**
 * The counts' queries and the socket's follow and language events (see `unread-counts.tsx`), each part
 * started in a task after the one before: their queries' first renders and requests were one long task.
 */
export default function LiveCountsNow() {
  const [started, setStarted] = useState(1);
  useEffect(() => {
    if (started >= PARTS.length) return;
    const next = setTimeout(() => setStarted(started + 1));
    return () => clearTimeout(next);
  }, [started]);
  return PARTS.slice(0, started).map(([name, Part]) => <Part key={name} />);
}
