import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useErrorToast } from '../../../lib/use-error-toast';
import type { Message } from '../types';
import { chatKeys } from './chat-keys';

export function getMessages(otherUserId: string) {
  return api<Message[]>(`/api/messages/${encodeURIComponent(otherUserId)}`);
}

/** The latest messages with someone, oldest first; not fetched for a placeholder conversation. */
export function useMessages(otherUserId: string, enabled: boolean) {
  const query = useQuery({
    queryKey: chatKeys.messages(otherUserId),
    queryFn: () => getMessages(otherUserId),
    enabled,
    staleTime: 0,
  });
  useErrorToast(query.error);
  return query;
}
