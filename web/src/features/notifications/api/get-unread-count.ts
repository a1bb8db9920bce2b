import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRealtimeEvent, useReconnect } from '../../realtime/hooks';
import type { Notification } from '../types';
import { notificationKeys } from './keys';

export function getUnreadCount() {
  return api.get('/api/notifications/unread-count');
}

/**
 * The header badge. A `newNotification` from the socket joins the list if it is loaded, in place of the
 * earlier one of its group (a like on a post already liked today), and the count is asked again (a group
 * counts once); after a reconnect both are fetched again, since pushes during the gap are lost.
 */
export function useUnreadCount(enabled: boolean): number {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: getUnreadCount,
    enabled,
    refetchInterval: 60_000,
    retry: false,
  });
  useRealtimeEvent('newNotification', (notification) => {
    queryClient.setQueryData<Notification[]>(notificationKeys.list, (old) =>
      old ? [notification, ...old.filter((n) => n.groupKey !== notification.groupKey)] : old,
    );
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
  });
  useReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  return data?.count ?? 0;
}
