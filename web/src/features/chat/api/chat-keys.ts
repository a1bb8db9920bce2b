export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  messages: (otherUserId: string) => ['chat', 'messages', otherUserId] as const,
};
