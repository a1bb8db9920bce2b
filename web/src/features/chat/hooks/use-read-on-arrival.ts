import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { emitRealtime } from '../../realtime/realtime';
import { clearUnread } from '../lib/cache';
import type { Message } from '../types';

/**
 * The conversation on screen is read: when it opens and whenever a message from the other person
 * shows up in it — pushed, refetched or caught up after a reconnect — the server hears so and
 * the other person's ticks turn.
 */
export function useReadOnArrival(conversationId: string | null, messages: Message[], myId: string) {
  const queryClient = useQueryClient();
  const lastIncomingId = messages.filter((message) => message.sender !== myId).at(-1)?._id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message from the other person is exactly when to read again
  useEffect(() => {
    if (!conversationId) return;
    emitRealtime('markMessagesAsSeen', { conversationId, userId: myId });
    clearUnread(queryClient, conversationId);
  }, [conversationId, lastIncomingId, myId, queryClient]);
}
