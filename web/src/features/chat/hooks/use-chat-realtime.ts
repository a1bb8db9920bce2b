import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useReconnect } from '../../realtime/hooks';
import { emitRealtime } from '../../realtime/realtime';
import { chatKeys } from '../api/chat-keys';
import { addMessage, clearUnread, markMineSeen, otherUserOf } from '../lib/cache';
import { playMessageSound } from '../lib/message-sound';
import type { Message } from '../types';

/**
 * Live chat: pushed messages join their conversation (and are read at once when it is open),
 * read receipts tick my messages, and after a reconnect the list and the open conversation are
 * fetched again so nothing sent during the gap is missed.
 */
export function useChatRealtime(myId: string, openUserId: string | null) {
  const queryClient = useQueryClient();

  useRealtimeEvent('newMessage', (payload) => {
    const message = payload as Message;
    const mine = message.sender === myId;
    const otherId = otherUserOf(queryClient, message, myId);
    if (otherId) addMessage(queryClient, otherId, message, mine);
    else void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    if (mine) return;
    if (openUserId === message.sender) {
      emitRealtime('markMessagesAsSeen', { conversationId: message.conversationId, userId: myId });
      clearUnread(queryClient, message.conversationId);
    }
    if (!document.hasFocus()) playMessageSound();
  });

  useRealtimeEvent('messagesSeen', ({ conversationId }) => markMineSeen(queryClient, conversationId, myId));

  useReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    if (openUserId) void queryClient.invalidateQueries({ queryKey: chatKeys.messages(openUserId) });
  });
}
