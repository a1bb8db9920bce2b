import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';

export function getNotifications() {
  return api.get('/api/notifications');
}

export function useNotifications(enabled = true) {
  return useQuery({ queryKey: notificationKeys.list, queryFn: getNotifications, enabled });
}
