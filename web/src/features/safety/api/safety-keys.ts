export const safetyKeys = {
  all: ['safety'] as const,
  blocks: ['safety', 'blocks'] as const,
  mutes: ['safety', 'mutes'] as const,
  mutedWords: ['safety', 'muted-words'] as const,
};
