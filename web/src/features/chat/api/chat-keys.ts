export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  /** By thread key (lib/thread.ts): a person's id, or a group's. */
  messages: (threadKey: string) => ['chat', 'messages', threadKey] as const,
  unreadCount: ['chat', 'unread-count'] as const,
};
