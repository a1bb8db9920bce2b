import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getConversations } from '../../chat/api/get-conversations';
import { chatKeys } from '../../chat/api/keys';

const badgeSupported = typeof navigator !== 'undefined' && 'setAppBadge' in navigator;

/**
 * The installed app's icon badge: unread notifications plus unread chat messages, kept current while the
 * app is open (the service worker sets it from each push while it is closed). Only where badges exist.
 */
export function useAppBadge(enabled: boolean, unreadNotifications: number): void {
  const conversations = useQuery({
    queryKey: chatKeys.conversations,
    // The chat list's own query (same key), so its live updates move the badge too.
    queryFn: getConversations,
    enabled: enabled && badgeSupported,
    retry: false,
  });
  const unreadChats = conversations.data?.reduce((sum, conversation) => sum + (conversation.unreadCount ?? 0), 0) ?? 0;
  useEffect(() => {
    if (!badgeSupported || !enabled) return;
    const total = unreadNotifications + unreadChats;
    (total > 0 ? navigator.setAppBadge(total) : navigator.clearAppBadge()).catch(() => {});
  }, [enabled, unreadNotifications, unreadChats]);
}
