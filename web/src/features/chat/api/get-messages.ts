import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useErrorToast } from '../../../lib/use-error-toast';
import { type Thread, threadKey } from '../lib/thread';
import type { Message } from '../types';
import { chatKeys } from './keys';

/** The server's page: a shorter one means there is nothing older. */
export const MESSAGE_PAGE_SIZE = 50;

/** A page of a thread, oldest first: the latest, or the one just before a message. */
export function getMessages(thread: Thread, query: { before?: string } = {}, signal?: AbortSignal) {
  return 'userId' in thread
    ? api.get('/api/messages/{userId}', { params: { path: { userId: thread.userId }, query }, signal })
    : api.get('/api/messages/conversation/{conversationId}', {
        params: { path: { conversationId: thread.groupId }, query },
        signal,
      });
}

/**
 * The thread from its latest message back to `oldestShown`, oldest first: the latest page, then the pages
 * before it until one reaches that message (ids follow commit order) or is short. So a refetch keeps the
 * older pages the person loaded, with their reads and deletions read again, and whatever came meanwhile. A
 * cancelled refetch (the thread closed, a newer refetch) asks no further page.
 */
async function messagesBackTo(thread: Thread, oldestShown: string, signal: AbortSignal): Promise<Message[]> {
  let page = await getMessages(thread, {}, signal);
  let messages = page;
  for (;;) {
    const first = messages[0]?._id;
    if (!first || first <= oldestShown || page.length < MESSAGE_PAGE_SIZE) break;
    page = await getMessages(thread, { before: first }, signal);
    messages = [...page, ...messages];
  }
  return messages.filter((message) => message._id >= oldestShown);
}

/**
 * A thread's messages, oldest first: its latest page on a first load, and on every refetch all it shows;
 * not fetched for a placeholder conversation.
 */
export function useMessages(thread: Thread, enabled: boolean) {
  const query = useQuery({
    queryKey: chatKeys.messages(threadKey(thread)),
    queryFn: ({ client, queryKey, signal }) => {
      const oldestShown = client.getQueryData<Message[]>(queryKey)?.[0]?._id;
      return oldestShown ? messagesBackTo(thread, oldestShown, signal) : getMessages(thread, {}, signal);
    },
    enabled,
    staleTime: 0,
  });
  useErrorToast(query.error);
  return query;
}
