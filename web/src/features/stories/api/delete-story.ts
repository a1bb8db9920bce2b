import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showSuccess } from '../../../lib/toast';
import type { Story } from '../types';
import { storyKeys } from './keys';

export function deleteStory(storyId: string) {
  return api.delete('/api/stories/{id}', { params: { path: { id: storyId } } });
}

/** A failed delete is only logged (CONTRACT §8). */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    meta: { silentError: true },
    onSuccess: (_result, storyId) => {
      queryClient.setQueryData<Story[]>(storyKeys.all, (old) => old?.filter((story) => story._id !== storyId));
      showSuccess(i18n._('Story deleted'));
    },
    onError: (error) => console.error('Failed to delete the story', error),
  });
}
