import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Notification } from '../types';

export const notificationsKey = ['notifications'] as const;

export function getNotifications() {
  return api<Notification[]>('/api/notifications');
}

export function useNotifications(enabled = true) {
  return useQuery({ queryKey: notificationsKey, queryFn: getNotifications, enabled });
}

/** The header badge: how many notifications are still unread. Polls until the socket layer pushes them. */
export function useUnreadNotificationCount(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: notificationsKey,
    queryFn: getNotifications,
    enabled,
    refetchInterval: 60_000,
    retry: false,
  });
  return data?.filter((notification) => !notification.isRead).length ?? 0;
}
