import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRealtimeEvent, useReconnect } from '../../realtime/hooks';
import { chatKeys } from './keys';

export function getChatUnreadCount() {
  return api.get('/api/messages/unread-count');
}

/**
 * How many conversations hold unread messages (the chat badge). Any message, read or deletion pushed by
 * the socket may change it, so each asks the server again; so does a reconnect.
 */
export function useChatUnreadCount(enabled: boolean): number {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: chatKeys.unreadCount,
    queryFn: getChatUnreadCount,
    enabled,
    refetchInterval: 60_000,
    retry: false,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount });
  useRealtimeEvent('newMessage', refresh);
  useRealtimeEvent('messagesSeen', refresh);
  useRealtimeEvent('messageDeleted', refresh);
  useReconnect(refresh);
  return data?.count ?? 0;
}
