import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

export function getNotifications() {
  return api.get('/api/notifications');
}

export function useNotifications(enabled = true) {
  return useQuery({ queryKey: notificationKeys.list, queryFn: getNotifications, enabled });
}
