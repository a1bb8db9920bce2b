export const storyKeys = {
  all: ['stories'] as const,
  viewers: (storyId: string) => ['stories', 'viewers', storyId] as const,
};
