import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRealtimeEvent, useReconnect } from '../../realtime/hooks';
import type { Notification } from '../types';
import { notificationKeys } from './get-notifications';

export function getUnreadCount() {
  return api<{ count: number }>('/api/notifications/unread-count');
}

/**
 * The header badge. A `newNotification` from the socket counts at once and joins the list if it is
 * loaded; after a reconnect both are fetched again, since pushes during the gap are lost.
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
  useRealtimeEvent('newNotification', (payload) => {
    const notification = payload as Notification;
    queryClient.setQueryData<{ count: number }>(notificationKeys.unreadCount, (old) => ({
      count: (old?.count ?? 0) + 1,
    }));
    queryClient.setQueryData<Notification[]>(notificationKeys.list, (old) =>
      old ? [notification, ...old.filter((n) => n._id !== notification._id)] : old,
    );
  });
  useReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  return data?.count ?? 0;
}
