import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import type { Story } from '../types';
import { storyKeys } from './keys';

export function viewStory(storyId: string) {
  return api.post('/api/stories/{id}/view', { params: { path: { id: storyId } } });
}

/** Records the view and flips the strip's ring at once; a failure is only logged. */
export function useViewStory() {
  const queryClient = useQueryClient();
  return useCallback(
    (storyId: string) => {
      queryClient.setQueryData<Story[]>(storyKeys.all, (old) =>
        old?.map((story) => (story._id === storyId ? { ...story, viewed: true } : story)),
      );
      viewStory(storyId).catch((error: unknown) => console.error('Failed to mark the story viewed', error));
    },
    [queryClient],
  );
}
