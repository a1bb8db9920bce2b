import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useErrorToast } from '../../../lib/use-error-toast';
import type { Message } from '../types';
import { chatKeys } from './chat-keys';

/** The server's page: a shorter one means there is nothing older. */
export const MESSAGE_PAGE_SIZE = 50;

/** Oldest first: the latest page, or the page just before the message `before`. */
export function getMessages(otherUserId: string, before?: string) {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return api<Message[]>(`/api/messages/${encodeURIComponent(otherUserId)}${query}`);
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
