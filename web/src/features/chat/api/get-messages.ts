import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useErrorToast } from '../../../lib/use-error-toast';
import { type Thread, threadKey } from '../lib/thread';
import { chatKeys } from './keys';

/** The server's page: a shorter one means there is nothing older. */
export const MESSAGE_PAGE_SIZE = 50;

/** A page of a thread, oldest first: the latest, or the one just before (or after) a message. */
export function getMessages(thread: Thread, query: { before?: string; after?: string } = {}) {
  return 'userId' in thread
    ? api.get('/api/messages/{userId}', { params: { path: { userId: thread.userId }, query } })
    : api.get('/api/messages/conversation/{conversationId}', {
        params: { path: { conversationId: thread.groupId }, query },
      });
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
