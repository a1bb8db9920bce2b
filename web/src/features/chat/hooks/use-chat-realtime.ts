import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useReconnect } from '../../realtime/hooks';
import { emitRealtime } from '../../realtime/realtime';
import { catchUpMessages } from '../api/catch-up-messages';
import { chatKeys } from '../api/chat-keys';
import { addMessage, markMineSeen, otherUserOf } from '../lib/cache';
import { playMessageSound } from '../lib/message-sound';
import type { Conversation, Message } from '../types';

/**
 * Live chat: pushed messages join their conversation, read receipts tick my messages, and after a
 * reconnect the list is fetched again and the open conversation catches up on the gap.
 */
export function useChatRealtime(myId: string, openUserId: string | null) {
  const queryClient = useQueryClient();

  useRealtimeEvent('newMessage', (payload) => {
    const message = payload as Message;
    const mine = message.sender === myId;
    const otherId = otherUserOf(queryClient, message, myId);
    if (otherId) addMessage(queryClient, otherId, message, mine);
    else void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    if (!mine && !document.hasFocus()) playMessageSound();
  });

  useRealtimeEvent('messagesSeen', ({ conversationId }) => markMineSeen(queryClient, conversationId, myId));

  useReconnect(() => {
    void (async () => {
      await queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      if (!openUserId) return;
      await catchUpMessages(queryClient, openUserId);
      const conversations = queryClient.getQueryData<Conversation[]>(chatKeys.conversations) ?? [];
      const open = conversations.find((c) => c.participants[0]?._id === openUserId);
      if (!open) return;
      // A receipt pushed during the gap is lost; seen is all-or-nothing up to the last message.
      if (open.lastMessage.sender === myId && open.lastMessage.seen) markMineSeen(queryClient, open._id, myId);
      // And a read sent into the dead connection is lost: the open conversation is read again.
      emitRealtime('markMessagesAsSeen', { conversationId: open._id, userId: myId });
    })().catch((error: unknown) => console.error('Chat catch-up failed', error));
  });
}
