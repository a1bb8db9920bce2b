import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { PushPreferences } from './get-preferences';
import { pushKeys } from './keys';

export function updatePreferences(preferences: PushPreferences) {
  return api.put('/api/push/preferences', { body: preferences });
}

/** Shows the switch flipped at once; puts it back if the server refuses. */
export function useUpdatePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: pushKeys.preferences });
      const previous = queryClient.getQueryData<PushPreferences>(pushKeys.preferences);
      queryClient.setQueryData(pushKeys.preferences, preferences);
      return { previous };
    },
    onError: (_error, _preferences, context) => queryClient.setQueryData(pushKeys.preferences, context?.previous),
    onSuccess: (saved) => queryClient.setQueryData(pushKeys.preferences, saved),
  });
}
