import type { QueryClient } from '@tanstack/react-query';
import { refetchIfFetching } from '../../../lib/refetch-if-fetching';
import { chatKeys } from '../api/keys';
import type { Conversation, Message } from '../types';
import { threadKey } from './thread';

const allMessages = { queryKey: chatKeys.allMessages };

// Every write below is followed by `refetchIfFetching`: a fetch in flight may have been read before the
// pushed change was stored. A thread's fetch, asked again, reads back to the oldest message then shown.

/**
 * Puts a message (sent here, or pushed by the socket) into its thread and moves that conversation to the
 * top with it as the last message. A push may repeat a message this tab already has, so messages are
 * matched by id.
 */
export function addMessage(queryClient: QueryClient, key: string, message: Message, mine: boolean): void {
  queryClient.setQueryData<Message[]>(chatKeys.messages(key), (old) =>
    old?.some((m) => m._id === message._id) ? old : [...(old ?? []), message],
  );
  refetchIfFetching(queryClient, chatKeys.messages(key));
  const conversations = queryClient.getQueryData<Conversation[]>(chatKeys.conversations);
  const existing = conversations?.find((c) => c._id === message.conversationId);
  // A group's change (members, name) or a conversation this tab does not have yet: the list is fetched again.
  if (!conversations || !existing || message.system) {
    fetchConversationsAgain(queryClient);
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
  refetchIfFetching(queryClient, chatKeys.conversations);
}

/** The conversation list asked again, so that its answer is read after this moment. */
export function fetchConversationsAgain(queryClient: QueryClient): void {
  if (!refetchIfFetching(queryClient, chatKeys.conversations)) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  }
}

/**
 * `readerId` has read the conversation up to its newest message. Their read position covers every message
 * from others: in a pair my messages turn seen; in a group the reader joins each message's `seenBy`.
 * Any thread being fetched is asked again: one loading for the first time may be this conversation's. Not
 * for my own read: it shows nowhere (ticks are on my messages), and its echo comes while the conversation I
 * have just opened is loading, which would start again each time.
 */
export function markReadBy(queryClient: QueryClient, conversationId: string, readerId: string, myId: string): void {
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
  if (readerId === myId) return;
  refetchIfFetching(queryClient, chatKeys.allMessages);
  refetchIfFetching(queryClient, chatKeys.conversations);
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
  refetchIfFetching(queryClient, chatKeys.conversations);
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
  refetchIfFetching(queryClient, chatKeys.allMessages);
  refetchIfFetching(queryClient, chatKeys.conversations);
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
