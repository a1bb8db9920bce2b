import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRealtimeEvent, useReconnect } from '../../realtime/hooks';
import { notificationKeys } from './keys';
import { addPushedNotification } from './pushed-notification';

export function getUnreadCount() {
  return api.get('/api/notifications/unread-count');
}

/**
 * The header badge, kept live: a `newNotification` from the socket joins the list and the count (see
 * `addPushedNotification`); after a reconnect both are fetched again, since pushes during the gap are lost.
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
  useRealtimeEvent('newNotification', (notification) => addPushedNotification(queryClient, notification));
  useReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  return data?.count ?? 0;
}
