import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useErrorToast } from '../../../lib/use-error-toast';
import { type Thread, threadKey, threadPath } from '../lib/thread';
import type { Message } from '../types';
import { chatKeys } from './chat-keys';

/** The server's page: a shorter one means there is nothing older. */
export const MESSAGE_PAGE_SIZE = 50;

/** Oldest first: the latest page, or the page just before the message `before`. */
export function getMessages(thread: Thread, before?: string) {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return api<Message[]>(`${threadPath(thread)}${query}`);
}

/** The latest messages of a thread, oldest first; not fetched for a placeholder conversation. */
export function useMessages(thread: Thread, enabled: boolean) {
  const query = useQuery({
    queryKey: chatKeys.messages(threadKey(thread)),
    queryFn: () => getMessages(thread),
    enabled,
    staleTime: 0,
  });
  useErrorToast(query.error);
  return query;
}
