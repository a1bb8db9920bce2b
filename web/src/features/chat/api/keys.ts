export const chatKeys = {
  conversations: ['chat', 'conversations'] as const,
  /** Every thread's messages; `messages(threadKey)` one thread's. */
  allMessages: ['chat', 'messages'] as const,
  /** By thread key (lib/thread.ts): a person's id, or a group's. */
  messages: (threadKey: string) => ['chat', 'messages', threadKey] as const,
  unreadCount: ['chat', 'unread-count'] as const,
};
