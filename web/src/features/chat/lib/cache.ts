import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../api/keys';
import type { Conversation, Message } from '../types';
import { threadKey } from './thread';

const allMessages = { queryKey: chatKeys.allMessages };

/**
 * Puts a message (sent here, or pushed by the socket) into its thread and moves that conversation to the
 * top with it as the last message. A push may repeat a message this tab already has, so messages are
 * matched by id.
 */
export function addMessage(queryClient: QueryClient, key: string, message: Message, mine: boolean): void {
  queryClient.setQueryData<Message[]>(chatKeys.messages(key), (old) =>
    old?.some((m) => m._id === message._id) ? old : [...(old ?? []), message],
  );
  const conversations = queryClient.getQueryData<Conversation[]>(chatKeys.conversations);
  const existing = conversations?.find((c) => c._id === message.conversationId);
  // A group's change (members, name) or a conversation this tab does not have yet: the list is fetched again.
  if (!conversations || !existing || message.system) {
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

/**
 * `readerId` has read the conversation up to its newest message. Their read position covers every message
 * from others: in a pair my messages turn seen; in a group the reader joins each message's `seenBy`.
 */
export function markReadBy(queryClient: QueryClient, conversationId: string, readerId: string): void {
  queryClient.setQueriesData<Message[]>(allMessages, (old) =>
    old?.some((m) => m.conversationId === conversationId && m.sender !== readerId)
      ? old.map((m) => (m.conversationId === conversationId && m.sender !== readerId ? readBy(m, readerId) : m))
      : old,
  );
  queryClient.setQueryData<Conversation[]>(chatKeys.conversations, (old) =>
    old?.map((c) =>
      c._id === conversationId && c.lastMessage.sender !== readerId && !c.isGroup
        ? { ...c, lastMessage: { ...c.lastMessage, seen: true } }
        : c,
    ),
  );
}

function readBy(message: Message, readerId: string): Message {
  if (!message.seenBy) return message.seen ? message : { ...message, seen: true };
  if (message.seenBy.includes(readerId)) return message;
  return { ...message, seenBy: [...message.seenBy, readerId] };
}

/** I have opened the conversation: nothing in it is unread any more. */
export function clearUnread(queryClient: QueryClient, conversationId: string): void {
  queryClient.setQueryData<Conversation[]>(chatKeys.conversations, (old) =>
    old?.map((c) => (c._id === conversationId && c.unreadCount ? { ...c, unreadCount: 0 } : c)),
  );
}

/** A message became a tombstone; answers how to put everything back (when my delete is refused). */
export function markDeleted(queryClient: QueryClient, conversationId: string, messageId: string): () => void {
  const before = queryClient.getQueriesData<Message[]>(allMessages);
  const list = queryClient.getQueryData<Conversation[]>(chatKeys.conversations);
  queryClient.setQueriesData<Message[]>(allMessages, (old) =>
    old?.some((m) => m._id === messageId)
      ? old.map((m) => (m._id === messageId ? { ...m, text: '', img: '', deleted: true as const } : m))
      : old,
  );
  queryClient.setQueryData<Conversation[]>(chatKeys.conversations, (old) =>
    old?.map((c) =>
      c._id === conversationId && c.lastMessage._id === messageId
        ? { ...c, lastMessage: { ...c.lastMessage, text: '', img: '', deleted: true as const } }
        : c,
    ),
  );
  return () => {
    for (const [key, data] of before) queryClient.setQueryData(key, data);
    queryClient.setQueryData(chatKeys.conversations, list);
  };
}

/** The thread a message belongs to, from my side; undefined when this tab does not know its conversation. */
export function threadKeyOf(queryClient: QueryClient, message: Message, myId: string): string | undefined {
  const conversations = queryClient.getQueryData<Conversation[]>(chatKeys.conversations);
  const conversation = conversations?.find((c) => c._id === message.conversationId);
  if (conversation?.isGroup || message.seenBy) return threadKey({ groupId: message.conversationId });
  if (message.sender !== myId) return message.sender;
  return conversation?.participants[0]?._id;
}
