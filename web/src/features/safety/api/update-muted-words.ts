import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showSuccess } from '../../../lib/toast';
import { postKeys } from '../../posts/api/keys';
import { videoKeys } from '../../video/api/keys';
import { hidePostsWithWords, restoreContent, snapshotContent } from '../lib/hide-content';
import type { MutedWords } from '../types';
import { safetyKeys } from './keys';

export function putMutedWords(words: string[]) {
  return api.put('/api/users/muted-words', { body: { words } });
}

/**
 * Saves the whole list (`success` is the toast on success). The new list shows at once and posts
 * holding a newly muted word leave the cached feeds; a refusal puts both back.
 */
export function useUpdateMutedWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ words }: { words: string[]; success: string }) => putMutedWords(words),
    onMutate: async ({ words }) => {
      await queryClient.cancelQueries({ queryKey: safetyKeys.mutedWords });
      const previous = queryClient.getQueryData<MutedWords>(safetyKeys.mutedWords);
      const snapshot = await snapshotContent(queryClient);
      queryClient.setQueryData<MutedWords>(safetyKeys.mutedWords, { words });
      hidePostsWithWords(queryClient, words);
      return { previous, snapshot };
    },
    onSuccess: (saved, { success }) => {
      queryClient.setQueryData<MutedWords>(safetyKeys.mutedWords, saved);
      showSuccess(success);
      // A word taken off the list lets its posts back in: only the server knows which.
      void queryClient.invalidateQueries({ queryKey: postKeys.feed });
      void queryClient.invalidateQueries({ queryKey: videoKeys.feed });
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(safetyKeys.mutedWords, context?.previous);
      restoreContent(queryClient, context?.snapshot);
    },
  });
}
