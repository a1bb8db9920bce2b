import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useReconnect } from '../../realtime/hooks';
import { emitRealtime } from '../../realtime/realtime';
import { chatKeys } from '../api/keys';
import { addMessage, clearUnread, fetchConversationsAgain, markDeleted, markReadBy, threadKeyOf } from '../lib/cache';
import { playMessageSound } from '../lib/message-sound';
import type { Conversation } from '../types';

/**
 * Live chat: pushed messages join their thread, reads tick messages (and clear my unread count when the
 * reader is me, in another tab), deletions turn into tombstones, and after a reconnect the list is fetched
 * again and the open thread catches up on the gap.
 */
export function useChatRealtime(myId: string, openConversationId: string | null) {
  const queryClient = useQueryClient();

  useRealtimeEvent('newMessage', (message) => {
    const mine = message.sender === myId;
    const key = threadKeyOf(queryClient, message, myId);
    if (key) addMessage(queryClient, key, message, mine);
    else fetchConversationsAgain(queryClient);
    if (!mine && !message.system && !document.hasFocus()) playMessageSound();
  });

  useRealtimeEvent('messagesSeen', ({ conversationId, userId }) => {
    markReadBy(queryClient, conversationId, userId, myId);
    if (userId === myId) clearUnread(queryClient, conversationId);
  });

  useRealtimeEvent('messageDeleted', ({ conversationId, messageId }) => {
    markDeleted(queryClient, conversationId, messageId);
  });

  useReconnect(() => {
    void (async () => {
      await queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      const conversations = queryClient.getQueryData<Conversation[]>(chatKeys.conversations) ?? [];
      const current = conversations.find((c) => c._id === openConversationId);
      if (!current) return;
      // Messages, reads and deletions pushed during the gap are lost: the open thread is read again, as far
      // back as it is shown (useMessages).
      await queryClient.invalidateQueries({ queryKey: chatKeys.allMessages });
      // And a read sent into the dead connection is lost: the open conversation is read again.
      emitRealtime('markMessagesAsSeen', { conversationId: current._id, userId: myId });
    })().catch((error: unknown) => console.error('Chat catch-up failed', error));
  });
}
