import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../api/chat-keys';
import type { Conversation, Message } from '../types';

/**
 * Puts a message (sent here, or pushed by the socket) into the conversation with `otherUserId` and
 * moves that conversation to the top with it as the last message. A push may repeat a message this
 * tab already has, so messages are matched by id.
 */
export function addMessage(queryClient: QueryClient, otherUserId: string, message: Message, mine: boolean): void {
  queryClient.setQueryData<Message[]>(chatKeys.messages(otherUserId), (old) =>
    old?.some((m) => m._id === message._id) ? old : [...(old ?? []), message],
  );
  const conversations = queryClient.getQueryData<Conversation[]>(chatKeys.conversations);
  const existing = conversations?.find((c) => c._id === message.conversationId);
  if (!conversations || !existing) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    return;
  }
  if (existing.lastMessage._id === message._id) return;
  const updated: Conversation = {
    ...existing,
    lastMessage: {
      _id: message._id,
      text: message.text,
      img: message.img,
      sender: message.sender,
      date: message.createdAt,
      seen: message.seen,
    },
    unreadCount: mine ? existing.unreadCount : (existing.unreadCount ?? 0) + 1,
  };
  queryClient.setQueryData<Conversation[]>(chatKeys.conversations, [
    updated,
    ...conversations.filter((c) => c._id !== existing._id),
  ]);
}

/** The other member has read my messages in this conversation. */
export function markMineSeen(queryClient: QueryClient, conversationId: string, myId: string): void {
  queryClient.setQueriesData<Message[]>({ queryKey: ['chat', 'messages'] }, (old) =>
    old?.some((m) => m.conversationId === conversationId && m.sender === myId && !m.seen)
      ? old.map((m) => (m.conversationId === conversationId && m.sender === myId ? { ...m, seen: true } : m))
      : old,
  );
  queryClient.setQueryData<Conversation[]>(chatKeys.conversations, (old) =>
    old?.map((c) =>
      c._id === conversationId && c.lastMessage.sender === myId
        ? { ...c, lastMessage: { ...c.lastMessage, seen: true } }
        : c,
    ),
  );
}

/** I have opened the conversation: nothing in it is unread any more. */
export function clearUnread(queryClient: QueryClient, conversationId: string): void {
  queryClient.setQueryData<Conversation[]>(chatKeys.conversations, (old) =>
    old?.map((c) => (c._id === conversationId && c.unreadCount ? { ...c, unreadCount: 0 } : c)),
  );
}

/** Who the message is with, from my side: the sender, or for my own the other member of its conversation. */
export function otherUserOf(queryClient: QueryClient, message: Message, myId: string): string | undefined {
  if (message.sender !== myId) return message.sender;
  const conversations = queryClient.getQueryData<Conversation[]>(chatKeys.conversations);
  return conversations?.find((c) => c._id === message.conversationId)?.participants[0]?._id;
}
