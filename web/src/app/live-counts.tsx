import { useEffect } from 'react';
import { useAccountLocale } from '../features/account/api/locale';
import { useChatUnreadCount } from '../features/chat/api/get-chat-unread-count';
import { useUnreadCount } from '../features/notifications/api/get-unread-count';
import { useAppBadge } from '../features/push/hooks/use-app-badge';
import { useFollowAnswers } from '../features/users/api/follow-user';
import { NO_UNREAD, publishUnread } from './unread-store';

/** The counts' queries and the socket's follow and language events (see `unread-counts.tsx`). */
export default function LiveCountsNow() {
  const unread = useUnreadCount(true);
  useAppBadge(true, unread);
  const unreadChats = useChatUnreadCount(true);
  useFollowAnswers();
  useAccountLocale();
  useEffect(() => publishUnread({ unread, unreadChats }), [unread, unreadChats]);
  useEffect(() => () => publishUnread(NO_UNREAD), []);
  return null;
}
