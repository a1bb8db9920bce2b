export const safetyKeys = {
  blocks: ['safety', 'blocks'] as const,
  mutes: ['safety', 'mutes'] as const,
  mutedWords: ['safety', 'muted-words'] as const,
};
